import { randomInt } from 'node:crypto'
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { pageOf } from '../../db/page.ts'
import { departments, roles, users } from '../../db/schema.ts'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts'
import { keywordIn } from '../../lib/like-pattern.ts'
import { hashPassword } from '../../lib/password.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import type { SmsSender } from '../../lib/sms-sender.ts'
import { revokeUserSessions } from '../sessions.ts'
import { audit, auditSwitch, auditTarget } from './audit.ts'
import { departmentSubtree } from './departments.ts'
import {
  assertAssignable,
  assertCompanyRole,
  assertManages,
  assertNotLastSuper,
  assertNotSelf,
  companyParent,
} from './user-rules.ts'
import type { AdminUserRow, adminUserCreate, adminUserEdit, adminUserQuery } from '../../../contract/admin.ts'
import { isStrongPassword } from '../../../contract/account-fields.ts'
import type { Paged } from '../../../contract/wire.ts'
import type { z } from 'zod'

type Actor = Pick<AuthUser, 'id' | 'username' | 'role'>

const columns = {
  id: users.id,
  username: users.username,
  nickName: users.nickName,
  realName: users.realName,
  phoneNumber: users.phoneNumber,
  email: users.email,
  companyName: users.companyName,
  roleId: users.roleId,
  role: roles.code,
  roleName: roles.name,
  departmentId: users.departmentId,
  departmentName: departments.name,
  status: users.status,
  parentUserId: users.parentUserId,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
}

const live = isNull(users.deletedAt)
const select = (db: Db) =>
  db
    .select(columns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(departments, eq(departments.id, users.departmentId))

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]
const toRow = (r: Row): AdminUserRow => ({
  ...r,
  status: r.status === 1 ? 1 : 0,
  isSubUser: r.parentUserId !== null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
})

type Query = z.output<typeof adminUserQuery>

export async function pageUsers(db: Db, q: Query): Promise<Paged<AdminUserRow>> {
  const where = [live, keywordIn(q.keyword, [users.username, users.realName, users.nickName, users.phoneNumber])]
  if (q.roleId) where.push(eq(users.roleId, q.roleId))
  if (q.departmentId) where.push(inArray(users.departmentId, await departmentSubtree(db, q.departmentId)))
  if (q.status !== undefined) where.push(eq(users.status, q.status))
  const filter = and(...where)
  return pageOf(select(db).where(filter).orderBy(asc(users.id)).$dynamic(), db.$count(users, filter), q, toRow)
}

export async function getUser(db: Db, id: number): Promise<AdminUserRow> {
  const [row] = await select(db).where(and(eq(users.id, id), live))
  if (!row) throw notFound()
  return toRow(row)
}

async function assertFree(db: Db, field: 'username' | 'phone', value: string | null | undefined, exceptId = 0) {
  if (!value) return
  const match =
    field === 'username' ? eq(sql`lower(${users.username})`, value.toLowerCase()) : eq(users.phoneNumber, value)
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(match, ne(users.id, exceptId)))
    .limit(1)
  if (taken) throw conflict(field === 'username' ? 'register.usernameTaken' : 'register.phoneTaken')
}

async function assertDepartment(db: Db, departmentId: number | null | undefined) {
  if (!departmentId) return
  const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, departmentId))
  if (!row) throw badRequest('admin.badParent')
}

export async function createUser(db: Db, actor: Actor, input: z.output<typeof adminUserCreate>): Promise<AdminUserRow> {
  if (!isStrongPassword(input.password)) throw badRequest('password.weak')
  // A sub-account takes its company's role and, unless given, its company name.
  const parent = input.parentUserId ? await companyParent(db, input.parentUserId, input.roleId) : null
  if (!parent) await assertAssignable(db, actor, input.roleId)
  await assertFree(db, 'username', input.username)
  await assertFree(db, 'phone', input.phoneNumber)
  await assertDepartment(db, input.departmentId)
  const { password, ...fields } = input
  if (parent && !fields.companyName) fields.companyName = parent.company
  const [row] = await db
    .insert(users)
    .values({ ...fields, passwordHash: await hashPassword(password) })
    .returning({ id: users.id })
  const created = await getUser(db, row!.id)
  await audit(db, actor, {
    action: 'user.create',
    ...auditTarget('user', created.id, created.username),
    after: created,
  })
  return created
}

/** A user the actor may change: live, and below the actor unless the actor is a SuperAdministrator. */
async function managed(db: Db, actor: Actor, id: number) {
  const target = await getUser(db, id)
  assertManages(actor, target.role)
  return target
}

export async function editUser(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof adminUserEdit>,
): Promise<AdminUserRow> {
  const before = await managed(db, actor, id)
  if (input.roleId !== undefined && input.roleId !== before.roleId) {
    assertNotSelf(actor, id)
    if (!(await assertCompanyRole(db, before, input.roleId))) await assertAssignable(db, actor, input.roleId)
    await assertNotLastSuper(db, before)
  }
  if (input.status === 0) await disableChecks(db, actor, before)
  await assertFree(db, 'phone', input.phoneNumber, id)
  await assertDepartment(db, input.departmentId)
  await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, id))
  if (input.status === 0 || (input.roleId !== undefined && input.roleId !== before.roleId))
    await revokeUserSessions(db, id)
  const after = await getUser(db, id)
  await audit(db, actor, { action: 'user.edit', ...auditTarget('user', after.id, after.username), before, after })
  return after
}

async function disableChecks(db: Db, actor: Actor, target: AdminUserRow) {
  assertNotSelf(actor, target.id)
  await assertNotLastSuper(db, target)
}

/** Enabling or disabling; a disabled user's tokens stop working at once (sessions are revoked too). */
export async function setUserStatus(db: Db, actor: Actor, id: number, status: 0 | 1): Promise<AdminUserRow> {
  const before = await managed(db, actor, id)
  if (status === 0) await disableChecks(db, actor, before)
  await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id))
  if (status === 0) await revokeUserSessions(db, id)
  const after = await getUser(db, id)
  await auditSwitch(db, actor, status, auditTarget('user', after.id, after.username), { before, after })
  return after
}

/** Soft delete: the account can no longer log in, while its chats, quotes and orders stay. */
export async function deleteUser(db: Db, actor: Actor, id: number) {
  const before = await managed(db, actor, id)
  await disableChecks(db, actor, before)
  await db.update(users).set({ status: 0, deletedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, id))
  await revokeUserSessions(db, id)
  await audit(db, actor, { action: 'user.delete', ...auditTarget('user', before.id, before.username), before })
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'

/** A random 12-character password with letters and digits (isStrongPassword). */
function randomPassword(): string {
  for (;;) {
    const candidate = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    if (isStrongPassword(candidate)) return candidate
  }
}

const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`

/** A new password, shown once or sent by SMS; every session of the user ends. */
export async function resetPassword(db: Db, sms: SmsSender, actor: Actor, id: number, delivery: 'show' | 'sms') {
  const target = await managed(db, actor, id)
  if (delivery === 'sms' && !target.phoneNumber) throw new AppError(400, 'admin.userNoPhone')
  const password = randomPassword()
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, id))
  await revokeUserSessions(db, id)
  await audit(db, actor, {
    action: 'user.resetPassword',
    ...auditTarget('user', target.id, target.username),
    after: { delivery },
  })
  if (delivery === 'sms') {
    await sms.send(target.phoneNumber!, password)
    return { password: null, sentTo: maskPhone(target.phoneNumber!) }
  }
  return { password, sentTo: null }
}
