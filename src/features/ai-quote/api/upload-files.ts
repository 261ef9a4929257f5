import { uploadRequest } from '../../../lib/api/upload-request.ts'
import type { UploadAnswer } from '../../../../contract/quote.ts'
import { PARTCOSTS_API } from '../../../../contract/api-paths.ts'

/** Options of uploadFiles(). */
export interface UploadOptions {
  /** Adds the files to this record instead of creating one. */
  chatRecordId?: number | string
  /** Bytes sent so far of the whole body (the multipart framing included). */
  onProgress?: (loaded: number, total: number) => void
  signal?: AbortSignal
}

/**
 * POST /api/cnc/partcosts/v3/upload (multipart, field `file` per file), with upload progress.
 * Rejects with an ApiError (no toast: the upload list shows it; a 401 still logs out).
 */
export function uploadFiles(
  files: readonly File[],
  { chatRecordId, onProgress, signal }: UploadOptions = {},
): Promise<UploadAnswer> {
  const form = new FormData()
  for (const file of files) form.append('file', file, file.name)
  if (chatRecordId !== undefined) form.append('chatRecordId', String(chatRecordId))
  return uploadRequest<UploadAnswer>(PARTCOSTS_API.upload, form, {
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  })
}
