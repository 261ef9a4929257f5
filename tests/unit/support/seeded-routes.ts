import { SEEDED_ROLES, type SeededRole } from '../../../contract/route-table.ts'
import { SCREEN_TREE, type ScreenNode } from '../../../contract/route-tree.ts'
import type { RoleRoute } from '../../../contract/routes.ts'

/**
 * The role routes a freshly seeded server answers a role with, from the screen table: the screens
 * granted to the role, each listing every role granted it and this role's actions.
 */
export function seededRoleRoutes(role: SeededRole, nodes: readonly ScreenNode[] = SCREEN_TREE): RoleRoute[] {
  return nodes.flatMap((screen) => {
    const granted = screen.grants[role]
    if (!granted) return []
    const children = seededRoleRoutes(role, screen.children ?? [])
    return {
      path: screen.path,
      name: screen.name,
      ...(screen.redirect ? { redirect: screen.redirect } : {}),
      component: screen.component,
      meta: { ...screen.meta, roles: SEEDED_ROLES.filter((r) => screen.grants[r]), permission: [...granted] },
      ...(children.length > 0 ? { children } : {}),
    }
  })
}
