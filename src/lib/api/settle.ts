import type { FetchResponse } from 'ofetch'
import { t } from '../i18n/index.ts'
import { resetSession } from '../stores/session.ts'
import { isRecord } from '../stores/persistent.ts'
import { ApiError } from './errors.ts'
import { showToast } from './toast.ts'
import type { BlobResponse, RequestOptions } from './types.ts'
import { SUCCESS_CODE } from '../../../contract/wire.ts'

let onUnauthorized: () => void = resetSession

/** Sets what "log out" means on a 401 (the app also closes tabs and routes); no argument restores resetSession. */
export function setUnauthorizedHandler(handler?: () => void): void {
  onUnauthorized = handler ?? resetSession
}

/** The string 'success' also counts. */
function isSuccess(code: unknown): boolean {
  return code === SUCCESS_CODE || code === 'success'
}

function serverMessage(body: unknown): string {
  if (!isRecord(body)) return ''
  for (const value of [body.msg, body.message]) if (typeof value === 'string' && value) return value
  return ''
}

function codeOf(body: unknown): number | string | undefined {
  const code = isRecord(body) ? body.code : undefined
  return typeof code === 'number' || typeof code === 'string' ? code : undefined
}

// Blob calls receive error envelopes as Blobs too; their message is still worth showing.
async function parseBlob(body: unknown): Promise<unknown> {
  if (!(body instanceof Blob) || !/json/i.test(body.type)) return body
  try {
    return JSON.parse(await body.text()) as unknown
  } catch {
    return body
  }
}

/** True for a refusal that ends the session: HTTP 401 or an envelope code 401. */
function isUnauthorized({ status, code }: { status?: number; code?: number | string }): boolean {
  return status === 401 || code === 401 || code === '401'
}

/** What a failure says when the server said nothing. */
export function fallbackMessage(failure: { status?: number; code?: number | string }): string {
  return isUnauthorized(failure) ? t('http.sessionExpired') : t('http.requestFailed')
}

/**
 * Shows the error's toast (never for a cancel or a silent call), logs out on a 401, and rejects.
 * A 401 is said even for a silent call: its caller shows errors inline, on a screen the logout
 * takes away, and the user would otherwise be logged out without a word.
 */
export function failRequest(error: ApiError, opts: RequestOptions): never {
  const unauthorized = isUnauthorized(error)
  if ((!opts.silent || unauthorized) && error.kind !== 'abort') showToast('danger', error.message)
  if (unauthorized) onUnauthorized()
  throw error
}

function businessFailure(body: unknown, status: number, opts: RequestOptions): never {
  const message = serverMessage(body) || fallbackMessage({ code: codeOf(body) })
  return failRequest(new ApiError(message, 'business', { code: codeOf(body), status, data: body }), opts)
}

/** Maps a response to the caller's result: envelope, raw body or whole blob response. */
export async function settleResponse(response: FetchResponse<unknown>, opts: RequestOptions): Promise<unknown> {
  const { status } = response
  if (!response.ok) {
    const body = await parseBlob(response._data)
    const error = new ApiError(serverMessage(body) || fallbackMessage({ status }), 'http', {
      code: codeOf(body) ?? status,
      status,
      data: body,
    })
    return failRequest(error, opts)
  }
  if (opts.responseType === 'blob') {
    const body = await parseBlob(response._data)
    if (isRecord(body) && 'code' in body && !isSuccess(body.code)) return businessFailure(body, status, opts)
    const result: BlobResponse = { blob: response._data as Blob, headers: response.headers, status }
    return result
  }
  const body = response._data
  if (opts.raw) return body
  if (isRecord(body) && isSuccess(body.code)) return body
  return businessFailure(body, status, opts)
}
