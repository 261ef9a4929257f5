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

function send(reply: FastifyReply, status: number, msg: string) {
  return reply.status(status).send(failure(status, msg))
}

export function handleError(error: unknown, req: FastifyRequest, reply: FastifyReply) {
  if (isAppError(error)) {
    return send(reply, error.statusCode, translate(req.locale, error.key, error.params))
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
