import { useLayoutEffect, useRef } from 'react'
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
 *
 * The alert's host is `display: contents`, so it cannot be placed itself; a layer around it is. The
 * layer is a manual popover, shown in the browser's top layer: at the top of the viewport whatever
 * the page or the element has scrolled to, above open dialogs, and free of the grey mode's filter
 * and of any transform on the host page, which would otherwise make `position: fixed` relative to
 * them. It still inherits the element's theme through the shadow tree. Where popovers are
 * unsupported the layer stays `position: fixed` (element-root.css).
 */
export function ToastAlert({ toast }: { toast: Toast }) {
  const layer = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = layer.current
    if (el && typeof el.showPopover === 'function' && !el.matches(':popover-open')) el.showPopover()
  }, [])
  return (
    <div ref={layer} popover="manual" className="qe-toast-layer" data-testid="toast" data-variant={toast.variant}>
      <sl-alert
        className="qe-toast"
        variant={toast.variant}
        open
        closable
        role="alert"
        onsl-after-hide={() => dismissToast(toast.id)}
      >
        <sl-icon slot="icon" name={ICON[toast.variant]} />
        {toast.message}
      </sl-alert>
    </div>
  )
}
