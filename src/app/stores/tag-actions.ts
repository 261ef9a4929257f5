import { pathResolve } from '../router/path-resolve.ts'
import type { AppRoute, RouteMeta } from '../router/route-types.ts'

/** A visited view: one tab, keyed by route path. */
export interface TagView {
  path: string
  /** Path with the query, what the tab navigates to. */
  fullPath: string
  name?: string
  /** `meta.title`, or 'no-name' when the route has none. */
  title: string
  meta: RouteMeta
}

/** The title a tab records for a route without one (the label itself then shows empty, as in the template). */
const NO_NAME = 'no-name'

/** Appends a tab unless its path is already open or the route opts out (noTagsView). */
export function addVisitedView(visited: readonly TagView[], view: Omit<TagView, 'title'>): TagView[] {
  if (view.meta.noTagsView || visited.some((v) => v.path === view.path)) return [...visited]
  return [...visited, { ...view, title: view.meta.title || NO_NAME }]
}

/** Names of the views kept mounted: every open tab with a name and without noCache, sorted. */
export function cachedNames(visited: readonly TagView[]): string[] {
  return [...new Set(visited.filter((v) => v.name && !v.meta.noCache).map((v) => v.name!))].sort()
}

/** Closes the tab with `path`. */
export function delView(visited: readonly TagView[], path: string): TagView[] {
  return visited.filter((v) => v.path !== path)
}

/** Closes every tab; pinned (affix) ones stay only while someone is logged in. */
export function delAllViews(visited: readonly TagView[], keepAffix: boolean): TagView[] {
  return keepAffix ? visited.filter((v) => v.meta.affix) : []
}

/** Closes every tab except pinned ones and `path`. */
export function delOthersViews(visited: readonly TagView[], path: string): TagView[] {
  return visited.filter((v) => v.meta.affix || v.path === path)
}

function keepSide(visited: readonly TagView[], path: string, side: 'left' | 'right'): TagView[] {
  const index = visited.findIndex((v) => v.path === path)
  if (index === -1) return [...visited]
  return visited.filter((v, i) => v.meta.affix || v.path === path || (side === 'left' ? i > index : i < index))
}

/** Closes the unpinned tabs left of `path`; nothing happens when `path` is not open. */
export const delLeftViews = (visited: readonly TagView[], path: string) => keepSide(visited, path, 'left')

/** Closes the unpinned tabs right of `path`; nothing happens when `path` is not open. */
export const delRightViews = (visited: readonly TagView[], path: string) => keepSide(visited, path, 'right')

/** Merges a new location into the open tab with the same path (only the query changed). */
export function updateVisitedView(visited: readonly TagView[], view: Partial<TagView> & { path: string }): TagView[] {
  return visited.map((v) => (v.path === view.path ? { ...v, ...view } : v))
}

/** Sets the title of the tab with `path`. */
export function setTitle(visited: readonly TagView[], title: string, path: string): TagView[] {
  return visited.map((v) => (v.path === path ? { ...v, title, meta: { ...v.meta, title } } : v))
}

/** Where to go after the active tab closed: the last open tab, else home. */
export function lastViewPath(visited: readonly TagView[], home = '/'): string {
  return visited.at(-1)?.fullPath ?? home
}

/** The pinned tabs a route tree declares, with absolute paths; only named routes qualify. */
export function affixTags(routes: readonly AppRoute[], base = '/'): Omit<TagView, 'title'>[] {
  return routes.flatMap((route) => {
    const path = pathResolve(base, route.path)
    const own =
      route.meta.affix && route.name ? [{ path, fullPath: path, name: route.name, meta: { ...route.meta } }] : []
    return [...own, ...affixTags(route.children ?? [], path)]
  })
}

/** Which context-menu actions a tab offers. */
export interface TagMenuState {
  refresh: boolean
  close: boolean
  closeLeft: boolean
  closeRight: boolean
  closeOthers: boolean
  closeAll: boolean
}

/**
 * Context-menu rules (admin template): reload only on the selected tab; close not on a pinned
 * selected tab; close-left not on the first tab, close-right not on the last, and neither, nor
 * close-others, on a tab that is not selected; close-all always. (Opening the menu selects its tab.)
 */
export function tagMenuState(visited: readonly TagView[], tag: TagView, selected: string | undefined): TagMenuState {
  const isSelected = tag.path === selected
  const selectedTag = visited.find((v) => v.path === selected)
  return {
    refresh: isSelected,
    close: !(visited.length && selectedTag?.meta.affix),
    closeLeft: !(visited.length && (visited[0]?.path === tag.path || !isSelected)),
    closeRight: !(visited.length && (visited.at(-1)?.path === tag.path || !isSelected)),
    closeOthers: isSelected,
    closeAll: true,
  }
}
