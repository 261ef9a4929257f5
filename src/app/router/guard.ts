import { loginHref, paths, safeRedirect } from '../../lib/paths.ts'
import { NO_LOGIN_PATHS } from './constant-routes.ts'
import { matchPath } from './route-table.ts'
import type { RouteEntry } from './route-types.ts'

/** What the guard knows about a navigation. */
export interface GuardInput {
  /** The path inside the app (no base, no query). */
  path: string
  /** The query without `?`. */
  search: string
  loggedIn: boolean
  /** The user's role (userInfo.role). */
  role: string | undefined
  /** False while a logged-in user's role routes are still loading. */
  routesReady: boolean
  /** Paths open without login. */
  whitelist?: readonly string[]
  /** The route table indexed by path. */
  table: ReadonlyMap<string, RouteEntry>
}

/** The guard's verdict: render the entry, go elsewhere, or wait for the role routes. */
export type GuardDecision =
  { type: 'allow'; entry: RouteEntry } | { type: 'redirect'; to: string; replace: boolean } | { type: 'wait' }

const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path)
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to, replace: true })

/**
 * The route guard as a pure function, checked in this order:
 * 1. not logged in: whitelisted paths render, any other path goes to `/login?redirect=<path?query>`;
 * 2. logged in on /login: go to the `redirect` target when it is safe (lib/paths.ts), else `/`;
 * 3. role routes not loaded yet: wait;
 * 4. an unknown path goes to /404; a route with a redirect goes there (keeping the query);
 * 5. a route whose meta lists roles the user lacks goes to /404;
 * otherwise the route renders. Every redirect replaces the history entry.
 */
export function decide({
  path,
  search,
  loggedIn,
  role,
  routesReady,
  whitelist = NO_LOGIN_PATHS,
  table,
}: GuardInput): GuardDecision {
  if (!loggedIn) {
    const entry = whitelist.includes(path) ? matchPath(table, path) : undefined
    if (entry) return { type: 'allow', entry }
    return redirect(loginHref(withSearch(path, search)))
  }
  if (path === paths.login) return redirect(safeRedirect(search, paths.root))
  if (!routesReady) return { type: 'wait' }
  const entry = matchPath(table, path)
  if (!entry) return redirect(paths.notFound)
  if (entry.redirect && entry.redirect !== path) return redirect(withSearch(entry.redirect, search))
  const roles = entry.meta.roles
  if (roles?.length && (!role || !roles.includes(role))) return redirect(paths.notFound)
  return { type: 'allow', entry }
}
