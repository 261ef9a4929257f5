import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { AppError, notFound } from '../lib/errors.ts'
import { findUserById } from './users.ts'

export interface SubUserSummary {
  id: number
  username: string
  nickName: string
  status: number
}

/** The sub-accounts of a company main account (empty for everyone else). */
export async function listSubUsers(db: Db, parentUserId: number): Promise<SubUserSummary[]> {
  return db
    .select({ id: users.id, username: users.username, nickName: users.nickName, status: users.status })
    .from(users)
    .where(eq(users.parentUserId, parentUserId))
    .orderBy(asc(users.id))
}

/**
 * A company main account switches into one of its own sub-accounts. Anything else — another
 * company's sub-account, a non-sub-account, an unknown id — is the same 404; a sub-account whose
 * role differs from the main account's is refused.
 */
export async function subUserForParent(db: Db, parent: { id: number; roleId: number }, subUserId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, subUserId), eq(users.parentUserId, parent.id)))
    .limit(1)
  if (!row) throw notFound('subUser.notFound')
  const user = (await findUserById(db, row.id))!
  if (user.status !== 1) throw new AppError(403, 'account.disabled')
  // The switch never hands out a role the main account does not hold (staff may set it back).
  if (user.roleId !== parent.roleId) throw new AppError(403, 'admin.subUserRole')
  return user
}
