import { useState } from 'react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { CostTableName } from '../api/types.ts'
import { removeCostRow } from '../stores/cost-actions.ts'
import { DialogActions } from '../../../lib/dialog-actions.tsx'
import '../../../lib/i18n/config-messages.ts'

/** Props of CostDeleteDialog. */
export interface CostDeleteDialogProps {
  table: CostTableName
  rowKey: string
  /** The row as the question names it (its name, or its key where it has none). */
  rowLabel: string
  onClose: () => void
}

/** Asks before a row is deleted; a refusal (in use, the last row) is shown in the dialog. */
export function CostDeleteDialog({ table, rowKey, rowLabel, onClose }: CostDeleteDialogProps) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  async function confirm() {
    setBusy(true)
    const result = await removeCostRow(table, rowKey)
    setBusy(false)
    if (result.ok) onClose()
    else setError(result.message)
  }
  return (
    <sl-dialog
      label={t('common.reminder')}
      open
      onsl-after-hide={(e: CustomEvent) => {
        if (e.target === e.currentTarget) onClose()
      }}
      data-testid="cost-delete-dialog"
    >
      <p>{t('cost.deleteConfirm', { key: rowLabel })}</p>
      {error && (
        <p className="qe-error" role="alert" data-testid="cost-delete-error">
          {error}
        </p>
      )}
      <DialogActions
        onCancel={onClose}
        onConfirm={confirm}
        variant="danger"
        busy={busy}
        testId="cost-delete-confirm"
        confirmLabel={t('cost.delete')}
      />
    </sl-dialog>
  )
}
