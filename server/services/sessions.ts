import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'
import { roles, sessions, users } from '../db/schema.ts'
import type { AuthUser } from '../lib/request-context.ts'
import { newToken, sha256 } from '../lib/tokens.ts'
import { staffRightsOf } from './admin/grants.ts'

export interface SessionTtl {
  tokenTtlMs: number
  rememberTtlMs: number
}

/**
 * A new session. One opened by a company main account for its sub-account (`parentSessionId`)
 * ends with the session it came from: it never outlives it, and its logout deletes it too
 * (the foreign key cascades).
 */
export async function createSession(
  db: Db,
  userId: number,
  rememberMe: boolean,
  ttl: SessionTtl,
  parentSessionId?: number,
) {
  const token = newToken()
  let expiresAt = new Date(Date.now() + (rememberMe ? ttl.rememberTtlMs : ttl.tokenTtlMs))
  if (parentSessionId !== undefined) {
    const [parent] = await db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, parentSessionId))
    if (parent && parent.expiresAt < expiresAt) expiresAt = parent.expiresAt
  }
  await db
    .insert(sessions)
    .values({ userId, tokenHash: sha256(token), rememberMe, expiresAt, parentSessionId: parentSessionId ?? null })
  return { token, expiresAt }
}

const parent = alias(users, 'parent_user')

/**
 * The caller behind a token, with the staff rights its role's grants hold, or null when it is
 * unknown, expired, revoked, or its user — or, for a sub-account, the company main account above
 * it — is disabled.
 */
export async function resolveSession(db: Db, token: string): Promise<AuthUser | null> {
  return (await findLiveSession(db, sha256(token)))?.user ?? null
}

/** resolveSession by the token's hash, with the session's end so a cache can stop serving it then. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
): Promise<{ user: AuthUser; expiresAt: number } | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      username: users.username,
      roleId: users.roleId,
      role: roles.code,
      parentUserId: users.parentUserId,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(parent, eq(parent.id, users.parentUserId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date()),
        eq(users.status, 1),
        or(isNull(users.parentUserId), eq(parent.status, 1)),
      ),
    )
    .limit(1)
  if (!row) return null
  const { expiresAt, ...user } = row
  return { user: { ...user, may: await staffRightsOf(db, user.roleId) }, expiresAt: expiresAt.getTime() }
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** After a password change or reset, every other device must log in again. */
export async function revokeUserSessions(db: Db, userId: number, keepSessionId?: number) {
  await db
    .delete(sessions)
    .where(
      keepSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
    )
}

export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()))
}
