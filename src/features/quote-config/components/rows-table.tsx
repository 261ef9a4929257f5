import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { textOf } from '../../../lib/i18n/index.ts'
import type { DraftRow } from '../lib/draft.ts'
import type { LeafSpec } from '../lib/field-spec.ts'
import { columnLabel, labelKey } from '../lib/field-spec.ts'
import type { FieldErrors } from '../lib/validate.ts'
import { LeafInput } from './leaf-input.tsx'
import { isOpenBound } from '../../../lib/format/open-bound.ts'
import '../../../lib/i18n/config-messages.ts'

/** Props of RowsTable. */
export interface RowsTableProps {
  /** The section field (its path prefix and caption). */
  field: string
  columns: LeafSpec[]
  rows: DraftRow[]
  errors: FieldErrors
  /** Rows can be added and removed (false for fixed keys). */
  editable: boolean
  /** The previous version's value of a cell, when it differs. */
  was: (index: number, column: string) => string | undefined
  onChange: (rows: DraftRow[], path: string) => void
  /** Names of a closed set of keys (material classes): shown as words, not edited. */
  keyLabel?: ((key: string) => string) | undefined
}

/** A key as its catalogue names it (a machine kind's label), else as stored. */
function keyName(column: LeafSpec, key: string): string {
  const labelOf = column.words?.optionLabel
  if (!labelOf) return key
  const name = textOf(labelOf(key))
  return name === labelOf(key) ? key : name
}

/** An editable table of one field's rows (materials, machines, coefficients, discount steps…). */
export function RowsTable({ field, columns, rows, errors, editable, was, onChange, keyLabel }: RowsTableProps) {
  const t = useT()
  const set = (index: number, column: string, value: string) =>
    onChange(
      rows.map((r, i) => (i === index ? { ...r, [column]: value } : r)),
      `${field}.${index}.${column}`,
    )
  const add = () =>
    onChange(
      [
        ...rows,
        Object.fromEntries(columns.map((c) => [c.key, c.type === 'enum' ? (c.bounds.options?.[0] ?? '') : ''])),
      ],
      '',
    )
  // A fixed key is named, not typed; the open last step of a table of limits reads "and above".
  const cellText = (column: string, value: string | undefined) => {
    if (column === 'key' && keyLabel) return <span className="qe-qc-key">{keyLabel(value ?? '')}</span>
    if (column === 'a' && value !== undefined && value !== '' && isOpenBound(value))
      return <span className="qe-qc-key">{t('quoteConfig.openBound')}</span>
    return null
  }
  const remove = (index: number) =>
    onChange(
      rows.filter((_, i) => i !== index),
      '',
    )
  return (
    <div className="qe-qc-table-wrap" data-testid={`qc-table-${field}`}>
      <table className="qe-qc-table">
        <caption>{textOf(labelKey(field))}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {columnLabel(field, c.key)}
              </th>
            ))}
            {editable && <th scope="col">{t('quoteConfig.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((c) =>
                // Fixed keys (one row per machine kind, per material class) are named, not edited.
                !editable && c.key === 'key' ? (
                  <th key={c.key} scope="row" data-testid={`qc-${field}-${i}-key`}>
                    {keyLabel ? keyLabel(row.key ?? '') : keyName(c, row.key ?? '')}
                  </th>
                ) : (
                  <td key={c.key}>
                    {cellText(c.key, row[c.key]) ?? (
                      <LeafInput
                        compact
                        spec={c}
                        label={`${columnLabel(field, c.key)} ${i + 1}`}
                        value={row[c.key] ?? ''}
                        error={errors[`${field}.${i}.${c.key}`]}
                        was={was(i, c.key)}
                        testId={`qc-${field}-${i}-${c.key}`}
                        onChange={(v) => set(i, c.key, v)}
                      />
                    )}
                  </td>
                ),
              )}
              {editable && (
                <td>
                  <sl-button
                    size="small"
                    variant="text"
                    onClick={() => remove(i)}
                    data-testid={`qc-${field}-${i}-remove`}
                  >
                    {t('quoteConfig.removeRow')}
                  </sl-button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {errors[field] && <small className="qe-error">{t(errors[field].key, errors[field].params)}</small>}
      {editable && (
        <sl-button size="small" onClick={add} data-testid={`qc-${field}-add`}>
          {t('quoteConfig.addRow')}
        </sl-button>
      )}
    </div>
  )
}
