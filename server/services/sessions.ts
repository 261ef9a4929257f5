import { and, eq, gt, lt, ne } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { roles, sessions, users } from '../db/schema.ts'
import type { AuthUser } from '../lib/request-context.ts'
import { newToken, sha256 } from '../lib/tokens.ts'

export interface SessionTtl {
  tokenTtlMs: number
  rememberTtlMs: number
}

export async function createSession(db: Db, userId: number, rememberMe: boolean, ttl: SessionTtl) {
  const token = newToken()
  const expiresAt = new Date(Date.now() + (rememberMe ? ttl.rememberTtlMs : ttl.tokenTtlMs))
  await db.insert(sessions).values({ userId, tokenHash: sha256(token), rememberMe, expiresAt })
  return { token, expiresAt }
}

/** The caller behind a token, or null when it is unknown, expired, revoked or the user is disabled. */
export async function resolveSession(db: Db, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      username: users.username,
      roleId: users.roleId,
      role: roles.code,
      parentUserId: users.parentUserId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date()), eq(users.status, 1)))
    .limit(1)
  return row ?? null
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
