import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from './i18n/use-t.ts'

/** Props of DialogActions. */
export interface DialogActionsProps {
  /** Closes the dialog without doing anything. */
  onCancel: () => void
  /** Does what the dialog is for. */
  onConfirm: () => void
  /** Text of the confirming button, in the user's language (default: OK / 确定). */
  confirmLabel?: string
  /** Text of the cancelling button (default: Cancel / 取消). */
  cancelLabel?: string
  /** `danger` when the action deletes, moves or throws something away. */
  variant?: 'primary' | 'danger'
  /** The action is running: the confirming button spins and takes no second click. */
  busy?: boolean
  disabled?: boolean
  /** data-testid of the confirming button. */
  testId: string
  /** data-testid of the cancelling button, where a test clicks it. */
  cancelTestId?: string
}

/** Every dialog's footer: Cancel, then the button that does the dialog's action, in that order. */
export function DialogActions({
  onCancel,
  onConfirm,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  busy,
  disabled,
  testId,
  cancelTestId,
}: DialogActionsProps) {
  const t = useT()
  return (
    <>
      <sl-button slot="footer" onClick={onCancel} data-testid={cancelTestId}>
        {cancelLabel ?? t('common.cancel')}
      </sl-button>
      <sl-button
        slot="footer"
        variant={variant}
        loading={busy}
        disabled={disabled}
        onClick={onConfirm}
        data-testid={testId}
      >
        {confirmLabel ?? t('common.ok')}
      </sl-button>
    </>
  )
}
