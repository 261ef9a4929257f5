import { and, asc, count, eq, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { pageOf } from '../../db/page.ts'
import { roleMenus, roles, users } from '../../db/schema.ts'
import { AppError, conflict, foundOr404 } from '../../lib/errors.ts'
import { keywordIn } from '../../lib/like-pattern.ts'
import { ROLES } from '../../lib/auth.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { audit, auditSwitch, auditTarget } from './audit.ts'
import { assertGrants, uniqueGrants } from './grant-rules.ts'
import { assertManages } from './user-rules.ts'
import type { AdminRoleRow, RoleDetail, RoleGrant, roleInput, roleQuery } from '../../../contract/admin.ts'
import type { Paged } from '../../../contract/wire.ts'

type Actor = Pick<AuthUser, 'id' | 'username' | 'role' | 'roleId'>
const SYSTEM: readonly string[] = Object.values(ROLES)
const userCounts = (db: Db) =>
  db.select({ roleId: users.roleId, n: count() }).from(users).where(isNull(users.deletedAt)).groupBy(users.roleId)

type RoleRecord = typeof roles.$inferSelect
const toRow = (r: RoleRecord, userCount: number): AdminRoleRow => ({
  id: r.id,
  code: r.code,
  name: r.name,
  status: r.status === 1 ? 1 : 0,
  system: SYSTEM.includes(r.code),
  selectable: r.selectable,
  userCount,
  createdAt: r.createdAt.toISOString(),
})

export async function pageRoles(db: Db, q: z.output<typeof roleQuery>): Promise<Paged<AdminRoleRow>> {
  const where = [keywordIn(q.keyword, [roles.code, roles.name])]
  if (q.status !== undefined) where.push(eq(roles.status, q.status))
  const filter = and(...where)
  const counts = new Map((await userCounts(db)).map((c) => [c.roleId, c.n]))
  return pageOf(
    db.select().from(roles).where(filter).orderBy(asc(roles.id)).$dynamic(),
    db.$count(roles, filter),
    q,
    (r) => toRow(r, counts.get(r.id) ?? 0),
  )
}

const record = (db: Db, id: number) => foundOr404(db.select().from(roles).where(eq(roles.id, id)))

export async function roleGrants(db: Db, roleId: number): Promise<RoleGrant[]> {
  const rows = await db.select().from(roleMenus).where(eq(roleMenus.roleId, roleId)).orderBy(asc(roleMenus.menuId))
  return rows.map((g) => ({ menuId: g.menuId, permissions: g.permissions }))
}

export async function getRole(db: Db, id: number): Promise<RoleDetail> {
  const row = await record(db, id)
  const counts = new Map((await userCounts(db)).map((c) => [c.roleId, c.n]))
  return { ...toRow(row, counts.get(id) ?? 0), grants: await roleGrants(db, id) }
}

/** Replaces a role's grants (the menus it sees and the actions on each). */
export async function replaceGrants(db: Db, roleId: number, grants: readonly RoleGrant[]) {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId))
  const rows = uniqueGrants(grants).map((g) => ({ roleId, menuId: g.menuId, permissions: g.permissions }))
  if (rows.length > 0) await db.insert(roleMenus).values(rows)
}

async function assertCodeFree(db: Db, code: string, exceptId = 0) {
  const [taken] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code))
  if (taken && taken.id !== exceptId) throw conflict('admin.roleCodeTaken')
}

export async function createRole(db: Db, actor: Actor, input: z.output<typeof roleInput>): Promise<RoleDetail> {
  await assertCodeFree(db, input.code)
  if (input.grants) await assertGrants(db, actor, input.grants)
  const { grants, ...fields } = input
  const [row] = await db.insert(roles).values(fields).returning({ id: roles.id })
  if (grants) await replaceGrants(db, row!.id, grants)
  const after = await getRole(db, row!.id)
  await audit(db, actor, { action: 'role.create', ...auditTarget('role', after.id, after.code), after })
  return after
}

/** A role the actor may change: the admin roles belong to a SuperAdministrator, whose own grants are fixed. */
async function changeable(db: Db, actor: Actor, id: number, change: { grants?: unknown; status?: number }) {
  const before = await getRole(db, id)
  assertManages(actor, before.code)
  if (before.code === ROLES.SuperAdministrator && (change.grants !== undefined || change.status === 0)) {
    throw new AppError(409, 'admin.superRoleFixed')
  }
  if (change.status === 0 && id === actor.roleId) throw new AppError(403, 'admin.notSelf')
  return before
}

export async function editRole(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof roleInput>,
): Promise<RoleDetail> {
  const before = await changeable(db, actor, id, input)
  if (before.system && input.code !== before.code) throw conflict('admin.systemRole')
  await assertCodeFree(db, input.code, id)
  if (input.grants) await assertGrants(db, actor, input.grants)
  const { grants, ...fields } = input
  await db.update(roles).set(fields).where(eq(roles.id, id))
  if (grants) await replaceGrants(db, id, grants)
  const after = await getRole(db, id)
  await audit(db, actor, { action: 'role.edit', ...auditTarget('role', after.id, after.code), before, after })
  return after
}

export async function setRoleStatus(db: Db, actor: Actor, id: number, status: 0 | 1): Promise<RoleDetail> {
  const before = await changeable(db, actor, id, { status })
  await db.update(roles).set({ status }).where(eq(roles.id, id))
  const after = await getRole(db, id)
  await auditSwitch(db, actor, status, auditTarget('role', after.id, after.code), { before, after })
  return after
}

/** Refused for built-in roles and while any account (deleted ones too: they keep their role) holds it. */
export async function deleteRole(db: Db, actor: Actor, id: number) {
  const before = await changeable(db, actor, id, {})
  if (before.system) throw conflict('admin.systemRole')
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users).where(eq(users.roleId, id))
  if (n > 0) throw new AppError(409, 'admin.roleInUse', { count: n })
  await db.delete(roles).where(eq(roles.id, id))
  await audit(db, actor, { action: 'role.delete', ...auditTarget('role', before.id, before.code), before })
}
