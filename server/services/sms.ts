import { randomInt } from 'node:crypto'
import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { smsCodes } from '../db/schema.ts'
import { AppError, badRequest } from '../lib/errors.ts'
import type { SmsSender } from '../lib/sms-sender.ts'
import { sha256 } from '../lib/tokens.ts'

export const SMS_COOLDOWN_MS = 60_000
const SMS_TTL_MS = 5 * 60_000
const SMS_DAILY_LIMIT = 10
/** Wrong guesses allowed per code before it is burnt. */
const SMS_MAX_ATTEMPTS = 5

/**
 * Sends a 6-digit code. The cooldown and daily cap are kept in the database so they hold
 * across several API processes. `fixedCode` is the e2e-only QUOTE_TEST_SMS_CODE.
 */
export async function sendSmsCode(db: Db, sender: SmsSender, phoneNumber: string, fixedCode?: string) {
  const now = Date.now()
  const [latest] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.phoneNumber, phoneNumber))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1)
  if (latest && now - latest.createdAt.getTime() < SMS_COOLDOWN_MS) {
    const seconds = Math.ceil((SMS_COOLDOWN_MS - (now - latest.createdAt.getTime())) / 1000)
    throw new AppError(429, 'sms.cooldown', { seconds })
  }
  const [sentToday] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.phoneNumber, phoneNumber), gt(smsCodes.createdAt, new Date(now - 86_400_000))))
  if ((sentToday?.n ?? 0) >= SMS_DAILY_LIMIT) throw new AppError(429, 'sms.dailyLimit')

  const code = fixedCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db.insert(smsCodes).values({
    phoneNumber,
    codeHash: sha256(`${phoneNumber}:${code}`),
    createdAt: new Date(now),
    expiresAt: new Date(now + SMS_TTL_MS),
  })
  await sender.send(phoneNumber, code)
}

/** Verifies and consumes the newest live code for the phone; throws `sms.invalid` otherwise. */
export async function consumeSmsCode(db: Db, phoneNumber: string, code: string) {
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phoneNumber, phoneNumber), gt(smsCodes.expiresAt, new Date())))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1)
  if (!latest || latest.attempts >= SMS_MAX_ATTEMPTS) throw badRequest('sms.invalid')
  if (latest.codeHash !== sha256(`${phoneNumber}:${code.trim()}`)) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, latest.id))
    throw badRequest('sms.invalid')
  }
  // Burn the code (keeping the row for the cooldown and daily cap); the condition makes two
  // concurrent uses of one code fail for all but one.
  const burnt = await db
    .update(smsCodes)
    .set({ expiresAt: new Date(0) })
    .where(and(eq(smsCodes.id, latest.id), gt(smsCodes.expiresAt, new Date())))
    .returning({ id: smsCodes.id })
  if (burnt.length === 0) throw badRequest('sms.invalid')
}

export async function purgeOldSmsCodes(db: Db) {
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, new Date(Date.now() - 86_400_000)))
}
