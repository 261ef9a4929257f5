import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { failure } from './envelope.ts'
import { isAppError } from './errors.ts'
import { translate } from './i18n.ts'
import type { MessageKey } from './messages.ts'
import { validationMessage } from './validation-message.ts'

/** Fastify and plugin error codes a caller can fix, mapped to catalog messages. */
const knownCodes: Record<string, [number, MessageKey]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'bodyTooLarge'],
  FST_REQ_FILE_TOO_LARGE: [413, 'bodyTooLarge'],
  FST_PARTS_LIMIT: [413, 'bodyTooLarge'],
  FST_FIELDS_LIMIT: [413, 'bodyTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupportedMediaType'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupportedMediaType'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalidJson'],
}

/**
 * What the multipart parser (busboy) throws for a body that breaks off or lies about itself. They
 * carry no code; system errors (a full disk) do, and stay 500s.
 */
const brokenMultipart: [RegExp, MessageKey][] = [
  [
    /^(Unexpected end of (form|multipart data)|(Part|Preamble) terminated early due to unexpected end of multipart data)$/,
    'upload.incomplete',
  ],
  [
    /^(Multipart: Boundary not found|Boundary required|The needle cannot have a length bigger than 256\.)$/,
    'badRequest',
  ],
]

/** PostgreSQL refusing a character (NUL in text or JSON): a request text() should have stopped. */
const REFUSED_CHARACTER = new Set(['22021', '22P05'])

function causes(error: unknown): { code?: unknown }[] {
  const chain: { code?: unknown }[] = []
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e && chain.length < 5; e = e.cause as typeof e)
    chain.push(e)
  return chain
}

function send(reply: FastifyReply, status: number, msg: string, extraInfo: unknown = null) {
  return reply.status(status).send(failure(status, msg, extraInfo))
}

export function handleError(error: unknown, req: FastifyRequest, reply: FastifyReply) {
  if (isAppError(error)) {
    if (error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter))
    return send(reply, error.statusCode, translate(req.locale, error.key, error.params), error.extraInfo)
  }
  const err = error as FastifyError & { validationContext?: string; validationSource?: unknown }
  if (Array.isArray(err.validation)) {
    return send(reply, 400, validationMessage(req, err.validationContext, err.validation, err.validationSource))
  }
  if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return send(reply, 400, translate(req.locale, 'validation.required', { field: 'body' }))
  }
  const known = err.code ? knownCodes[err.code] : undefined
  if (known) return send(reply, known[0], translate(req.locale, known[1]))
  if (err instanceof SyntaxError && err.statusCode === 400) {
    return send(reply, 400, translate(req.locale, 'invalidJson'))
  }
  const multipart =
    !err.code && err instanceof Error ? brokenMultipart.find(([pattern]) => pattern.test(err.message)) : undefined
  if (multipart) return send(reply, 400, translate(req.locale, multipart[1]))
  if (causes(err).some((e) => typeof e.code === 'string' && REFUSED_CHARACTER.has(e.code))) {
    req.log.warn({ err }, 'a character the database refuses reached a query')
    return send(reply, 400, translate(req.locale, 'validation.controlCharacters', { field: 'body' }))
  }
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500
  if (status >= 400 && status < 500) {
    req.log.info({ err }, 'client error')
    return send(reply, status, translate(req.locale, status === 404 ? 'notFound' : 'badRequest'))
  }
  // Internal details stay in the log; the caller gets a generic message.
  req.log.error({ err }, 'unhandled error')
  return send(reply, 500, translate(req.locale, 'internal'))
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError)
}

/** The envelope 404 for anything under /api/ (and non-HTML requests elsewhere). */
export function sendApiNotFound(req: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, translate(req.locale, 'notFound'))
}
