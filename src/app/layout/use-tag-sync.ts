import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { $routers } from '../stores/routes.ts'
import { affixTags } from '../stores/tag-actions.ts'
import { $tags, addView, selectTag, updateVisitedView } from '../stores/tags.ts'
import type { RouteEntry } from '../router/route-types.ts'

/**
 * Keeps the tab strip in step with the route: pinned tabs first (on mount and when the routes
 * change), then on every navigation the named route is selected and opened, or its tab's query
 * updated when only the query changed.
 */
export function useTagSync(entry: RouteEntry, search: string): void {
  const routers = useStore($routers)
  useEffect(() => {
    for (const tag of affixTags(routers)) addView(tag)
  }, [routers])
  useEffect(() => {
    if (!entry.name) return
    const fullPath = search ? `${entry.path}?${search}` : entry.path
    selectTag(entry.path)
    const open = $tags.get().visited.find((v) => v.path === entry.path)
    if (open) {
      if (open.fullPath !== fullPath) updateVisitedView({ path: entry.path, fullPath })
    } else {
      addView({ path: entry.path, fullPath, name: entry.name, meta: entry.meta })
    }
  }, [entry, search])
}
