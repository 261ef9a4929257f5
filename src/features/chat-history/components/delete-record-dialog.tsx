import { useState } from 'react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import { useT } from '../../../lib/i18n/use-t.ts'

/** Props of DeleteRecordDialog. */
export interface DeleteRecordDialogProps {
  /** The record's display name. */
  name: string
  /** Deletes; resolves whether it worked (the dialog stays open otherwise). */
  onConfirm: () => Promise<boolean>
  onClose: () => void
}

/** Asks before a chat record is deleted; the record and its files cannot be restored. */
export function DeleteRecordDialog({ name, onConfirm, onClose }: DeleteRecordDialogProps) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    const ok = await onConfirm()
    setBusy(false)
    if (ok) onClose()
  }
  return (
    <sl-dialog label={t('common.reminder')} open onsl-after-hide={onClose} data-testid="history-delete-dialog">
      {t('chatHistory.deleteConfirm', { name })}
      <sl-button slot="footer" onClick={onClose}>
        {t('common.cancel')}
      </sl-button>
      <sl-button slot="footer" variant="danger" loading={busy} onClick={confirm} data-testid="history-delete-confirm">
        {t('chatHistory.delete')}
      </sl-button>
    </sl-dialog>
  )
}
