import { atom } from 'nanostores'

/** Shoelace alert variants a toast can take. */
export type ToastVariant = 'primary' | 'success' | 'warning' | 'danger'

/** The one toast on screen. */
export interface Toast {
  id: number
  variant: ToastVariant
  message: string
}

/** The toast currently shown, or null. At most one exists at a time (the template's message max 1). */
export const $toast = atom<Toast | null>(null)

let nextId = 1
let timer: ReturnType<typeof setTimeout> | undefined

/**
 * Shows a toast, replacing any current one. The outlet that renders it owns the display time;
 * `duration` (ms) is for callers that want the store itself to drop the toast.
 */
export function showToast(variant: ToastVariant, message: string, duration = 0): number {
  clearTimeout(timer)
  const id = nextId++
  $toast.set({ id, variant, message })
  if (duration > 0) timer = setTimeout(() => dismissToast(id), duration)
  return id
}

/** Hides the toast; with an id, only if that toast is still the one shown. */
export function dismissToast(id?: number): void {
  const current = $toast.get()
  if (!current || (id !== undefined && current.id !== id)) return
  clearTimeout(timer)
  $toast.set(null)
}
