import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $authBusy, logOut } from '../stores/login.ts'

/** Props of LogoutDialog. */
export interface LogoutDialogProps {
  open: boolean
  onClose: () => void
  /** Called only after the server confirmed the logout and the session was reset. */
  onLoggedOut: () => void
}

/**
 * The logout confirmation of SPEC §4: reminder title, confirm text, OK and Cancel. OK calls the
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
      <sl-button slot="footer" onClick={onClose} data-testid="logout-cancel">
        {t('common.cancel')}
      </sl-button>
      <sl-button slot="footer" variant="primary" loading={busy} onClick={confirm} data-testid="logout-confirm">
        {t('common.ok')}
      </sl-button>
    </sl-dialog>
  )
}
