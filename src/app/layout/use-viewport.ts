import { useContext, useEffect } from 'react'
import { MOBILE_BREAKPOINT } from '../../lib/stores/settings-schema.ts'
import { $settings, updateViewport } from '../../lib/stores/settings.ts'
import { HostContext } from '../host-context.ts'

/**
 * Feeds the element's own width to the mobile rule (under 768 px: mobile, collapsed, classic).
 * The element's width, not the window's: embedded in a narrow CMS column the frame has to fit
 * that column; standalone the element spans the window and both agree. A zero width (the
 * element is hidden) is ignored. Settings another tab of another width stored arrive through
 * storage with that tab's mode: the rule is applied again to this element's width.
 */
export function useViewport(): void {
  const host = useContext(HostContext)
  useEffect(() => {
    if (!host) return
    const apply = (width: number) => {
      if (width > 0) updateViewport(width)
    }
    apply(host.getBoundingClientRect().width)
    const observer = new ResizeObserver((entries) => apply(entries[0]?.contentRect.width ?? 0))
    observer.observe(host)
    // Only a mode that contradicts this width is applied again: opening the collapsed menu on a
    // narrow screen is the user's, and stays.
    const off = $settings.listen((s) => {
      const width = host.getBoundingClientRect().width
      if (width < MOBILE_BREAKPOINT !== s.mobile) apply(width)
    })
    return () => {
      observer.disconnect()
      off()
    }
  }, [host])
}
