import { ofetch, type $Fetch, type FetchResponse } from 'ofetch'
import { $config } from '../config.ts'
import { $locale, t } from '../i18n/index.ts'
import { $session } from '../stores/session.ts'
import { registerAbort, releaseAbort } from './abort.ts'
import { toQueryString, toFormData, withParams } from './body.ts'
import { ApiError } from './errors.ts'
import { failRequest, settleResponse } from './settle.ts'
import type { Envelope } from '../../../contract/wire.ts'
import type { BlobResponse, RequestOptions } from './types.ts'

/** Request timeout in ms. */
export const REQUEST_TIMEOUT = 60_000

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type BlobOptions = RequestOptions & { responseType: 'blob' }
type RawOptions = RequestOptions & { raw: true }

interface NoBodyMethod {
  (url: string, opts: BlobOptions): Promise<BlobResponse>
  <T = unknown>(url: string, opts: RawOptions): Promise<T>
  <T = unknown>(url: string, opts?: RequestOptions): Promise<Envelope<T>>
}

interface BodyMethod {
  (url: string, body: unknown, opts: BlobOptions): Promise<BlobResponse>
  <T = unknown>(url: string, body: unknown, opts: RawOptions): Promise<T>
  <T = unknown>(url: string, body?: unknown, opts?: RequestOptions): Promise<Envelope<T>>
}

const instances = new Map<string, $Fetch>()

function fetcherFor(apiBase: string): $Fetch {
  let instance = instances.get(apiBase)
  if (!instance) {
    instance = ofetch.create(
      // Status and retry policy are ours, so ofetch must neither throw on 4xx/5xx nor retry.
      { baseURL: apiBase || undefined, retry: false, ignoreResponseError: true },
      // Late-bound so a fetch patched or stubbed after load is still the one used.
      { fetch: (input, init) => globalThis.fetch(input, init) },
    )
    instances.set(apiBase, instance)
  }
  return instance
}

function buildHeaders(opts: RequestOptions): Headers {
  const headers = new Headers()
  if (opts.contentType === 'form') headers.set('Content-Type', 'application/x-www-form-urlencoded')
  else if (opts.contentType !== 'multipart') headers.set('Content-Type', 'application/json')
  headers.set('Accept-Language', $locale.get())
  const { token } = $session.get()
  if (token) headers.set($config.get().tokenKey, `Bearer ${token}`)
  for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value)
  return headers
}

function isPassThrough(body: unknown): boolean {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  )
}

function buildBody(body: unknown, opts: RequestOptions, headers: Headers): BodyInit | undefined {
  if (body === undefined || body === null) return undefined
  // The browser must write the multipart boundary itself.
  if (opts.contentType === 'multipart' || body instanceof FormData) headers.delete('Content-Type')
  if (isPassThrough(body)) return body as BodyInit
  const record = body as Record<string, unknown>
  if (opts.contentType === 'form') return toQueryString(record)
  if (opts.contentType === 'multipart') return toFormData(record)
  return JSON.stringify(body)
}

async function request(method: Method, url: string, body: unknown, opts: RequestOptions = {}): Promise<unknown> {
  const finalUrl = withParams(url, opts.params)
  const controller = registerAbort(finalUrl)
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, opts.timeout ?? REQUEST_TIMEOUT)
  const forwardAbort = (): void => controller.abort()
  if (opts.signal?.aborted) controller.abort()
  opts.signal?.addEventListener('abort', forwardAbort, { once: true })
  try {
    const headers = buildHeaders(opts)
    let response: FetchResponse<unknown>
    try {
      response = await fetcherFor($config.get().apiBase).raw(finalUrl, {
        method,
        headers,
        body: buildBody(body, opts, headers),
        signal: controller.signal,
        ...(opts.responseType === 'blob' ? { responseType: 'blob' as const } : {}),
      })
    } catch (cause) {
      if (timedOut) return failRequest(new ApiError(t('http.timeout'), 'timeout', { cause }), opts)
      if (controller.signal.aborted) return failRequest(new ApiError(t('http.cancelled'), 'abort', { cause }), opts)
      return failRequest(new ApiError(t('http.networkError'), 'network', { cause }), opts)
    }
    return await settleResponse(response, opts)
  } finally {
    clearTimeout(timer)
    opts.signal?.removeEventListener('abort', forwardAbort)
    releaseAbort(finalUrl, controller)
  }
}

/** The fetch client (headers, params, bodies, envelope, errors, toasts, 401 logout). */
export const http = {
  get: ((url: string, opts?: RequestOptions) => request('GET', url, undefined, opts)) as NoBodyMethod,
  post: ((url: string, body?: unknown, opts?: RequestOptions) => request('POST', url, body, opts)) as BodyMethod,
  put: ((url: string, body?: unknown, opts?: RequestOptions) => request('PUT', url, body, opts)) as BodyMethod,
  delete: ((url: string, opts?: RequestOptions) => request('DELETE', url, undefined, opts)) as NoBodyMethod,
}

export { setUnauthorizedHandler } from './settle.ts'
