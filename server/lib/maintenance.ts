import type { FastifyInstance } from 'fastify'

const EVERY_MS = 10 * 60_000

/**
 * Runs `purge` every 10 minutes while the app is up. What to purge is the services' business
 * (the app passes `purgeExpiredRows`); this only owns the timer and its lifetime.
 */
export function installMaintenance(app: FastifyInstance, purge: () => Promise<void>) {
  let timer: NodeJS.Timeout | undefined
  const run = async () => {
    try {
      await purge()
    } catch (err) {
      app.log.warn({ err }, 'purging expired rows failed')
    }
  }
  app.addHook('onListen', async () => {
    // Fire and forget: run() logs its own failure, and the next tick tries again.
    timer = setInterval(() => void run(), EVERY_MS)
    // A timer must not keep a process alive that is otherwise shutting down.
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
