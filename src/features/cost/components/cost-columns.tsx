import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'
import type { Column } from '../../../lib/data-table/types.ts'
import type { Locale, t as translate } from '../../../lib/i18n/index.ts'
import { seededName } from '../../../lib/i18n/seeded-name.ts'
import { fieldColumn } from '../../../lib/schema-form/cells.ts'
import type { CostRow } from '../api/types.ts'
import { rowLabel, rowName, stepsText } from '../lib/param-text.ts'
import type { CostTableDef } from '../lib/table-defs.ts'
import '../../../lib/i18n/config-messages.ts'

/** What the row buttons ask for; a button whose action the screen does not grant is left out. */
export interface CostRowHandlers {
  onEdit?: ((row: CostRow) => void) | undefined
  onDelete?: ((row: CostRow) => void) | undefined
}

/**
 * The columns of one table. Fixed parameters and feature times are named in words, not by key; a row that
 * cannot be deleted shows a disabled button whose label says why; update-only tables have none.
 * The key and the row actions stay in place; the other columns can be hidden or moved.
 */
export function costColumns(
  def: CostTableDef,
  t: typeof translate,
  locale: Locale,
  { onEdit, onDelete }: CostRowHandlers,
): Column<CostRow>[] {
  const shown = def.keyHidden ? def.columns.filter((c) => !c.isKey) : def.columns
  const fields = shown.map((c): Column<CostRow> => {
    const column = fieldColumn<CostRow>(c, t, locale, { money: (row) => c.moneyKey?.(String(row.key)) === true })
    const cell = column.render!
    const render: Column<CostRow>['render'] = c.isKey
      ? (row, index) => rowName(def, row) || cell(row, index)
      : c.name === 'name' && def.seeded
        ? (row) => seededName(def.seeded!, row.key, String(row.name ?? ''))
        : c.name === 'value'
          ? (row, index) => stepsText(row.key, row.value, locale) ?? cell(row, index)
          : cell
    // Aliases are the words customers type for a row, in either language: shown as written.
    // Without its key column, the name is what stays in place.
    const fixed = c.isKey || (def.keyHidden === true && c.name === 'name')
    return { ...column, fixed, render, ...(c.name === 'aliases' && { userData: true }) }
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
              label={t('cost.editRow', { key: rowLabel(def, row) })}
              onClick={() => onEdit(row)}
              data-testid="cost-edit"
            />
          )}
          {def.canAdd && onDelete && (
            <sl-icon-button
              name="trash"
              label={block ? t(block) : t('cost.deleteRow', { key: rowLabel(def, row) })}
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
