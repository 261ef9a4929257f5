import { atom, computed, onNotify } from 'nanostores'
import {
  $isLoggedIn,
  $session,
  setRoleRouters,
  setUserInfo,
  type RoleRouters,
  type ServerRoute,
} from '../../lib/stores/session.ts'
import { $settings } from '../../lib/stores/settings.ts'
import { CONSTANT_ROUTES } from '../router/constant-routes.ts'
import { flatMultiLevelRoutes } from '../router/flatten.ts'
import { generateRoutesByFrontEnd, generateRoutesByServer, pathKeys } from '../router/generate-routes.ts'
import { buildTable, indexTable } from '../router/route-table.ts'
import type { AppRoute, RouteEntry } from '../router/route-types.ts'
import { STATIC_ROUTES } from '../router/static-routes.ts'
import { hasView } from '../views.ts'

/** How routes are generated (the dynamicRouter and serverDynamicRouter settings). */
export type RouteMode = 'server' | 'frontEnd' | 'static'

/** The route mode the settings select. */
export const $routeMode = computed($settings, (s): RouteMode =>
  !s.dynamicRouter ? 'static' : s.serverDynamicRouter ? 'server' : 'frontEnd',
)

const isServerList = (list: RoleRouters): list is ServerRoute[] =>
  list.every((item) => typeof item === 'object' && item !== null)

/** The role's routes for a mode: server records, the front-end map filtered by path keys, or the whole map. */
export function generateRoutes(mode: RouteMode, roleRouters: RoleRouters | undefined): AppRoute[] {
  if (mode === 'static') return STATIC_ROUTES
  const list = roleRouters ?? []
  if (mode === 'server') return isServerList(list) ? generateRoutesByServer(list, hasView) : []
  const keys = isServerList(list) ? pathKeys(list) : list
  return generateRoutesByFrontEnd(STATIC_ROUTES, keys)
}

// Derived from the session on every change and never persisted, so a second user on the same
// page gets exactly their own routes.
let memo: { key: unknown[]; routes: AppRoute[] } | undefined

/** The logged-in user's generated routes (empty when nobody is logged in). */
export const $userRoutes = computed([$session, $isLoggedIn, $routeMode], (session, loggedIn, mode) => {
  const key = [loggedIn, mode, session.roleRouters]
  if (memo && memo.key.every((k, i) => k === key[i])) return memo.routes
  const routes = loggedIn ? generateRoutes(mode, session.roleRouters) : []
  memo = { key, routes }
  return routes
})

/**
 * The route trees the menus, breadcrumb and affix tabs read: the constant routes plus the
 * logged-in user's routes (the template's `permission.routers`).
 */
export const $routers = computed($userRoutes, (routes): AppRoute[] => [...CONSTANT_ROUTES, ...routes])

const constantTable = buildTable(flatMultiLevelRoutes(CONSTANT_ROUTES))

/** Every routable path, flattened, indexed by absolute path (the template's `addRouters`); constants first. */
export const $routeTable = computed($userRoutes, (routes): ReadonlyMap<string, RouteEntry> =>
  indexTable([...constantTable, ...buildTable(flatMultiLevelRoutes(routes), true)]),
)

/** False while a logged-in user's role routes have not arrived (the template's isAddRouters). */
export const $routesReady = computed(
  [$session, $isLoggedIn, $routeMode],
  (session, loggedIn, mode) => !loggedIn || mode === 'static' || Array.isArray(session.roleRouters),
)

/**
 * True once this page load has asked the server for the role routes (answered or not): until then a
 * path missing from routes restored from storage may be one granted since, so it waits, not 404s.
 */
export const $routesFresh = atom(false)
// Routes set by a login (start-session) are fresh too; onNotify, not listen, so test cleanups keep it.
onNotify($session, (payload) => {
  const changed = 'changed' in payload ? payload.changed : undefined
  if (changed === 'roleRouters' || (changed === undefined && Array.isArray($session.get().roleRouters)))
    $routesFresh.set(true)
})

/** Fetches the current user's role and role routes (each load: stored ones may be missing or stale). */
export async function loadRoleRouters(): Promise<void> {
  const { getCurrentUserInfo } = await import('../../features/auth/api/get-current-user-info.ts')
  try {
    const info = await getCurrentUserInfo()
    const userInfo = { ...info.userInfo, roleId: info.roleId, role: info.role }
    // What has not changed is not set again: rebuilding the menu and the tabs would move keyboard focus.
    if (JSON.stringify(userInfo) !== JSON.stringify($session.get().userInfo)) setUserInfo(userInfo)
    if (JSON.stringify(info.roleRouters) !== JSON.stringify($session.get().roleRouters))
      setRoleRouters(info.roleRouters)
  } catch {
    // The client already told the user; a 401 has logged them out and the guard sends them to login.
  } finally {
    $routesFresh.set(true)
  }
}
