import { asc, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { roleMenus, roles } from '../../db/schema.ts'
import { ROLES } from '../../lib/auth.ts'
import { AppError, badRequest } from '../../lib/errors.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { audit } from './audit.ts'
import { assertGrants } from './grant-rules.ts'
import { menuTree } from './menus.ts'
import { replaceGrants, roleGrants } from './roles.ts'
import type { PermissionMatrix, permissionMatrixUpdate } from '../../../contract/admin.ts'

type Actor = Pick<AuthUser, 'id' | 'username' | 'role' | 'roleId'>

/** Every role × menu × action in one answer (permission management, SuperAdministrator only). */
export async function permissionMatrix(db: Db): Promise<PermissionMatrix> {
  const roleRows = await db.select().from(roles).orderBy(asc(roles.id))
  const cells = await db.select().from(roleMenus).orderBy(asc(roleMenus.roleId), asc(roleMenus.menuId))
  return {
    roles: roleRows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      editable: r.code !== ROLES.SuperAdministrator,
    })),
    menus: await menuTree(db),
    cells: cells.map((c) => ({ roleId: c.roleId, menuId: c.menuId, permissions: c.permissions })),
  }
}

/** Replaces the grants of the listed roles; the SuperAdministrator role keeps its own (no lock-out). */
export async function updatePermissionMatrix(db: Db, actor: Actor, input: z.output<typeof permissionMatrixUpdate>) {
  const roleIds = [...new Set(input.roleIds)]
  const targets = await db.select().from(roles).where(inArray(roles.id, roleIds))
  if (targets.length !== roleIds.length) throw badRequest('admin.badParent')
  if (targets.some((r) => r.code === ROLES.SuperAdministrator)) throw new AppError(409, 'admin.superRoleFixed')
  if (input.cells.some((c) => !roleIds.includes(c.roleId))) throw badRequest('badRequest')
  await assertGrants(db, actor, input.cells)
  for (const role of targets) {
    const before = await roleGrants(db, role.id)
    const after = input.cells
      .filter((c) => c.roleId === role.id)
      .map(({ menuId, permissions }) => ({ menuId, permissions }))
    await replaceGrants(db, role.id, after)
    await audit(db, actor, {
      action: 'permission.update',
      targetType: 'permission',
      targetId: role.id,
      targetName: role.code,
      before: { grants: before },
      after: { grants: after },
    })
  }
  return permissionMatrix(db)
}
