import { lazy, Suspense, useEffect, useLayoutEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useLocation, useSearch } from 'wouter'
import { $isLoggedIn, $session } from '../../lib/stores/session.ts'
import { $routesFresh, $routesReady, $routeTable, loadRoleRouters } from '../stores/routes.ts'
import { matchPath } from './route-table.ts'
import { PageLoading } from '../layout/page-loading.tsx'
import { viewFor } from '../views.ts'
import { decide } from './guard.ts'
import { RouteEntryContext } from './route-context.ts'
import type { RoutingMode } from './locations.ts'
import { useDocumentTitle, useScrollTop } from './use-route-effects.ts'
import { useScreenFailure } from './use-screen-failure.ts'

// The frame (menus, tabs, header, settings) loads only once a page inside it is opened.
const AppLayout = lazy(() => import('../layout/app-layout.tsx').then((m) => ({ default: m.AppLayout })))

/**
 * Runs the guard on every location and session change, then renders the route: a full page,
 * or the main layout with the page inside. Every redirect replaces the history entry.
 */
export function GuardedRoutes({ mode, container }: { mode: RoutingMode; container: () => Element | null | undefined }) {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const loggedIn = useStore($isLoggedIn)
  const { userInfo } = useStore($session)
  const routesReady = useStore($routesReady)
  const table = useStore($routeTable)
  const fresh = useStore($routesFresh)
  // A path the stored routes lack waits for this load's fresh routes: it may have been granted since.
  const ready = routesReady && (fresh || !loggedIn || matchPath(table, path) !== undefined)
  const decision = decide({ path, search, loggedIn, role: userInfo?.role, routesReady: ready, table })
  const target = decision.type === 'redirect' ? decision.to : null

  useLayoutEffect(() => {
    if (target !== null) navigate(target, { replace: true })
  }, [target, path, search])

  // Each load asks for the role routes afresh: a session restored from storage may hold none (an
  // older version wrote none) or stale ones, and an admin's menu or grant change must show on the
  // user's next load. Stored routes, when there are any, show meanwhile.
  useEffect(() => {
    if ($isLoggedIn.get()) void loadRoleRouters()
  }, [])

  const entry = decision.type === 'allow' ? decision.entry : undefined
  useDocumentTitle(mode, entry)
  useScrollTop(path, mode, container)
  useScreenFailure()

  if (!entry) return <PageLoading />
  if (entry.inLayout) {
    return (
      <Suspense fallback={<PageLoading />}>
        <AppLayout entry={entry} />
      </Suspense>
    )
  }
  const Page = viewFor(entry.view)
  return (
    <RouteEntryContext.Provider value={entry}>
      <Suspense fallback={<PageLoading />}>
        {/* viewFor answers the same lazy component for a view every time, from a module-level table. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page />
      </Suspense>
    </RouteEntryContext.Provider>
  )
}
