import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import type { Config } from '../config.ts'
import { tooMany } from './deps.ts'

/** Methods that change something; reads are cheap and never counted. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const WINDOW_MS = 60_000

/**
 * Per-user budgets for the signed-in user's writes, through the same @fastify/rate-limit plugin
 * (and the same 429 envelope with Retry-After) as the per-IP login budget. An upload — any
 * multipart write: parts, process records, avatars, library imports — draws on its own smaller
 * budget, since each one streams files to disk and may queue analysis; every other write draws on
 * the general one.
 *
 * It runs in preValidation: after the route's auth guard (onRequest) has named the user, before
 * the body is validated (a stream of malformed writes counts too) and before a multipart body is
 * read, so a refused upload writes nothing. Strangers' writes (login,
 * register) are left to the per-IP budget, and a route that already spent a rate-limit budget in
 * this request (the plugin runs one per request) is not counted twice.
 *
 * Counts live in this process's memory: N API processes behind a load balancer allow up to N
 * times the budget to a user whose requests they share.
 */
export function installWriteRateLimit(app: FastifyInstance, config: Pick<Config, 'writeRateMax' | 'uploadRateMax'>) {
  const writes = perUser(app, config.writeRateMax)
  const uploads = perUser(app, config.uploadRateMax)
  if (!writes && !uploads) return
  app.addHook('preValidation', async function writeRateLimit(req, reply) {
    if (!req.user || !WRITE_METHODS.has(req.method)) return
    const budget = req.isMultipart() ? uploads : writes
    await budget?.call(this, req, reply)
  })
}

function perUser(app: FastifyInstance, max: number): preValidationAsyncHookHandler | undefined {
  if (max <= 0) return undefined
  return app.rateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (req: FastifyRequest) => `user:${req.user!.id}`,
    errorResponseBuilder: tooMany,
  })
}
