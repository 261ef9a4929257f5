import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $authBusy, logOut } from '../stores/login.ts'
import { DialogActions } from '../../../lib/dialog-actions.tsx'

/** Props of LogoutDialog. */
export interface LogoutDialogProps {
  open: boolean
  onClose: () => void
  /** Called only after the server confirmed the logout and the session was reset. */
  onLoggedOut: () => void
}

/**
 * The logout confirmation: reminder title, confirm text, OK and Cancel. OK calls the
 * endpoint; the session is reset only if it succeeded, else the dialog stays for another try.
 */
export function LogoutDialog({ open, onClose, onLoggedOut }: LogoutDialogProps) {
  const t = useT()
  const busy = useStore($authBusy)
  async function confirm() {
    if (await logOut()) {
      onClose()
      onLoggedOut()
    }
  }
  return (
    <sl-dialog label={t('common.reminder')} open={open} onsl-after-hide={onClose} data-testid="logout-dialog">
      {t('common.loginOutMessage')}
      <DialogActions
        onCancel={onClose}
        onConfirm={confirm}
        busy={busy}
        testId="logout-confirm"
        cancelTestId="logout-cancel"
      />
    </sl-dialog>
  )
}
