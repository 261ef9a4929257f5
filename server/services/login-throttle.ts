import { eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { loginFailures } from '../db/schema.ts'
import { AppError } from '../lib/errors.ts'

// A per-account brake on password guessing that a per-IP limit cannot give: after `lockAfter`
// wrong passwords in a row the name is locked for a minute, twice as long after each further
// wrong password, at most 15 minutes. Counted per login name whether or not it exists, so a lock
// reveals nothing; a right password clears the count.

const FIRST_LOCK_MS = 60_000
const LONGEST_LOCK_MS = 15 * 60_000
/** A count nobody has added to for a day is forgotten. */
const FORGET_AFTER_MS = 86_400_000

const keyOf = (name: string) => name.trim().toLowerCase().slice(0, 64)

/** How long a name stays locked after its `failures`-th wrong password in a row (0: not locked). */
export function lockMs(failures: number, lockAfter: number): number {
  if (lockAfter <= 0 || failures < lockAfter) return 0
  return Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.min(failures - lockAfter, 10))
}

/** Refuses (429) a name still locked, before its password is tried; true when it has a count to clear. */
export async function assertNotLocked(db: Db, name: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.name, keyOf(name)))
  const until = row?.lockedUntil?.getTime() ?? 0
  if (until > now.getTime())
    throw new AppError(429, 'login.locked', { seconds: Math.ceil((until - now.getTime()) / 1000) })
  return row !== undefined
}

/** Counts a wrong password (atomically, so parallel guesses all count) and locks when due. */
export async function recordFailure(db: Db, name: string, lockAfter: number, now = new Date()) {
  if (lockAfter <= 0) return
  const key = keyOf(name)
  const [row] = await db
    .insert(loginFailures)
    .values({ name: key, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.name,
      set: { failures: sql`${loginFailures.failures} + 1`, updatedAt: now },
    })
    .returning({ failures: loginFailures.failures })
  const ms = lockMs(row?.failures ?? 1, lockAfter)
  if (ms > 0)
    await db
      .update(loginFailures)
      .set({ lockedUntil: new Date(now.getTime() + ms) })
      .where(eq(loginFailures.name, key))
}

export async function clearFailures(db: Db, name: string) {
  await db.delete(loginFailures).where(eq(loginFailures.name, keyOf(name)))
}

export async function purgeOldFailures(db: Db, now = new Date()) {
  await db.delete(loginFailures).where(lt(loginFailures.updatedAt, new Date(now.getTime() - FORGET_AFTER_MS)))
}
