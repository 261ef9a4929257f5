import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { fitView, focusView, toTransform, zoomAt, type Box, type View } from './pan-zoom.ts'

/** How long after the last wheel or drag the view counts as settled (PDF then re-renders sharper). */
const SETTLE_MS = 180
const WHEEL_STEP = 1.0015

/**
 * Pan (drag) and zoom (wheel, buttons) of content laid out in drawing units. Moves are applied to
 * the DOM directly, not through React state; `settled` changes only when the user pauses.
 */
export function usePanZoom(viewport: RefObject<HTMLElement | null>, contentW: number, contentH: number, focus?: Box) {
  const content = useRef<HTMLDivElement>(null)
  const view = useRef<View>({ scale: 1, x: 0, y: 0 })
  const [settled, setSettled] = useState<View>(view.current)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const apply = useCallback((next: View, settleNow = false) => {
    view.current = next
    if (content.current) {
      content.current.style.transform = toTransform(next)
      // Box borders stay 2 px on screen whatever the zoom.
      content.current.style.setProperty('--qe-scale', String(next.scale))
    }
    clearTimeout(timer.current)
    if (settleNow) setSettled(next)
    else timer.current = setTimeout(() => setSettled(next), SETTLE_MS)
  }, [])

  // The whole page (the toolbar's fit), or the focused box when there is one (the first view, a resize).
  const show = useCallback(
    (whole: boolean) => {
      const el = viewport.current
      if (!el) return
      const bar = el.querySelector<HTMLElement>('.qe-tools')
      const below = bar ? bar.offsetTop + bar.offsetHeight : 0
      const w = el.clientWidth
      const h = el.clientHeight
      apply(focus && !whole ? focusView(w, h, focus, below) : fitView(w, h, contentW, contentH, below), true)
    },
    [contentW, contentH, focus?.x, focus?.y, focus?.width, focus?.height],
  )
  const fit = useCallback(() => show(true), [show])

  const zoomBy = useCallback((factor: number) => {
    const el = viewport.current
    if (el) apply(zoomAt(view.current, factor, el.clientWidth / 2, el.clientHeight / 2))
  }, [])

  useEffect(() => {
    const el = viewport.current
    if (!el || !contentW || !contentH) return
    show(false)
    const resize = new ResizeObserver(() => show(false))
    resize.observe(el)
    let drag: { id: number; x: number; y: number } | null = null
    const onWheel = (e: WheelEvent) => {
      e.preventDefault()
      const rect = el.getBoundingClientRect()
      apply(zoomAt(view.current, WHEEL_STEP ** -e.deltaY, e.clientX - rect.left, e.clientY - rect.top))
    }
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0 || (e.target as Element).closest('button, input, select, label')) return
      drag = { id: e.pointerId, x: e.clientX, y: e.clientY }
    }
    const onMove = (e: PointerEvent) => {
      if (!drag || drag.id !== e.pointerId) return
      const { scale, x, y } = view.current
      apply({ scale, x: x + e.clientX - drag.x, y: y + e.clientY - drag.y })
      drag = { id: e.pointerId, x: e.clientX, y: e.clientY }
    }
    const onUp = () => (drag = null)
    el.addEventListener('wheel', onWheel, { passive: false })
    el.addEventListener('pointerdown', onDown)
    window.addEventListener('pointermove', onMove)
    window.addEventListener('pointerup', onUp)
    return () => {
      resize.disconnect()
      el.removeEventListener('wheel', onWheel)
      el.removeEventListener('pointerdown', onDown)
      window.removeEventListener('pointermove', onMove)
      window.removeEventListener('pointerup', onUp)
      clearTimeout(timer.current)
    }
  }, [show])

  return { content, settled, fit, zoomBy }
}
