import { ApiError } from '../../../lib/api/errors.ts'
import { failRequest } from '../../../lib/api/settle.ts'
import { $config } from '../../../lib/config.ts'
import { $locale, t } from '../../../lib/i18n/index.ts'
import { $session } from '../../../lib/stores/session.ts'
import type { PartFile } from './types.ts'

/** What an upload answers: the record (created when none was given), the task to poll, the parts. */
export interface UploadResult {
  chatRecordId: number
  taskId: string
  parts: { partId: number; name: string; files: PartFile[] }[]
}

/** Options of uploadFiles(). */
export interface UploadOptions {
  /** Adds the files to this record instead of creating one. */
  chatRecordId?: number | string
  /** Bytes sent so far of the whole body (the multipart framing included). */
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
  const fallback = xhr.status === 413 ? t('aiQuote.upload.tooLarge') : t('http.requestFailed')
  return new ApiError(text ?? fallback, kind, { code, status: xhr.status, data: body })
}

/**
 * POST /api/cnc/partcosts/v3/upload (multipart, field `file` per file). XMLHttpRequest rather than
 * the fetch client, because fetch cannot report upload progress; headers match the client's.
 * Rejects with an ApiError (no toast: the upload list shows it; a 401 still logs out).
 */
export function uploadFiles(
  files: readonly File[],
  { chatRecordId, onProgress, signal }: UploadOptions = {},
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const form = new FormData()
    for (const file of files) form.append('file', file, file.name)
    if (chatRecordId !== undefined) form.append('chatRecordId', String(chatRecordId))
    const xhr = new XMLHttpRequest()
    const { apiBase, tokenKey } = $config.get()
    xhr.open('POST', `${apiBase.replace(/\/$/, '')}/api/cnc/partcosts/v3/upload`)
    xhr.setRequestHeader('Accept-Language', $locale.get())
    const { token } = $session.get()
    if (token) xhr.setRequestHeader(tokenKey, `Bearer ${token}`)
    const settle = (error: ApiError): void => {
      try {
        failRequest(error, { silent: true })
      } catch (e) {
        reject(e)
      }
    }
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.lengthComputable ? e.total : 0)
    xhr.onload = () => {
      const body = envelopeOf(xhr)
      if (xhr.status >= 200 && xhr.status < 300 && (body?.code === 200 || body?.code === 'success'))
        resolve(body.data as UploadResult)
      else settle(failureOf(xhr))
    }
    xhr.onerror = () => settle(new ApiError(t('http.networkError'), 'network'))
    xhr.onabort = () => settle(new ApiError(t('http.cancelled'), 'abort'))
    if (signal?.aborted) return settle(new ApiError(t('http.cancelled'), 'abort'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}
