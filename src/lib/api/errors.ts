/** Why a request failed: a non-success envelope, an HTTP status, no response, the timeout, or a cancel. */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'abort'

/** The one error type every failed request rejects with. */
export class ApiError extends Error {
  /** The envelope's code, else the HTTP status; undefined when there was no response. */
  readonly code: number | string | undefined
  /** The HTTP status, when a response arrived. */
  readonly status: number | undefined
  /** The parsed response body, when there was one. */
  readonly data: unknown
  readonly kind: ApiErrorKind

  constructor(
    message: string,
    kind: ApiErrorKind,
    details: { code?: number | string; status?: number; data?: unknown; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause })
    this.name = 'ApiError'
    this.kind = kind
    this.code = details.code ?? details.status
    this.status = details.status
    this.data = details.data
  }
}

/** True for an ApiError (also across bundle copies, where instanceof would fail). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'kind' in error)
}

/**
 * What a screen's store keeps of a failed load: refused (an HTTP 403, or a 403 envelope code) or
 * failed otherwise, with the error's message.
 */
export function loadFailure(error: unknown): { status: 'forbidden' | 'error'; message: string } {
  const forbidden = isApiError(error) && (error.status === 403 || Number(error.code) === 403)
  return { status: forbidden ? 'forbidden' : 'error', message: error instanceof Error ? error.message : String(error) }
}
