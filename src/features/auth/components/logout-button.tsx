import { useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $authBusy, logOut } from '../stores/login.ts'

/** Logout with the spec's confirmation (reminder title, message, OK and Cancel). */
export function LogoutButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const t = useT()
  const busy = useStore($authBusy)
  const [open, setOpen] = useState(false)
  async function confirm() {
    if (await logOut()) {
      setOpen(false)
      onLoggedOut()
    }
  }
  return (
    <>
      <sl-button size="small" onClick={() => setOpen(true)} data-testid="logout">
        {t('login.logout')}
      </sl-button>
      <sl-dialog label={t('common.reminder')} open={open} onsl-after-hide={() => setOpen(false)} data-testid="logout-dialog">
        {t('common.loginOutMessage')}
        <sl-button slot="footer" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </sl-button>
        <sl-button slot="footer" variant="primary" loading={busy} onClick={confirm} data-testid="logout-confirm">
          {t('common.ok')}
        </sl-button>
      </sl-dialog>
    </>
  )
}
