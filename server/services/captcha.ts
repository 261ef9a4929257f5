import { randomBytes } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { captchas } from '../db/schema.ts'
import { randomCaptchaText, renderCaptchaSvg } from '../lib/captcha-svg.ts'
import { badRequest } from '../lib/errors.ts'

const CAPTCHA_TTL_MS = 5 * 60_000

/** Issues a captcha; `fixedText` is the e2e-only QUOTE_TEST_CAPTCHA. */
export async function issueCaptcha(db: Db, fixedText?: string) {
  const key = randomBytes(16).toString('hex')
  const text = fixedText ?? randomCaptchaText()
  await db.insert(captchas).values({
    key,
    code: text.toUpperCase(),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  })
  return { key, svg: renderCaptchaSvg(text) }
}

/**
 * Checks and consumes a captcha in one statement: a key is good for one attempt, right or wrong,
 * so a captcha cannot be brute-forced.
 */
export async function consumeCaptcha(db: Db, key: string | undefined, code: string | undefined) {
  if (!key || !code) throw badRequest('captcha.invalid')
  const [row] = await db.delete(captchas).where(eq(captchas.key, key)).returning()
  const valid = row && row.expiresAt.getTime() > Date.now() && row.code === code.trim().toUpperCase()
  if (!valid) throw badRequest('captcha.invalid')
}

export async function purgeExpiredCaptchas(db: Db) {
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()))
}
