import { useT } from '../../../lib/i18n/use-t.ts'
import { RowDialog } from '../../../lib/schema-form/row-dialog.tsx'
import type { CostRow } from '../api/types.ts'
import { rowLabel, rowName } from '../lib/param-text.ts'
import type { CostTableDef } from '../lib/table-defs.ts'
import { saveCostRow } from '../stores/cost-actions.ts'
import '../../../lib/i18n/config-messages.ts'

/** Props of CostRowDialog. */
export interface CostRowDialogProps {
  def: CostTableDef
  /** The row to edit, or null to add one. */
  row: CostRow | null
  onClose: () => void
}

/**
 * Adds or edits a row with the table's contract rules; the server's own refusals (a duplicate
 * key, a cross-check of the whole configuration) are shown in the dialog, everything typed kept.
 */
export function CostRowDialog({ def, row, onClose }: CostRowDialogProps) {
  const t = useT()
  return (
    <RowDialog
      title={row ? t('cost.editTitle', { key: rowLabel(def, row) }) : t('cost.addTitle', { table: t(def.title) })}
      schema={def.rulesFor(row)}
      fields={def.fieldsFor(row)}
      row={row}
      onSave={(body) => saveCostRow(def.name, row ? row.key : null, body)}
      onClose={onClose}
      testId="cost"
      saveLabel="cost.save"
      intro={
        row &&
        !rowName(def, row) && (
          <p className="qe-muted">
            {t('cost.field.key')}: <strong>{row.key}</strong>
          </p>
        )
      }
    />
  )
}
