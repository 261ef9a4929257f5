import '@shoelace-style/shoelace/dist/components/button/button.js'
import { Dialog } from '../../../lib/dialog.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import '../messages.ts'

/** Shows a reset password once: it is never stored in clear text, so closing loses it. */
export function PasswordDialog({
  username,
  password,
  onClose,
}: {
  username: string
  password: string
  onClose: () => void
}) {
  const t = useT()
  return (
    <Dialog label={t('admin.user.passwordTitle')} onClose={onClose} testId="admin-password-dialog">
      <p>{t('admin.user.passwordShownOnce', { username })}</p>
      <p className="qe-admin-secret">
        <code data-testid="admin-password-value">{password}</code>
      </p>
      <sl-button slot="footer" variant="primary" onClick={onClose} data-testid="admin-password-close">
        {t('common.close')}
      </sl-button>
    </Dialog>
  )
}
