import { lazy, Suspense, useContext, useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { $toast, dismissToast } from '../lib/api/toast.ts'
import { emit } from '../lib/events.ts'
import { HostContext } from './host-context.ts'

const ToastAlert = lazy(() => import('./toast-alert.tsx').then((m) => ({ default: m.ToastAlert })))

/** Toasts stay visible this long unless closed. */
const TOAST_MS = 4000

/**
 * Mounted elements that can show toasts, in mount order. Only the first shows them, so a page with
 * several elements still shows at most one toast. A plain list, not a store: every element is its
 * own React root, and a store here made each mount re-render every other element synchronously,
 * from inside React's commit of another root. When such a root was holding a throttled Suspense
 * retry, React committed that tree twice ("Cannot commit the same tree as before", #177). Owners
 * are read when a toast arrives, which re-renders the outlets anyway.
 */
const outlets: number[] = []
let nextOutlet = 0

/** Shows the current toast (a Shoelace alert, toast-alert.tsx) inside this element's shadow root. */
export function ToastOutlet() {
  // useId is unique per React root only, and every element is its own root.
  const [id] = useState(() => ++nextOutlet)
  // Re-renders this element alone once registered, for a toast that came before the mount.
  const [registered, setRegistered] = useState(false)
  const toast = useStore($toast)
  const host = useContext(HostContext)
  const owner = registered && outlets[0] === id

  useEffect(() => {
    outlets.push(id)
    setRegistered(true)
    return () => void outlets.splice(outlets.indexOf(id), 1)
  }, [id])

  useEffect(() => {
    if (!toast || !owner) return
    if (toast.variant === 'danger' && host) emit(host, 'quote-error', { message: toast.message, code: null })
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast, owner, host])

  if (!owner || !toast) return null
  return (
    <Suspense fallback={null}>
      <ToastAlert key={toast.id} toast={toast} />
    </Suspense>
  )
}
