import { childPath } from './flatten.ts'
import { isUrl } from './path-resolve.ts'
import type { AppRoute, MatchedRecord, RouteEntry, RouteMeta } from './route-types.ts'

/** Path prefix of the redirect helper (`/redirect/<path>`), the one pattern route. */
export const REDIRECT_PREFIX = '/redirect/'

const record = (route: AppRoute, path: string): MatchedRecord => ({
  path,
  ...(route.name ? { name: route.name } : {}),
  meta: route.meta,
})

function entry(route: AppRoute, path: string, matched: MatchedRecord[], inLayout: boolean): RouteEntry {
  const result: RouteEntry = {
    path,
    meta: Object.assign({}, ...matched.map((m) => m.meta)) as RouteMeta,
    inLayout,
    matched,
  }
  if (route.name) result.name = route.name
  if (route.component.kind === 'view') result.view = route.component.key
  const redirect = route.redirect ?? (route.component.kind === 'view' ? undefined : firstChild(route, path))
  if (redirect) result.redirect = redirect
  return result
}

// A layout route without its own redirect opens its first child.
function firstChild(route: AppRoute, path: string): string | undefined {
  const first = route.children?.find((child) => !isUrl(child.path))
  return first ? childPath(path, first.path) : undefined
}

/**
 * The flat table of routable paths from (flattened) route trees. A layout's children render
 * inside the main layout; a top-level page renders as a full page when `topLevelInLayout` is
 * false (the public constant pages) and inside the layout otherwise (a login-required page such
 * as /ai-guide keeps the frame). URL children are menu links only, and a route with neither a
 * page nor a redirect is not routable.
 */
export function buildTable(routes: readonly AppRoute[], topLevelInLayout = false): RouteEntry[] {
  const table: RouteEntry[] = []
  for (const route of routes) {
    if (isUrl(route.path)) continue
    const top = record(route, route.path)
    const own = entry(route, route.path, [top], topLevelInLayout)
    if (own.view || own.redirect) table.push(own)
    if (route.component.kind === 'view') continue
    for (const child of route.children ?? []) {
      if (isUrl(child.path)) continue
      const path = childPath(route.path, child.path)
      const row = entry(child, path, [top, record(child, path)], true)
      // A page whose view is unknown still gets a row: it shows the "not available" page.
      if (row.view || row.redirect || child.component.kind === 'none') table.push(row)
    }
  }
  return table
}

/** Indexes a table by path; the first entry of a path wins, as the first matching route does. */
export function indexTable(table: readonly RouteEntry[]): Map<string, RouteEntry> {
  const index = new Map<string, RouteEntry>()
  for (const row of table) if (!index.has(row.path)) index.set(row.path, row)
  return index
}

/** The entry for a path, matched strictly (no trailing-slash or case folding); `/redirect/…` matches the helper. */
export function matchPath(index: ReadonlyMap<string, RouteEntry>, path: string): RouteEntry | undefined {
  return (
    index.get(path) ??
    (path.startsWith(REDIRECT_PREFIX) && path.length > REDIRECT_PREFIX.length ? index.get(REDIRECT_PREFIX) : undefined)
  )
}
