import { atom } from 'nanostores'
import { uploadFiles } from '../api/upload-files.ts'
import { kindOfName, type FileKind } from '../../../lib/file-format.ts'
import { fileProblem, type FileProblem } from '../../../lib/upload/upload-rules.ts'
import { $conversation, followUpload } from './conversation.ts'

/** A file waiting to be sent, or being sent (progress 0…1). */
export interface QueuedFile {
  id: number
  file: File
  kind: FileKind
  status: 'queued' | 'uploading'
  progress: number
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
  const queue = [...$queue.get()]
  const rejected: RejectedFile[] = []
  for (const file of files) {
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
  const sum = queue.reduce((n, q) => n + q.file.size, 0) || 1
  const scale = total > 0 ? sum / total : 1
  let left = loaded * scale
  $queue.set(
    queue.map((q) => {
      const part = Math.min(Math.max(left, 0), q.file.size)
      left -= q.file.size
      return { ...q, progress: q.file.size ? part / q.file.size : 1 }
    }),
  )
}

/**
 * Sends every queued file in one upload (the server pairs a model and a drawing by name), into the
 * open record when there is one, then follows the analysis. Answers whether the upload worked; on
 * failure the files stay queued and $uploadError says why.
 */
export async function sendQueue(): Promise<boolean> {
  const queue = $queue.get()
  if (queue.length === 0 || isUploading()) return false
  const controller = new AbortController()
  uploadAbort = controller
  $uploadError.set(null)
  $rejected.set([])
  $queue.set(queue.map((q) => ({ ...q, status: 'uploading' as const, progress: 0 })))
  const { recordId } = $conversation.get()
  try {
    const result = await uploadFiles(
      queue.map((q) => q.file),
      {
        ...(recordId !== null ? { chatRecordId: recordId } : {}),
        onProgress: spreadProgress,
        signal: controller.signal,
      },
    )
    $queue.set([])
    void followUpload(result)
    return true
  } catch (error) {
    if (!controller.signal.aborted) {
      $uploadError.set(error instanceof Error ? error.message : String(error))
      $queue.set($queue.get().map((q) => ({ ...q, status: 'queued' as const, progress: 0 })))
    }
    return false
  } finally {
    if (uploadAbort === controller) uploadAbort = null
  }
}

/** Empties the queue and its messages (a new conversation). */
export function clearQueue(): void {
  cancelUpload()
  $queue.set([])
  $rejected.set([])
  $uploadError.set(null)
}
