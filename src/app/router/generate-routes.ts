import type { ServerRoute } from '../../lib/stores/session.ts'
import { isUrl, pathResolve } from './path-resolve.ts'
import { LAYOUT, PARENT, type AppRoute, type RouteComponent } from './route-types.ts'

/** Resolves a server component marker: '#' main layout, '##…' parent, else a registered view. */
function componentOf(marker: string | undefined, hasView: (key: string) => boolean): RouteComponent {
  if (marker === '#') return LAYOUT
  if (marker?.includes('##')) return PARENT
  if (marker && hasView(marker)) return { kind: 'view', key: marker }
  // As in the template the route is still added, only without a page; a '#…' typo is not reported.
  if (!marker?.includes('#')) console.error(`[quote-elements] no view registered for route component "${marker ?? ''}"`)
  return { kind: 'none' }
}

/**
 * Turns the server's role routes into route records, in order and recursively. The server is
 * trusted: nothing is filtered by hidden, role or permission here.
 */
export function generateRoutesByServer(list: readonly ServerRoute[], hasView: (key: string) => boolean): AppRoute[] {
  return list.map((item) => {
    const route: AppRoute = {
      path: item.path,
      meta: { ...(item.meta ?? {}) },
      component: componentOf(item.component, hasView),
    }
    if (item.name !== undefined) route.name = item.name
    if (item.redirect !== undefined) route.redirect = item.redirect
    if (item.children) route.children = generateRoutesByServer(item.children, hasView)
    return route
  })
}

/**
 * Filters a front-end route map by the path keys a role may see (the template's front-end
 * mode). A single-child wrapper (not alwaysShow) is matched by its child's full path, a route
 * is also kept when a key equals its `followRoute`, and children are reachable only through
 * included ancestors. Hidden routes are dropped unless `canTo`.
 */
export function generateRoutesByFrontEnd(routes: readonly AppRoute[], keys: readonly string[], base = '/'): AppRoute[] {
  const out: AppRoute[] = []
  for (const route of routes) {
    const { meta } = route
    if (meta.hidden && !meta.canTo) continue
    let onlyOneChild: string | undefined
    const only = route.children?.length === 1 && !meta.alwaysShow ? route.children[0] : undefined
    if (only) onlyOneChild = isUrl(only.path) ? only.path : pathResolve(pathResolve(base, route.path), only.path)
    const own = (onlyOneChild ?? pathResolve(base, route.path)).trim()
    const included = keys.some(
      (key) =>
        (isUrl(key) && (key === onlyOneChild || key === route.path)) ||
        key.trim() === own ||
        (meta.followRoute !== undefined && key === meta.followRoute),
    )
    if (!included) continue
    const copy: AppRoute = { ...route }
    if (route.children) copy.children = generateRoutesByFrontEnd(route.children, keys, pathResolve(base, route.path))
    out.push(copy)
  }
  return out
}

/** Every absolute path in a server route tree: the front-end filter's keys when the server sends a tree. */
export function pathKeys(list: readonly ServerRoute[], base = '/'): string[] {
  return list.flatMap((item) => {
    const full = pathResolve(base, item.path)
    return [full, ...pathKeys(item.children ?? [], full)]
  })
}
