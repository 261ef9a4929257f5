import { useEffect, useState, type RefObject } from 'react'

/** How far outside the viewport a lazy viewer starts loading. */
const MARGIN = '200px'

/**
 * True once the element has come near the viewport (and from then on). When `lazy` is false it is
 * true at once: `loading="auto"` and `"eager"` start loading immediately.
 */
export function useNearViewport(ref: RefObject<Element | null>, lazy: boolean): boolean {
  const [near, setNear] = useState(!lazy)
  useEffect(() => {
    if (!lazy || near || !ref.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin: MARGIN },
    )
    observer.observe(ref.current)
    return () => observer.disconnect()
  }, [lazy, near])
  return near
}
