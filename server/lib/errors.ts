import type { MessageParams } from './i18n.ts'
import type { MessageKey } from './messages.ts'

/**
 * A failure the caller should see: an HTTP status (mirrored in the envelope's `code`)
 * and a catalog key, translated when the answer is written.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    /** Seconds after which the same request may succeed, sent as Retry-After (quotas, limits). */
    readonly retryAfter?: number,
    /** What a client needs to point at the problem, sent as the envelope's `extraInfo` (e.g. `{ fileName }`). */
    readonly extraInfo: unknown = null,
  ) {
    super(key)
    this.name = 'AppError'
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams) => new AppError(400, key, params)
export const unauthorized = () => new AppError(401, 'unauthorized')
export const forbidden = () => new AppError(403, 'forbidden')
/** Also used for other people's records, so their existence is never revealed. */
export const notFound = (key: MessageKey = 'recordNotFound') => new AppError(404, key)
/** The first row a lookup answers, or a 404 with `key` when it answers none. */
export async function foundOr404<T>(rows: PromiseLike<T[]>, key?: MessageKey): Promise<T> {
  const [row] = await rows
  if (!row) throw notFound(key)
  return row
}
/** `extraInfo` may name what clashed (e.g. `{ field: 'username' }`), for the client to point at it. */
export const conflict = (key: MessageKey, extraInfo: unknown = null) => new AppError(409, key, {}, undefined, extraInfo)

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}
