import { useState } from 'react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import { useT } from '../../../lib/i18n/use-t.ts'

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  message: string
  /** i18n key of the confirming button. */
  confirmLabel: string
  /** Runs the action; resolves whether it worked (the dialog stays open otherwise). */
  onConfirm: () => Promise<boolean>
  onClose: () => void
}

/** Asks before a destructive action (deleting a configuration). */
export function ConfirmDialog({ message, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    const ok = await onConfirm()
    setBusy(false)
    if (ok) onClose()
  }
  return (
    <sl-dialog label={t('common.reminder')} open onsl-after-hide={(e: CustomEvent) => e.target === e.currentTarget && onClose()} data-testid="qc-confirm-dialog">
      {message}
      <sl-button slot="footer" onClick={onClose}>
        {t('common.cancel')}
      </sl-button>
      <sl-button slot="footer" variant="danger" loading={busy} onClick={() => void confirm()} data-testid="qc-confirm">
        {t(confirmLabel)}
      </sl-button>
    </sl-dialog>
  )
}
