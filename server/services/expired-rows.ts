import type { Db } from '../db/client.ts'
import { purgeExpiredCaptchas } from './captcha.ts'
import { purgeOldFailures } from './login-throttle.ts'
import { purgeExpiredSessions } from './sessions.ts'
import { purgeOldSmsCodes } from './sms.ts'

/** Deletes every row whose use has run out: sessions, captchas, SMS codes and old login failure counts. */
export async function purgeExpiredRows(db: Db) {
  await purgeExpiredSessions(db)
  await purgeExpiredCaptchas(db)
  await purgeOldSmsCodes(db)
  await purgeOldFailures(db)
}
