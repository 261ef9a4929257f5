import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import { purgeExpiredCaptchas } from '../services/captcha.ts'
import { purgeExpiredSessions } from '../services/sessions.ts'
import { purgeOldSmsCodes } from '../services/sms.ts'

const EVERY_MS = 10 * 60_000

/** Removes expired sessions, captchas and SMS codes every 10 minutes while the app is up. */
export function installMaintenance(app: FastifyInstance, db: Db) {
  let timer: NodeJS.Timeout | undefined
  const purge = async () => {
    try {
      await purgeExpiredSessions(db)
      await purgeExpiredCaptchas(db)
      await purgeOldSmsCodes(db)
    } catch (err) {
      app.log.warn({ err }, 'purging expired rows failed')
    }
  }
  app.addHook('onListen', async () => {
    timer = setInterval(purge, EVERY_MS)
    // A timer must not keep a process alive that is otherwise shutting down.
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
