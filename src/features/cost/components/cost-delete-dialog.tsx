import { useState } from 'react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { CostTableName } from '../api/types.ts'
import { removeCostRow } from '../stores/cost-actions.ts'

/** Props of CostDeleteDialog. */
export interface CostDeleteDialogProps {
  table: CostTableName
  rowKey: string
  onClose: () => void
}

/** Asks before a row is deleted; a refusal (in use, the last row) is shown in the dialog. */
export function CostDeleteDialog({ table, rowKey, onClose }: CostDeleteDialogProps) {
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
      <p>{t('cost.deleteConfirm', { key: rowKey })}</p>
      {error && (
        <p className="qe-error" role="alert" data-testid="cost-delete-error">
          {error}
        </p>
      )}
      <sl-button slot="footer" onClick={onClose}>
        {t('common.cancel')}
      </sl-button>
      <sl-button slot="footer" variant="danger" loading={busy} onClick={confirm} data-testid="cost-delete-confirm">
        {t('cost.delete')}
      </sl-button>
    </sl-dialog>
  )
}
