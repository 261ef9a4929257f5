import { useEffect, useState } from 'react'

/**
 * The viewport rectangle of a tour target, kept current while the page scrolls or resizes. The
 * target is scrolled into view first, and again when the window changes size (a narrower window
 * may push it past the edge of a sideways-scrolling table), so a step is never explained off screen.
 */
export function useTargetRect(target: HTMLElement | null): DOMRect | null {
  const [rect, setRect] = useState<DOMRect | null>(null)
  useEffect(() => {
    if (!target) return setRect(null)
    target.scrollIntoView?.({ block: 'center', inline: 'nearest' })
    let frame = 0
    const measure = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setRect(target.getBoundingClientRect()))
    }
    const resize = () => {
      target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
      measure()
    }
    setRect(target.getBoundingClientRect())
    addEventListener('resize', resize)
    // Capture: scroll events do not bubble, and those of a shadow tree's boxes stop at its root.
    const root = target.getRootNode()
    const scrollers: EventTarget[] = root === document ? [window] : [window, root]
    for (const s of scrollers) s.addEventListener('scroll', measure, true)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(target)
    return () => {
      cancelAnimationFrame(frame)
      removeEventListener('resize', resize)
      for (const s of scrollers) s.removeEventListener('scroll', measure, true)
      observer?.disconnect()
    }
  }, [target])
  return rect
}
