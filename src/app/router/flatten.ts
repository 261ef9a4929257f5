import { isUrl, pathResolve } from './path-resolve.ts'
import type { AppRoute } from './route-types.ts'

/** A child's absolute path under `parent`, with vue-router's rule: a path starting with '/' is already absolute. */
export function childPath(parent: string, path: string): string {
  return path.startsWith('/') || isUrl(path) ? path : pathResolve(parent, path)
}

const hasGrandchild = (route: AppRoute) => (route.children ?? []).some((child) => (child.children?.length ?? 0) > 0)

function descendants(children: readonly AppRoute[], parent: string): AppRoute[] {
  return children.flatMap((child) => {
    const path = childPath(parent, child.path)
    const { children: nested, ...flat } = child
    return [{ ...flat, path }, ...descendants(nested ?? [], path)]
  })
}

/**
 * Pulls every descendant of a top-level route that is more than two levels deep up to be a
 * direct child of it, depth first, with absolute paths and no children of its own; intermediate
 * '##' parents stay as childless siblings. Routes two levels deep or less are untouched. Pages
 * then always sit directly under the layout, so one content area can keep them all mounted.
 */
export function flatMultiLevelRoutes(list: readonly AppRoute[]): AppRoute[] {
  return list.map((route) =>
    hasGrandchild(route) ? { ...route, children: descendants(route.children ?? [], route.path) } : route,
  )
}
