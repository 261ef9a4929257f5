import type { AdminMenuNode } from '../../../../contract/admin.ts'

/**
 * Each menu's full path by id: a child's `path` is relative to its parent's ("manage" under
 * "/quote-config"), an absolute one ("/x") stands alone — as the router joins them.
 */
export function menuFullPaths(menus: readonly AdminMenuNode[], base = ''): Map<number, string> {
  const paths = new Map<number, string>()
  for (const menu of menus) {
    const full = menu.path.startsWith('/') ? menu.path : `${base}/${menu.path}`
    paths.set(menu.id, full)
    for (const [id, path] of menuFullPaths(menu.children, full)) paths.set(id, path)
  }
  return paths
}
