import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { menus, roleMenus, roles } from '../../db/schema.ts'
import { actionGuard } from '../../lib/require-action.ts'
import type { PermissionAction } from '../../../contract/wire.ts'
import { STAFF_RIGHT_SCREENS, staffRightsFrom, type StaffRights } from '../../../contract/staff-rights.ts'

/**
 * The actions an enabled role holds on a screen (none when the menu is not granted). A screen is
 * named by its menu's `name`, the identity the seed and the menu editor keep fixed for built-in
 * menus, never by its path: a path is editable, and a grant that followed it could be moved out
 * from under every role, the SuperAdministrator's included.
 */
async function grantedActions(db: Db, roleId: number, screen: string): Promise<PermissionAction[]> {
  const [row] = await db
    .select({ permissions: roleMenus.permissions })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(and(eq(roleMenus.roleId, roleId), eq(menus.name, screen), eq(roles.status, 1)))
  return row?.permissions ?? []
}

/** The staff rights a role holds, read from its grants on their screens in one query. */
export async function staffRightsOf(db: Db, roleId: number): Promise<StaffRights> {
  const rows = await db
    .select({ screen: menus.name, permissions: roleMenus.permissions })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(and(eq(roleMenus.roleId, roleId), inArray(menus.name, [...STAFF_RIGHT_SCREENS]), eq(roles.status, 1)))
  const held = new Map(rows.map((r) => [r.screen, r.permissions]))
  return staffRightsFrom((screen) => held.get(screen) ?? [])
}

export const hasAction = async (db: Db, roleId: number, screen: string, action: PermissionAction) =>
  (await grantedActions(db, roleId, screen)).includes(action)

/** `can(screen, action)`: the onRequest hook checking the caller's grant on that screen. */
export const actionGuardFor = (db: Db) => actionGuard((roleId, screen, action) => hasAction(db, roleId, screen, action))
