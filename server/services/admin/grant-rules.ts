import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { menus, roleMenus } from '../../db/schema.ts'
import { AppError, badRequest } from '../../lib/errors.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { isSuper } from './user-rules.ts'
import type { RoleGrant } from '../../../contract/admin.ts'

/**
 * Checks grants before they are saved: each menu exists, each action is in that menu's permission
 * list, and an actor other than a SuperAdministrator grants only what its own role holds.
 */
export async function assertGrants(db: Db, actor: Pick<AuthUser, 'role' | 'roleId'>, grants: readonly RoleGrant[]) {
  const rows = await db.select({ id: menus.id, name: menus.name, permissionList: menus.permissionList }).from(menus)
  const byId = new Map(rows.map((m) => [m.id, m]))
  const own = isSuper(actor)
    ? undefined
    : new Map(
        (await db.select().from(roleMenus).where(eq(roleMenus.roleId, actor.roleId))).map((g) => [
          g.menuId,
          g.permissions,
        ]),
      )
  for (const grant of grants) {
    const menu = byId.get(grant.menuId)
    if (!menu) throw badRequest('admin.badParent')
    for (const action of grant.permissions) {
      if (!menu.permissionList.includes(action)) throw badRequest('admin.actionNotListed', { menu: menu.name, action })
    }
    const held = own?.get(grant.menuId)
    if (own && (!held || grant.permissions.some((a) => !held.includes(a)))) {
      const action = grant.permissions.find((a) => !held?.includes(a)) ?? 'view'
      throw new AppError(403, 'admin.roleNotOwned', { menu: menu.name, action })
    }
  }
}

/** One grant per menu: the last one sent wins. */
export const uniqueGrants = (grants: readonly RoleGrant[]) => [...new Map(grants.map((g) => [g.menuId, g])).values()]
