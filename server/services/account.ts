import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { AppError, badRequest, conflict } from '../lib/errors.ts'
import { isStrongPassword } from '../../contract/account-fields.ts'
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../lib/password.ts'
import { assertNotLocked, clearFailures, recordFailure } from './login-throttle.ts'
import { revokeUserSessions } from './sessions.ts'
import { consumeSmsCode } from './sms.ts'
import { findUserById, findUserByPhone, findUserByUsername, insertUser, roleIdByCode } from './users.ts'

/** True when the error is a unique-constraint violation (pg and PGlite, possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true
  }
  return false
}

/** Phone login has proved the SMS code, a secret of its own: a disabled account may be told so there. */
function assertActive(user: { status: number }) {
  if (user.status !== 1) throw new AppError(403, 'account.disabled')
}

/**
 * One message for unknown users, wrong passwords and disabled or deleted accounts, and equal work
 * for all: were a disabled account to answer its right password differently ("account disabled")
 * from a wrong one, the login form would tell anyone who tries passwords when one is right. A name
 * locked by too many failures (`lockAfter` in a row, 0: never) is refused before its password is tried.
 */
export async function loginWithPassword(db: Db, username: string, password: string, lockAfter = 0) {
  const counted = await assertNotLocked(db, username)
  const user = await findUserByUsername(db, username)
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password)
  if (!user || !valid || user.status !== 1) {
    await recordFailure(db, username, lockAfter)
    throw badRequest('login.failed')
  }
  if (counted) await clearFailures(db, username)
  return user
}

export async function loginWithPhone(db: Db, phoneNumber: string, smsCode: string) {
  await consumeSmsCode(db, phoneNumber, smsCode)
  const user = await findUserByPhone(db, phoneNumber)
  if (!user) throw badRequest('login.phoneFailed')
  assertActive(user)
  return user
}

export interface Registration {
  username: string
  password: string
  phoneNumber: string
  smsCode: string
  nickName?: string | undefined
  companyName?: string | undefined
  email?: string | undefined
}

/** Self-registration always creates a Customer. */
export async function register(db: Db, input: Registration) {
  if (!isStrongPassword(input.password)) throw badRequest('password.weak')
  // The clashing field rides along so the form can say it under that field, not in a toast.
  if (await findUserByUsername(db, input.username)) throw conflict('register.usernameTaken', { field: 'username' })
  if (await findUserByPhone(db, input.phoneNumber)) throw conflict('register.phoneTaken', { field: 'phoneNumber' })
  await consumeSmsCode(db, input.phoneNumber, input.smsCode)
  try {
    const id = await insertUser(db, {
      username: input.username.trim(),
      passwordHash: await hashPassword(input.password),
      roleId: await roleIdByCode(db, 'Customer'),
      phoneNumber: input.phoneNumber,
      nickName: input.nickName ?? input.username.trim(),
      companyName: input.companyName ?? '',
      email: input.email ?? '',
    })
    return (await findUserById(db, id))!
  } catch (error) {
    // Lost a race with a concurrent registration of the same name or phone.
    if (isUniqueViolation(error)) throw conflict('register.usernameTaken', { field: 'username' })
    throw error
  }
}

export async function resetPasswordWithSms(db: Db, phoneNumber: string, smsCode: string, newPassword: string) {
  if (!isStrongPassword(newPassword)) throw badRequest('password.weak')
  await consumeSmsCode(db, phoneNumber, smsCode)
  const user = await findUserByPhone(db, phoneNumber)
  if (!user) throw badRequest('sms.invalid')
  await setPassword(db, user.id, newPassword)
  await revokeUserSessions(db, user.id)
}

export async function changePassword(
  db: Db,
  userId: number,
  sessionId: number,
  oldPassword: string,
  newPassword: string,
) {
  const user = await findUserById(db, userId)
  if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) throw badRequest('password.oldWrong')
  if (oldPassword === newPassword) throw badRequest('password.same')
  if (!isStrongPassword(newPassword)) throw badRequest('password.weak')
  await setPassword(db, userId, newPassword)
  await revokeUserSessions(db, userId, sessionId)
}

async function setPassword(db: Db, userId: number, password: string) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId))
}

export interface ProfileChanges {
  nickName?: string | undefined
  realName?: string | undefined
  email?: string | undefined
  companyName?: string | undefined
}

export async function updateProfile(db: Db, userId: number, changes: ProfileChanges) {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId))
  return (await findUserById(db, userId))!
}

export async function isRegistered(db: Db, query: { username?: string | undefined; phoneNumber?: string | undefined }) {
  if (query.username && (await findUserByUsername(db, query.username))) return true
  if (query.phoneNumber && (await findUserByPhone(db, query.phoneNumber))) return true
  return false
}
