import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'
import type { Column } from '../../../lib/data-table/types.ts'
import { textOf, type Locale, type t as translate } from '../../../lib/i18n/index.ts'
import { fieldColumn } from '../../../lib/schema-form/cells.ts'
import type { CostRow } from '../api/types.ts'
import type { CostTableDef } from '../lib/table-defs.ts'

/** What the row buttons ask for; a button whose action the screen does not grant is left out. */
export interface CostRowHandlers {
  onEdit?: ((row: CostRow) => void) | undefined
  onDelete?: ((row: CostRow) => void) | undefined
}

/**
 * The columns of one table. Parameter keys get their translated name beside the key; a row that
 * cannot be deleted shows a disabled button whose label says why; update-only tables have none.
 * The key and the row actions stay in place; the other columns can be hidden or moved.
 */
export function costColumns(
  def: CostTableDef,
  t: typeof translate,
  locale: Locale,
  { onEdit, onDelete }: CostRowHandlers,
): Column<CostRow>[] {
  const paramName = (key: string) => {
    const label = textOf(`cost.param.${key}`)
    return label === `cost.param.${key}` ? '' : label
  }
  const fields = def.columns.map((c): Column<CostRow> => {
    const column = fieldColumn<CostRow>(c, t, locale, { money: (row) => c.moneyKey?.(String(row.key)) === true })
    const cell = column.render!
    return {
      ...column,
      fixed: c.isKey,
      render: (row, index) => (
        <>
          {cell(row, index)}
          {c.isKey && !def.canAdd && paramName(row.key) && (
            <span className="qe-muted qe-cost-param"> {paramName(row.key)}</span>
          )}
        </>
      ),
    }
  })
  const actions: Column<CostRow> = {
    key: 'actions',
    title: 'cost.actions',
    fixed: true,
    align: 'end',
    className: 'qe-cost-actions',
    render: (row) => {
      const block = def.deleteBlock(row)
      return (
        <>
          {onEdit && (
            <sl-icon-button
              name="pencil"
              label={t('cost.editRow', { key: row.key })}
              onClick={() => onEdit(row)}
              data-testid="cost-edit"
            />
          )}
          {def.canAdd && onDelete && (
            <sl-icon-button
              name="trash"
              label={block ? t(block) : t('cost.deleteRow', { key: row.key })}
              disabled={Boolean(block)}
              title={block ? t(block) : undefined}
              onClick={() => onDelete(row)}
              data-testid="cost-delete"
            />
          )}
        </>
      )
    },
  }
  return [...fields, actions]
}
