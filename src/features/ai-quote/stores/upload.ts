import { atom } from 'nanostores'
import { isApiError } from '../../../lib/api/errors.ts'
import { isRecord } from '../../../lib/stores/persistent.ts'
import { uploadFiles } from '../api/upload-files.ts'
import { kindOfName, type FileKind } from '../../../../contract/file-format.ts'
import { fileProblem, type FileProblem } from '../../../lib/upload/upload-rules.ts'
import { $conversation, followUpload } from './conversation.ts'

/** A file waiting to be sent, or being sent (progress 0…1). */
export interface QueuedFile {
  id: number
  file: File
  kind: FileKind
  status: 'queued' | 'uploading'
  progress: number
  /** Why the server refused this file's content (its words); such a file stays listed and is not sent. */
  refused?: string
}

/** A file refused before sending, with the reason (an i18n key under aiQuote.upload). */
export interface RejectedFile {
  name: string
  problem: FileProblem
}

/** The files the user picked, in order. */
export const $queue = atom<QueuedFile[]>([])
/** Files refused by the last pick. */
export const $rejected = atom<RejectedFile[]>([])
/** Why the last upload failed (the server's words); the files stay queued. */
export const $uploadError = atom<string | null>(null)

let nextId = 1
let uploadAbort: AbortController | null = null

/** Checks and queues picked or dropped files; refused ones are listed with their reason. */
export function addFiles(files: Iterable<File>): void {
  const picked = [...files]
  // Picking a file again under a refused file's name replaces the refused one (a corrected copy).
  const replaced = new Set(picked.map((f) => f.name.toLowerCase()))
  const queue = $queue.get().filter((q) => q.refused === undefined || !replaced.has(q.file.name.toLowerCase()))
  const rejected: RejectedFile[] = []
  for (const file of picked) {
    const problem = fileProblem(
      file,
      queue.map((q) => q.file.name),
    )
    const kind = kindOfName(file.name)
    if (problem || !kind) rejected.push({ name: file.name, problem: problem ?? 'wrongType' })
    else queue.push({ id: nextId++, file, kind, status: 'queued', progress: 0 })
  }
  $queue.set(queue)
  $rejected.set(rejected)
  $uploadError.set(null)
}

/** Removes a queued file; during an upload this cancels it and keeps the other files queued. */
export function removeFile(id: number): void {
  if (isUploading()) cancelUpload()
  $queue.set($queue.get().filter((q) => q.id !== id))
}

/** True while the queue is being sent. */
export function isUploading(): boolean {
  return uploadAbort !== null
}

/** Cancels the running upload; nothing is lost, the files go back to the queue. */
export function cancelUpload(): void {
  uploadAbort?.abort()
  uploadAbort = null
  $queue.set($queue.get().map((q) => ({ ...q, status: 'queued' as const, progress: 0 })))
}

// The multipart body sends the files in order, so bytes sent map onto each file's share.
function spreadProgress(loaded: number, total: number): void {
  const queue = $queue.get()
  const sum = queue.reduce((n, q) => n + (q.status === 'uploading' ? q.file.size : 0), 0) || 1
  const scale = total > 0 ? sum / total : 1
  let left = loaded * scale
  $queue.set(
    queue.map((q) => {
      if (q.status !== 'uploading') return q
      const part = Math.min(Math.max(left, 0), q.file.size)
      left -= q.file.size
      return { ...q, progress: q.file.size ? part / q.file.size : 1 }
    }),
  )
}

/** The queued file the server named as the one it refused (`extraInfo.fileName`), if any. */
function refusedFile(error: unknown, sent: readonly QueuedFile[]): QueuedFile | undefined {
  if (!isApiError(error) || !isRecord(error.data) || !isRecord(error.data.extraInfo)) return undefined
  const name = error.data.extraInfo.fileName
  return sent.find((q) => q.file.name === name)
}

/** One try with the files not refused: sent, failed, or one file refused (then marked with the reason). */
async function sendOnce(): Promise<'sent' | 'failed' | 'refused'> {
  const sending = $queue.get().filter((q) => q.refused === undefined)
  if (sending.length === 0 || isUploading()) return 'failed'
  const ids = new Set(sending.map((q) => q.id))
  const controller = new AbortController()
  uploadAbort = controller
  $uploadError.set(null)
  $rejected.set([])
  const mark = (status: QueuedFile['status']) =>
    $queue.set($queue.get().map((q) => (ids.has(q.id) ? { ...q, status, progress: 0 } : q)))
  mark('uploading')
  const { recordId } = $conversation.get()
  try {
    const result = await uploadFiles(
      sending.map((q) => q.file),
      {
        ...(recordId !== null ? { chatRecordId: recordId } : {}),
        onProgress: spreadProgress,
        signal: controller.signal,
      },
    )
    $queue.set($queue.get().filter((q) => !ids.has(q.id)))
    void followUpload(result)
    return 'sent'
  } catch (error) {
    if (controller.signal.aborted) return 'failed'
    mark('queued')
    const message = error instanceof Error ? error.message : String(error)
    const refused = refusedFile(error, sending)
    if (!refused) {
      $uploadError.set(message)
      return 'failed'
    }
    $queue.set($queue.get().map((q) => (q.id === refused.id ? { ...q, refused: message } : q)))
    return 'refused'
  } finally {
    if (uploadAbort === controller) uploadAbort = null
  }
}

/**
 * Sends the queued files in one upload (the server pairs a model and a drawing by name), into the
 * open record when there is one, then follows the analysis. A file the server refuses by content
 * is marked with the reason and stays listed, and the others are sent without it: one bad file
 * does not hold back the good ones. Answers whether an upload went through; on any other failure
 * the files stay queued and $uploadError says why.
 */
export async function sendQueue(): Promise<boolean> {
  for (;;) {
    const outcome = await sendOnce()
    if (outcome !== 'refused') return outcome === 'sent'
  }
}

/** Empties the queue and its messages (a new conversation). */
export function clearQueue(): void {
  cancelUpload()
  $queue.set([])
  $rejected.set([])
  $uploadError.set(null)
}
