import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
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
    <sl-dialog
      label={t('admin.user.passwordTitle')}
      open
      onsl-after-hide={(e: CustomEvent) => e.target === e.currentTarget && onClose()}
      data-testid="admin-password-dialog"
    >
      <p>{t('admin.user.passwordShownOnce', { username })}</p>
      <p className="qe-admin-secret">
        <code data-testid="admin-password-value">{password}</code>
      </p>
      <sl-button slot="footer" variant="primary" onClick={onClose} data-testid="admin-password-close">
        {t('common.close')}
      </sl-button>
    </sl-dialog>
  )
}
