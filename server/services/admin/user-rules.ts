import { and, count, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { roles, users } from '../../db/schema.ts'
import { ROLES, type RoleCode } from '../../lib/auth.ts'
import { AppError } from '../../lib/errors.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { isCompanyMainAccount } from '../../../contract/admin.ts'

// Lock-out and escalation guards of the user screen, one place for each rule.

/** Roles only a SuperAdministrator manages: their holders can manage others. */
const ADMIN_ROLES: readonly string[] = [ROLES.SuperAdministrator, ROLES.Administrator]
export const isSuper = (actor: Pick<AuthUser, 'role'>) => actor.role === ROLES.SuperAdministrator

/** The roles `actor` may assign: the selectable ones (Auditor), plus Administrator for a SuperAdministrator. */
export async function assignableRoles(db: Db, actor: Pick<AuthUser, 'role'>) {
  const rows = await db
    .select({ id: roles.id, code: roles.code, name: roles.name, selectable: roles.selectable })
    .from(roles)
    .where(eq(roles.status, 1))
    .orderBy(roles.id)
  return rows
    .filter((r) => r.selectable || (isSuper(actor) && r.code === ROLES.Administrator))
    .map(({ id, code, name }) => ({ id, code, name }))
}

export async function assertAssignable(db: Db, actor: Pick<AuthUser, 'role'>, roleId: number) {
  if (!(await assignableRoles(db, actor)).some((r) => r.id === roleId))
    throw new AppError(403, 'admin.roleNotAssignable')
}

/** Administrators manage everyone below them; SuperAdministrators and Administrators only a SuperAdministrator. */
export function assertManages(actor: Pick<AuthUser, 'role'>, targetRole: string) {
  if (ADMIN_ROLES.includes(targetRole) && !isSuper(actor)) throw new AppError(403, 'admin.superOnly')
}

export function assertNotSelf(actor: Pick<AuthUser, 'id'>, targetId: number) {
  if (actor.id === targetId) throw new AppError(403, 'admin.notSelf')
}

/** Refuses to disable, delete or demote the last enabled SuperAdministrator. */
export async function assertNotLastSuper(db: Db, target: { id: number; role: string; status: number }) {
  if (target.role !== ROLES.SuperAdministrator || target.status !== 1) return
  const [{ others } = { others: 0 }] = await db
    .select({ others: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(roles.code, ROLES.SuperAdministrator as RoleCode),
        eq(users.status, 1),
        isNull(users.deletedAt),
        ne(users.id, target.id),
      ),
    )
  if (others === 0) throw new AppError(409, 'admin.lastSuper')
}

/**
 * The company main account a new sub-account hangs under: a live customer account that is not a
 * sub-account itself; the sub-account takes its role (so no admin picks an unassignable role).
 */
export async function companyParent(db: Db, parentUserId: number, roleId: number) {
  const [parent] = await db
    .select({
      id: users.id,
      roleId: users.roleId,
      role: roles.code,
      parentUserId: users.parentUserId,
      company: users.companyName,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, parentUserId), isNull(users.deletedAt)))
  if (!parent || !isCompanyMainAccount(parent)) throw new AppError(400, 'admin.badCompany')
  if (parent.roleId !== roleId) throw new AppError(400, 'admin.subUserRole')
  return parent
}

/**
 * A role change keeps every company's accounts on one role, so a main account's switch into a
 * sub-account never yields a role it does not hold: a sub-account takes only its main account's
 * role (which staff may always set, even where they could not assign that role to anyone else),
 * and a main account with sub-accounts keeps its role. Answers whether the role is the company's.
 */
export async function assertCompanyRole(
  db: Db,
  target: { id: number; parentUserId: number | null },
  roleId: number,
): Promise<boolean> {
  if (target.parentUserId !== null) {
    const [parent] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, target.parentUserId))
    if (!parent || parent.roleId !== roleId) throw new AppError(400, 'admin.subUserRole')
    return true
  }
  const [{ subs } = { subs: 0 }] = await db
    .select({ subs: count() })
    .from(users)
    .where(and(eq(users.parentUserId, target.id), isNull(users.deletedAt)))
  if (subs > 0) throw new AppError(409, 'admin.mainAccountRole')
  return false
}
