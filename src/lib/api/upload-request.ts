import { $config } from '../config.ts'
import { $locale, t } from '../i18n/index.ts'
import { $session } from '../stores/session.ts'
import { registerAbort, releaseAbort } from './abort.ts'
import { ApiError } from './errors.ts'
import { failRequest, fallbackMessage } from './settle.ts'

/** Options of uploadRequest(). */
export interface UploadRequestOptions {
  /** Bytes sent so far of the whole body (the multipart framing included); total 0 when unknown. */
  onProgress?: (loaded: number, total: number) => void
  signal?: AbortSignal
}

function envelopeOf(xhr: XMLHttpRequest): { code?: unknown; msg?: unknown; message?: unknown; data?: unknown } | null {
  try {
    return JSON.parse(xhr.responseText) as { code?: unknown; msg?: unknown; data?: unknown }
  } catch {
    return null
  }
}

function failureOf(xhr: XMLHttpRequest): ApiError {
  const body = envelopeOf(xhr)
  const text = [body?.msg, body?.message].find((m): m is string => typeof m === 'string' && m !== '')
  const code = typeof body?.code === 'number' || typeof body?.code === 'string' ? body.code : xhr.status
  const kind = xhr.status >= 200 && xhr.status < 300 ? 'business' : 'http'
  const fallback = xhr.status === 413 ? t('aiQuote.upload.tooLarge') : fallbackMessage({ status: xhr.status, code })
  return new ApiError(text ?? fallback, kind, { code, status: xhr.status, data: body })
}

/**
 * POSTs a multipart form and resolves the envelope's data. XMLHttpRequest rather than the fetch
 * client, because fetch cannot report upload progress; headers match the client's. Rejects with an
 * ApiError (no toast: the upload form shows it; a 401 is said and logs out, as for any call).
 */
export function uploadRequest<T>(path: string, form: FormData, { onProgress, signal }: UploadRequestOptions = {}) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    // Registered by its path like every client request, so cancelRequest(path) and a logout
    // (cancelAllRequests) stop it too.
    const controller = registerAbort(path)
    const forwardAbort = (): void => controller.abort()
    const { apiBase, tokenKey } = $config.get()
    xhr.open('POST', `${apiBase.replace(/\/$/, '')}${path}`)
    xhr.setRequestHeader('Accept-Language', $locale.get())
    const { token } = $session.get()
    if (token) xhr.setRequestHeader(tokenKey, `Bearer ${token}`)
    const done = (): void => {
      signal?.removeEventListener('abort', forwardAbort)
      releaseAbort(path, controller)
    }
    const settle = (error: ApiError): void => {
      done()
      try {
        failRequest(error, { silent: true })
      } catch (e) {
        reject(e)
      }
    }
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.lengthComputable ? e.total : 0)
    xhr.onload = () => {
      const body = envelopeOf(xhr)
      if (xhr.status >= 200 && xhr.status < 300 && (body?.code === 200 || body?.code === 'success')) {
        done()
        resolve(body.data as T)
      } else settle(failureOf(xhr))
    }
    xhr.onerror = () => settle(new ApiError(t('http.networkError'), 'network'))
    xhr.onabort = () => settle(new ApiError(t('http.cancelled'), 'abort'))
    if (signal?.aborted) return settle(new ApiError(t('http.cancelled'), 'abort'))
    signal?.addEventListener('abort', forwardAbort, { once: true })
    controller.signal.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}
