import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { menus, roleMenus, roles } from '../../db/schema.ts'
import { actionGuard } from '../../lib/require-action.ts'
import type { PermissionAction } from '../../../src/lib/contract/wire.ts'

/** The full path of a menu below `parent` (the template's pathResolve: child paths are appended). */
export const joinMenuPath = (parent: string, path: string) =>
  `${parent}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1')

/** Every menu's full path by id, from the stored relative paths. */
export async function menuPaths(db: Db): Promise<Map<number, string>> {
  const rows = await db.select({ id: menus.id, parentId: menus.parentId, path: menus.path }).from(menus)
  const byId = new Map(rows.map((r) => [r.id, r]))
  const full = new Map<number, string>()
  const resolve = (id: number, depth = 0): string => {
    const known = full.get(id)
    if (known !== undefined) return known
    const row = byId.get(id)!
    const parent = row.parentId !== null && byId.has(row.parentId) && depth < 32 ? resolve(row.parentId, depth + 1) : ''
    const path = joinMenuPath(parent || '/', row.path)
    full.set(id, path)
    return path
  }
  for (const row of rows) resolve(row.id)
  return full
}

/** The menu whose full path is `screen`, if any. */
export async function menuIdByPath(db: Db, screen: string): Promise<number | undefined> {
  for (const [id, path] of await menuPaths(db)) if (path === screen) return id
  return undefined
}

/** The actions an enabled role holds on the screen's menu (none when the menu is not granted). */
export async function grantedActions(db: Db, roleId: number, screen: string): Promise<PermissionAction[]> {
  const menuId = await menuIdByPath(db, screen)
  if (menuId === undefined) return []
  const [row] = await db
    .select({ permissions: roleMenus.permissions })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(and(eq(roleMenus.roleId, roleId), eq(roleMenus.menuId, menuId), eq(roles.status, 1)))
  return row?.permissions ?? []
}

export const hasAction = async (db: Db, roleId: number, screen: string, action: PermissionAction) =>
  (await grantedActions(db, roleId, screen)).includes(action)

/** `can(screen, action)`: the onRequest hook checking the caller's grant on that screen. */
export const actionGuardFor = (db: Db) => actionGuard((roleId, screen, action) => hasAction(db, roleId, screen, action))
