import { computed, map } from 'nanostores'
import { $isLoggedIn } from '../../lib/stores/session.ts'
import * as ops from './tag-actions.ts'
import type { TagView } from './tag-actions.ts'

/** The tags view (visited views). Not persisted, as in the template. */
export interface TagsState {
  visited: TagView[]
  /** Names of the views kept mounted (not noCache). */
  cached: string[]
  /** Path of the selected tab. */
  selected?: string
}

/** Open tabs, the views kept mounted and the selected tab, shared by the tab strip and the content area. */
export const $tags = map<TagsState>({ visited: [], cached: [] })

/** The open tabs. */
export const $visitedViews = computed($tags, (s) => s.visited)

function commit(visited: TagView[]): void {
  const cached = ops.cachedNames(visited)
  const current = $tags.get()
  $tags.set({ ...current, visited, cached: cached.join() === current.cached.join() ? current.cached : cached })
}

/** Opens a tab for a route (skipped if already open or noTagsView) and recomputes the cache. */
export function addView(view: Omit<TagView, 'title'>): void {
  commit(ops.addVisitedView($tags.get().visited, view))
}

/** Marks the tab with `path` selected. */
export function selectTag(path: string | undefined): void {
  $tags.setKey('selected', path)
}

/** Closes one tab. */
export function delView(path: string): void {
  commit(ops.delView($tags.get().visited, path))
}

/** Drops one view from the cache so its page remounts (refresh through /redirect). */
export function delCachedView(name: string | undefined): void {
  if (name)
    $tags.setKey(
      'cached',
      $tags.get().cached.filter((n) => n !== name),
    )
}

/** Closes every tab; pinned ones stay while a user is logged in (or when `keepAffix` says so). */
export function delAllViews(keepAffix = $isLoggedIn.get()): void {
  commit(ops.delAllViews($tags.get().visited, keepAffix))
}

/** Closes every unpinned tab except `path`. */
export function delOthersViews(path: string): void {
  commit(ops.delOthersViews($tags.get().visited, path))
}

/** Closes the unpinned tabs left of `path`. */
export function delLeftViews(path: string): void {
  commit(ops.delLeftViews($tags.get().visited, path))
}

/** Closes the unpinned tabs right of `path`. */
export function delRightViews(path: string): void {
  commit(ops.delRightViews($tags.get().visited, path))
}

/** Updates the open tab of the same path (a new query on the same page). */
export function updateVisitedView(view: Partial<TagView> & { path: string }): void {
  commit(ops.updateVisitedView($tags.get().visited, view))
}

/** Sets a tab's title; without a path, the selected tab's. */
export function setTagTitle(title: string, path = $tags.get().selected): void {
  if (path) commit(ops.setTitle($tags.get().visited, title, path))
}
