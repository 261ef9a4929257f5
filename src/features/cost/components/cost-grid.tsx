import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { CostRow } from '../api/types.ts'
import { formatCell } from '../lib/format-cell.ts'
import type { CostTableDef } from '../lib/table-defs.ts'

/** Props of CostGrid. */
export interface CostGridProps {
  def: CostTableDef
  rows: CostRow[]
  onEdit: (row: CostRow) => void
  onDelete: (row: CostRow) => void
}

/**
 * The rows of one page. Parameter keys get their translated name beside the key; a row that
 * cannot be deleted shows a disabled button whose label says why; update-only tables have none.
 */
export function CostGrid({ def, rows, onEdit, onDelete }: CostGridProps) {
  const t = useT()
  const paramName = (key: string) => {
    const label = t(`cost.param.${key}`)
    return label === `cost.param.${key}` ? '' : label
  }
  return (
    <div className="qe-cost-scroll">
      <table className="qe-cost-table" data-testid="cost-table">
        <thead>
          <tr>
            {def.columns.map((c) => <th key={c.name} scope="col" className={c.kind === 'number' || c.kind === 'integer' ? 'qe-num' : ''}>{t(c.label)}</th>)}
            <th scope="col" className="qe-cost-actions">{t('cost.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const block = def.deleteBlock(row)
            return (
              <tr key={row.key} data-key={row.key}>
                {def.columns.map((c) => (
                  <td key={c.name} className={c.kind === 'number' || c.kind === 'integer' || typeof row[c.name] === 'number' ? 'qe-num' : ''}>
                    {formatCell(c, row)}
                    {c.isKey && !def.canAdd && paramName(row.key) && <span className="qe-muted qe-cost-param"> {paramName(row.key)}</span>}
                  </td>
                ))}
                <td className="qe-cost-actions">
                  <sl-icon-button name="pencil" label={t('cost.editRow', { key: row.key })} onClick={() => onEdit(row)} data-testid="cost-edit" />
                  {def.canAdd && (
                    <sl-icon-button name="trash" label={block ? t(block) : t('cost.deleteRow', { key: row.key })} disabled={Boolean(block)}
                      title={block ? t(block) : undefined} onClick={() => onDelete(row)} data-testid="cost-delete" />
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
