import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { menus, roleMenus, roles } from '../db/schema.ts'
import type { RoleRoute } from '../../contract/routes.ts'

export type { RoleRoute }

/**
 * The route tree granted to a role, ordered by menu sort. `meta.roles` lists every role granted the
 * menu (the client guard sends others to /404) and `meta.permission` this role's actions on it.
 * A granted child whose parent is not granted is unreachable and therefore left out.
 */
export async function roleRoutes(db: Db, roleId: number): Promise<RoleRoute[]> {
  const granted = await db
    .select({
      id: menus.id,
      parentId: menus.parentId,
      path: menus.path,
      name: menus.name,
      redirect: menus.redirect,
      component: menus.component,
      meta: menus.meta,
      titleEn: menus.titleEn,
      permissions: roleMenus.permissions,
    })
    .from(menus)
    .innerJoin(roleMenus, and(eq(roleMenus.menuId, menus.id), eq(roleMenus.roleId, roleId)))
    // A disabled role holds no grants, so its users see no menus.
    .innerJoin(roles, and(eq(roles.id, roleMenus.roleId), eq(roles.status, 1)))
    .where(eq(menus.status, 1))
    .orderBy(asc(menus.sort), asc(menus.id))

  const allGrants = await db
    .select({ menuId: roleMenus.menuId, code: roles.code })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .orderBy(asc(roles.id))
  const rolesByMenu = new Map<number, string[]>()
  for (const g of allGrants) rolesByMenu.set(g.menuId, [...(rolesByMenu.get(g.menuId) ?? []), g.code])

  const childrenOf = new Map<number | null, typeof granted>()
  for (const row of granted) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row])

  const build = (parentId: number | null): RoleRoute[] =>
    (childrenOf.get(parentId) ?? []).map((row) => {
      const children = build(row.id)
      return {
        path: row.path,
        name: row.name,
        ...(row.redirect ? { redirect: row.redirect } : {}),
        component: row.component,
        meta: {
          ...row.meta,
          ...(row.titleEn ? { titleEn: row.titleEn } : {}),
          roles: rolesByMenu.get(row.id) ?? [],
          permission: row.permissions,
        },
        ...(children.length > 0 ? { children } : {}),
      }
    })
  return build(null)
}
