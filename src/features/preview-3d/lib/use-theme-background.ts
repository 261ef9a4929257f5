import { useStore } from '@nanostores/react'
import { useLayoutEffect, useState, type RefObject } from 'react'
import { $settings } from '../../../lib/stores/settings.ts'

/**
 * The colour the viewer clears to when its `background` is left empty: the viewing area's own CSS
 * background (viewer.css), so the 3D view is dark in dark mode like the page around it, and a host
 * that sets `--qe-viewer-bg` gets that. Read again when dark mode switches, one frame later: the
 * theme class may sit on another element's root, which the same switch re-renders in its own turn.
 * A fully transparent CSS background gives `transparent` (the page shows through).
 */
export function useThemeBackground(holder: RefObject<HTMLElement | null>): string {
  const { isDark } = useStore($settings)
  const [colour, setColour] = useState('')
  useLayoutEffect(() => {
    const read = () => {
      const area = holder.current?.closest('.qe-viewer')
      const css = area ? getComputedStyle(area).backgroundColor : ''
      setColour(css === 'rgba(0, 0, 0, 0)' ? 'transparent' : css)
    }
    read()
    const frame = requestAnimationFrame(read)
    return () => cancelAnimationFrame(frame)
  }, [holder, isDark])
  return colour
}
