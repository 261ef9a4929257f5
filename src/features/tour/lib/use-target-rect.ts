import { useEffect, useState } from 'react'

/**
 * The viewport rectangle of a tour target, kept current while the page scrolls or resizes. The
 * target is scrolled into view first, so a step is never explained off screen.
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
    setRect(target.getBoundingClientRect())
    addEventListener('resize', measure)
    // Capture: scrolling containers inside the shadow tree do not bubble their scroll events.
    addEventListener('scroll', measure, true)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(target)
    return () => {
      cancelAnimationFrame(frame)
      removeEventListener('resize', measure)
      removeEventListener('scroll', measure, true)
      observer?.disconnect()
    }
  }, [target])
  return rect
}
