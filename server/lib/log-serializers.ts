import type { FastifyRequest, FastifyServerOptions } from 'fastify'

// What the log may hold, by allow-list. A failed database query's error carries its parameters
// (Drizzle puts them in the message: a password hash, a phone number, a username); pg errors add
// the offending row in `detail`; URLs carry phone numbers and codes in their query. None of that
// is written: errors keep their type, code, status, the message without parameters and the stack
// frames; requests keep their method and route.

const MAX_CAUSES = 4

/** The message without anything after a "params:" line (Drizzle's failed-query format). */
function safeMessage(message: unknown): string {
  if (typeof message !== 'string') return ''
  const cut = message.search(/\n\s*params:/)
  return cut === -1 ? message : message.slice(0, cut)
}

/** The stack's frames under the safe first line (the stock stack repeats the whole message). */
function safeStack(error: Error, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line))
  return [`${error.name}: ${message}`, ...frames].join('\n')
}

export interface LoggedError {
  type: string
  message: string
  code?: string | number
  statusCode?: number
  stack?: string
  cause?: LoggedError
}

export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return typeof value === 'object' && value !== null ? { type: typeof value } : value
  const e = value as Error & { code?: unknown; statusCode?: unknown; cause?: unknown }
  const message = safeMessage(e.message)
  const out: LoggedError = { type: e.name || e.constructor?.name || 'Error', message }
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode
  const stack = safeStack(e, message)
  if (stack) out.stack = stack
  if (e.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(e.cause, depth + 1) as LoggedError
  return out
}

/** Method, route (its pattern when known, else the path without the query) and the caller's address. */
function serializeRequest(req: FastifyRequest) {
  const pattern = req.routeOptions?.url
  const path = typeof req.url === 'string' ? req.url.split('?')[0] : undefined
  return { method: req.method, url: pattern ?? path, remoteAddress: req.ip }
}

/** The app's logger options with these serializers, whatever else the caller configured. */
export function withSafeSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false
  const base = logger === true ? {} : logger
  return {
    ...base,
    serializers: {
      ...base.serializers,
      err: serializeError as never,
      error: serializeError as never,
      req: serializeRequest,
    },
  }
}
