import type { FastifyInstance } from 'fastify'
import { DOCS_PREFIX } from './plugins.ts'

/** What every signed-in answer and every API answer without a policy of its own carries. */
const PER_USER_CACHE = 'private, no-store'

/**
 * API answers are kept out of the browser's cache: an answer to one account's token (a stored file,
 * a list) would otherwise be served from the cache to the next account in the same browser, or to a
 * visitor without a token, since the cache keys on the URL. A route answering a signed-in caller
 * cannot opt out; an anonymous route may set its own policy (the avatars' immutable public files),
 * and the bundle, icons and pages outside /api keep theirs.
 */
export function installApiCacheControl(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/') || req.url.startsWith(DOCS_PREFIX)) return payload
    if (req.user || !reply.hasHeader('cache-control')) reply.header('Cache-Control', PER_USER_CACHE)
    return payload
  })
}
