import '@shoelace-style/shoelace/dist/components/alert/alert.js'
import '@shoelace-style/shoelace/dist/components/icon/icon.js'
import { dismissToast, type Toast } from '../lib/api/toast.ts'

const ICON = {
  primary: 'info-circle',
  success: 'check2-circle',
  warning: 'exclamation-triangle',
  danger: 'exclamation-octagon',
} as const

/**
 * A toast as a Shoelace alert. Its own chunk, loaded with the first toast: Shoelace (and Lit under
 * it) then stays out of the first load, where no screen needs it yet.
 */
export function ToastAlert({ toast }: { toast: Toast }) {
  return (
    <sl-alert
      className="qe-toast"
      data-testid="toast"
      data-variant={toast.variant}
      variant={toast.variant}
      open
      closable
      role="alert"
      onsl-after-hide={() => dismissToast(toast.id)}
    >
      <sl-icon slot="icon" name={ICON[toast.variant]} />
      {toast.message}
    </sl-alert>
  )
}
