import { createContext, useContext } from 'react'
import type { RouteEntry } from './route-types.ts'

/** The route a page belongs to; a page kept mounted in a hidden tab keeps its own. */
export const RouteEntryContext = createContext<RouteEntry | undefined>(undefined)

/** The route entry of the calling page (undefined outside the router). */
export function useRouteEntry(): RouteEntry | undefined {
  return useContext(RouteEntryContext)
}
