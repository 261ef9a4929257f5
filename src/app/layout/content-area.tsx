import { Activity, Suspense } from 'react'
import { useStore } from '@nanostores/react'
import { $routeTable } from '../stores/routes.ts'
import { $tags } from '../stores/tags.ts'
import { viewFor } from '../views.ts'
import type { RouteEntry } from '../router/route-types.ts'
import { RouteEntryContext } from '../router/route-context.ts'
import { PageLoading } from './page-loading.tsx'

/**
 * The page area with the template's keep-alive: React has none, so the pages of open tabs whose
 * names are in `cachedViews` (not noCache) stay mounted inside a hidden <Activity>, keyed by
 * path, and keep their state (form input, scroll of inner panes) when you switch tabs. Hidden
 * pages run no effects; their effects re-run when shown again. Closing a tab, or refreshing it
 * (through /redirect), unmounts its page.
 */
export function ContentArea({ entry }: { entry: RouteEntry }) {
  const { visited, cached } = useStore($tags)
  const table = useStore($routeTable)
  const kept = visited
    .filter((v) => v.path !== entry.path && v.name && cached.includes(v.name) && table.has(v.path))
    .map((v) => table.get(v.path)!)
  const pages = [...kept, entry]
  // Stable order (by path) so React moves nothing when the active tab changes.
  pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  return (
    <>
      {pages.map((page) => {
        const Page = viewFor(page.view)
        const active = page.path === entry.path
        return (
          <Activity key={page.path} mode={active ? 'visible' : 'hidden'}>
            <div className="qe-view" data-path={page.path}>
              <RouteEntryContext.Provider value={page}>
                <Suspense fallback={<PageLoading />}>
                  <Page />
                </Suspense>
              </RouteEntryContext.Provider>
            </div>
          </Activity>
        )
      })}
    </>
  )
}
