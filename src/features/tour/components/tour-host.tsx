import { useEffect, useRef } from 'react'
import { useStore } from '@nanostores/react'
import { $tour, scheduleTour, stopTour } from '../stores/tour.ts'
import { TourPopover } from './tour-popover.tsx'
import '../styles.ts'

/** Props of TourHost. */
export interface TourHostProps {
  /** The current route path. */
  path: string
  /** The current query string (an `id` query suppresses the tour). */
  search: string
  /** The logged-in user's role id; tours are remembered per role. */
  roleId: string | number | undefined
}

/**
 * Shows the current route's guided tour on this role's first visit. Targets are
 * found by `data-tour` inside the element's shadow root (ids: src/features/tour/lib/tours.ts).
 * Render it once, inside the layout, after the route's content.
 */
export function TourHost({ path, search, roleId }: TourHostProps) {
  const anchor = useRef<HTMLSpanElement>(null)
  const active = useStore($tour)
  const route = useRef({ path, search })
  route.current = { path, search }

  useEffect(() => {
    const root = anchor.current?.getRootNode() as ParentNode | undefined
    if (!root) return
    const cancel = scheduleTour({
      path,
      search,
      roleId,
      root,
      isCurrent: () => route.current.path === path && route.current.search === search,
    })
    return () => {
      cancel()
      // Leaving the route mid-tour is neither finishing nor skipping: it shows again next visit.
      stopTour()
    }
  }, [path, search, roleId])

  return (
    <span ref={anchor} className="qe-tour-anchor">
      {active && <TourPopover active={active} />}
    </span>
  )
}
