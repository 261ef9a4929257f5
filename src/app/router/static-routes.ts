import { SCREEN_TREE, type ScreenNode } from '../../../contract/route-tree.ts'
import type { ServerRoute } from '../../lib/stores/session.ts'
import { generateRoutesByServer } from './generate-routes.ts'
import type { AppRoute } from './route-types.ts'

/**
 * A screen as the client's own map holds it. Every screen is routable, so a hidden one is canTo:
 * the front-end filter drops hidden routes that are not. Role limits are in the meta, as the
 * server puts them, only where the table guards the screen's roles on the client too.
 */
function clientRoute(screen: ScreenNode): ServerRoute {
  const { path, name, component, redirect, meta, roles, children } = screen
  return {
    path,
    name,
    component,
    ...(redirect ? { redirect } : {}),
    meta: { ...meta, ...(meta.hidden ? { canTo: true } : {}), ...(roles ? { roles: [...roles] } : {}) },
    ...(children ? { children: children.map(clientRoute) } : {}),
  }
}

/**
 * The front-end route map, built from the screen table: used when settings turn server routes
 * off, whole with dynamicRouter off and filtered by the role's paths in front-end mode. Every
 * screen of the table has a view (views.ts is typed so), so each component resolves.
 */
export const STATIC_ROUTES: AppRoute[] = generateRoutesByServer(SCREEN_TREE.map(clientRoute), () => true)
