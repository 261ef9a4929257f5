import { extname } from 'node:path'
import type { FastifyRequest } from 'fastify'
import { stripControlCharacters } from '../../contract/text.ts'
import { AppError, badRequest } from './errors.ts'
import { randomFileName, type FileStorage, type StoredUpload } from './storage.ts'

export interface ReceivedForm {
  fields: Record<string, string>
  uploads: StoredUpload[]
  /** Deletes every file written for this request (call it if the database write fails). */
  discard(): Promise<void>
}

export const formatBytes = (n: number) =>
  n >= 1048576 ? `${+(n / 1048576).toFixed(1)} MB` : `${Math.round(n / 1024)} KB`

/**
 * Keeps the base name only, drops what a single line of text may not hold (control and
 * bidirectional control characters: a file is cleaned rather than refused), and bounds the length
 * for the database.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = stripControlCharacters(base).trim()
  return (cleaned || 'file').slice(-255)
}

/**
 * Streams every file part of a multipart request to storage under `folder` with a random name,
 * collecting the text fields. Any failure (size or count limit, broken stream) removes what was
 * written so far. A connection that closes mid-stream fails the stream at once; one that stays
 * open but sends nothing for `idleMs` (a client killed where no reset reaches the server: a lost
 * network, a dead proxy peer) is cut off — the server has no request timeout, so its temporary
 * file would otherwise stay until the next start's sweep.
 */
export async function receiveMultipart(
  req: FastifyRequest,
  storage: FileStorage,
  folder: string,
  limits: { fileSize: number; files: number; idleMs: number },
): Promise<ReceivedForm> {
  if (!req.isMultipart()) throw new AppError(415, 'unsupportedMediaType')
  const fields: Record<string, string> = {}
  const uploads: StoredUpload[] = []
  const discard = () => storage.remove(folder)
  const stopWatching = cutOffWhenIdle(req, limits.idleMs)
  try {
    for await (const part of req.parts({ limits: { fileSize: limits.fileSize, files: limits.files, fields: 20 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
        continue
      }
      const originalName = cleanFileName(part.filename)
      const storedPath = `${folder}/${randomFileName(extname(originalName).slice(1))}`
      const size = await storage.saveStream(storedPath, part.file)
      if (part.file.truncated) {
        throw new AppError(413, 'fileTooLarge', { max: formatBytes(limits.fileSize) })
      }
      uploads.push({
        originalName,
        storedPath,
        size,
        mimeType: (part.mimetype || 'application/octet-stream').slice(0, 128),
      })
    }
  } catch (error) {
    await discard()
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError(413, 'tooManyFiles', { max: limits.files })
    }
    throw error
  } finally {
    stopWatching()
  }
  return { fields, uploads, discard }
}

/**
 * The one file of a multipart request (field "file"), read into memory: 415 when the request is not
 * multipart, 400 when it has no file or an empty one, 413 past `maxBytes`.
 */
export async function receiveOneFile(req: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError(415, 'unsupportedMediaType')
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } })
  if (!part) throw badRequest('upload.missingFile')
  let data: Buffer
  try {
    data = await part.toBuffer()
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'fileTooLarge', { max: formatBytes(maxBytes) })
    }
    throw error
  }
  if (data.length === 0) throw badRequest('upload.missingFile')
  return data
}

/** Destroys the request once its socket has been idle for `ms`; returns the function that stops watching. */
function cutOffWhenIdle(req: FastifyRequest, ms: number): () => void {
  const socket = req.raw.socket
  // Requests made with inject() have a stand-in socket without timers.
  if (typeof socket?.setTimeout !== 'function') return () => {}
  const onIdle = () => req.raw.destroy(new Error(`The upload sent nothing for ${ms} ms`))
  socket.setTimeout(ms)
  socket.on('timeout', onIdle)
  return () => {
    socket.setTimeout(0)
    socket.off('timeout', onIdle)
  }
}
