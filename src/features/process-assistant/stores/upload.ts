import { atom, map } from 'nanostores'
import { processCreateFields } from '../../../../contract/process-plan.ts'
import { kindOfName, type FileKind } from '../../../../contract/file-format.ts'
import { fileProblem, type FileProblem } from '../../../lib/upload/upload-rules.ts'
import { createRecord, type PlanInput } from '../api/create-record.ts'
import { notifyProcess } from './events.ts'
import { openRecord } from './record.ts'

/** The part's files: one 3D model and one 2D drawing; a second pick of a kind replaces the first. */
export type PartFiles = Record<FileKind, File | null>

/** A file refused before sending, with the reason (an i18n key under aiQuote.upload). */
export interface RejectedFile {
  name: string
  problem: FileProblem
}

export const $partFiles = map<PartFiles>({ '3d': null, '2d': null })
export const $rejected = atom<RejectedFile[]>([])
/** The form's fields; quantity as typed, checked on send. */
export const $planInput = map<PlanInput>({
  name: '',
  quantity: '1',
  material: '',
  heatTreatment: '',
  surfaceTreatment: '',
})
/** Upload progress 0…1 while sending; null otherwise. */
export const $uploadProgress = atom<number | null>(null)
/** Why the last upload failed (the server's words); the files stay picked. */
export const $uploadError = atom<string | null>(null)

let uploadAbort: AbortController | null = null

/** Checks picked or dropped files with the AI quote's rules and puts each in its kind's place. */
export function addPartFiles(files: Iterable<File>): void {
  const rejected: RejectedFile[] = []
  for (const file of files) {
    const kind = kindOfName(file.name)
    const others = Object.values($partFiles.get()).filter((f): f is File => f !== null && kindOfName(f.name) !== kind)
    const problem = fileProblem(
      file,
      others.map((f) => f.name),
    )
    if (problem || !kind) rejected.push({ name: file.name, problem: problem ?? 'wrongType' })
    else $partFiles.setKey(kind, file)
  }
  $rejected.set(rejected)
  $uploadError.set(null)
}

/** Takes a picked file out (cancelling a running upload first). */
export function removePartFile(kind: FileKind): void {
  cancelUpload()
  $partFiles.setKey(kind, null)
}

/** The typed quantity as the contract reads it (whole pieces within the plan's limit), or null. */
export function quantityOf(text: string): number | null {
  if (text.trim() === '') return null
  const parsed = processCreateFields.shape.quantity.safeParse(text.trim())
  return parsed.success ? (parsed.data ?? null) : null
}

/** Cancels a running upload; the files stay picked. */
export function cancelUpload(): void {
  uploadAbort?.abort()
  uploadAbort = null
  $uploadProgress.set(null)
}

/**
 * Sends the part: creates the record with its files and fields, tells the host, then opens the
 * record and follows the analysis to the first route. Answers whether the upload worked.
 */
export async function sendPart(): Promise<boolean> {
  const files = Object.values($partFiles.get()).filter((f): f is File => f !== null)
  const { quantity, ...rest } = $planInput.get()
  const pieces = quantityOf(quantity)
  if (files.length === 0 || pieces === null || uploadAbort) return false
  const controller = new AbortController()
  uploadAbort = controller
  $uploadError.set(null)
  $uploadProgress.set(0)
  try {
    // A blank name is left to the server, which names the record after the part's file.
    const record = await createRecord({ ...rest, quantity: String(pieces) }, files, {
      onProgress: (loaded, total) => $uploadProgress.set(total > 0 ? loaded / total : 0),
      signal: controller.signal,
    })
    clearPart()
    notifyProcess('recordCreated', { ...record, dispatchId: record.dispatchId ?? null })
    void openRecord(record.id, true)
    return true
  } catch (error) {
    if (!controller.signal.aborted) $uploadError.set(error instanceof Error ? error.message : String(error))
    return false
  } finally {
    if (uploadAbort === controller) uploadAbort = null
    $uploadProgress.set(null)
  }
}

/** Empties the form (after a send, or a new part). */
export function clearPart(): void {
  cancelUpload()
  $partFiles.set({ '3d': null, '2d': null })
  $rejected.set([])
  $uploadError.set(null)
  $planInput.set({ name: '', quantity: '1', material: '', heatTreatment: '', surfaceTreatment: '' })
}
