import { useState } from 'react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import { useT } from './i18n/use-t.ts'
import { DialogActions } from './dialog-actions.tsx'

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  /** What will happen, in the user's language. */
  message: string
  /** Text of the confirming button, in the user's language. */
  confirmLabel: string
  /** Runs the action; resolves whether it worked (the dialog stays open otherwise). */
  onConfirm: () => Promise<boolean>
  onClose: () => void
  /** Prefix of the test ids: `<prefix>-dialog` and `<prefix>-confirm`. */
  testId: string
}

/** Asks before a destructive action (SPEC: reminder title, cancel and confirm). */
export function ConfirmDialog({ message, confirmLabel, onConfirm, onClose, testId }: ConfirmDialogProps) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  async function confirm() {
    setBusy(true)
    try {
      if (await onConfirm()) onClose()
    } finally {
      setBusy(false)
    }
  }
  return (
    // sl-after-hide bubbles from nested Shoelace parts too: only the dialog's own closing counts.
    <sl-dialog
      label={t('common.reminder')}
      open
      onsl-after-hide={(e: CustomEvent) => e.target === e.currentTarget && onClose()}
      data-testid={`${testId}-dialog`}
    >
      {message}
      <DialogActions
        onCancel={onClose}
        onConfirm={() => void confirm()}
        variant="danger"
        busy={busy}
        testId={`${testId}-confirm`}
        confirmLabel={confirmLabel}
      />
    </sl-dialog>
  )
}
