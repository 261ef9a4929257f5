import { useState, type ReactNode } from 'react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import { useT } from './i18n/use-t.ts'
import { DialogActions } from './dialog-actions.tsx'

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  /** What will happen, in the user's language. */
  message: ReactNode
  /** Text of the confirming button, in the user's language. */
  confirmLabel: string
  /** Runs the action; resolves whether it worked (the dialog stays open otherwise). */
  onConfirm: () => Promise<boolean>
  onClose: () => void
  /** Prefix of the test ids: `<prefix>-dialog` and `<prefix>-confirm`. */
  testId: string
  /** The dialog's title; the reminder title by default. */
  title?: string
  /** `danger` (the default) for what destroys or closes; `primary` for a commitment the user wants. */
  variant?: 'primary' | 'danger'
  /** What the user is asked to agree to or fill in, below the message (terms, a reason field). */
  children?: ReactNode
}

/**
 * Asks before an action that cannot be taken back (reminder title, cancel and confirm): the
 * button shows it is working, and the dialog closes only when the action worked.
 */
export function ConfirmDialog({
  message,
  confirmLabel,
  onConfirm,
  onClose,
  testId,
  title,
  variant = 'danger',
  children,
}: ConfirmDialogProps) {
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
      label={title ?? t('common.reminder')}
      open
      onsl-after-hide={(e: CustomEvent) => e.target === e.currentTarget && onClose()}
      data-testid={`${testId}-dialog`}
    >
      {children ? <p>{message}</p> : message}
      {children}
      <DialogActions
        onCancel={onClose}
        onConfirm={() => void confirm()}
        variant={variant}
        busy={busy}
        testId={`${testId}-confirm`}
        confirmLabel={confirmLabel}
      />
    </sl-dialog>
  )
}
