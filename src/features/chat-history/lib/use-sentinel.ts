import { useEffect, useRef } from 'react'

/**
 * Calls `onVisible` whenever the returned element scrolls into view inside its scrolling
 * ancestor: the load-more trigger at the bottom of the history list. `key` re-arms the observer
 * (after a page arrived the sentinel may still be visible, and must fire again).
 */
export function useSentinel<T extends Element>(onVisible: () => void, enabled: boolean, key: unknown) {
  const ref = useRef<T>(null)
  const callback = useRef(onVisible)
  callback.current = onVisible
  useEffect(() => {
    const el = ref.current
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current()
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [enabled, key])
  return ref
}
