import type { Socket } from 'node:net'
import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { API_CSP } from './csp.ts'
import { failure } from './envelope.ts'
import { handleError } from './error-handler.ts'
import { pickLocale, translate } from './i18n.ts'
import type { MessageKey } from './messages.ts'

// Errors Fastify raises before a request reaches the routes still answer the envelope, like
// every other error: a URL that cannot be decoded, and requests Node's HTTP parser refuses
// (oversized headers or query, a timeout, malformed framing) before there is a request at all.

/** Node's parser error codes → status and message. Anything else it refuses is a 400. */
const PARSER_ERRORS: Record<string, [number, MessageKey]> = {
  HPE_HEADER_OVERFLOW: [431, 'headersTooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'requestTimeout'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'bodyTooLarge'],
}

/** Fastify's `frameworkErrors`: errors raised while routing, before the onRequest hooks. */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  req.locale = pickLocale(req.headers['accept-language'])
  // The reply is sent; Fastify ignores what this handler returns (a reply is thenable only to await sending).
  void handleError(error, req, reply)
}

/**
 * Fastify's `clientErrorHandler`: there is no request (nor its Accept-Language), so the answer is
 * written to the socket in the default language, then the connection is closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [status, key] = (err.code && PARSER_ERRORS[err.code]) || [400, 'badRequest']
  const body = JSON.stringify(failure(status, translate('zh-CN', key)))
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `Content-Security-Policy: ${API_CSP}`,
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    )
  }
  socket.destroy(err)
}
