import type { FastifyInstance } from 'fastify'

/**
 * The client sends `Content-Type: application/json` on every request, body or not.
 * Fastify's own parser refuses an empty JSON body, which would break body-less POSTs such as
 * logout; an empty body is parsed as "no body" instead, and malformed JSON stays a 400.
 */
export function installJsonBodyParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') return done(null, undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(
        Object.assign(new Error('Body is not valid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }),
        undefined,
      )
    }
  })
}
