import { randomBytes } from 'node:crypto'
import { open, readFile } from 'node:fs/promises'
import type { Db } from '../db/client.ts'
import { chatRecords, quotePartFiles, quoteParts, quoteTasks } from '../db/schema.ts'
import { detectFileType, pairFilesByStem, type FileFormat, type FileKind } from '../engine/index.ts'
import { AppError } from '../lib/errors.ts'
import type { MessageKey } from '../lib/messages.ts'
import type { FileStorage, StoredUpload } from '../lib/storage.ts'
import { appendMessages, ownedRecord } from './chat-messages.ts'
import type { UploadReservation } from './upload-quota.ts'
import type { UploadAnswer } from '../../contract/quote.ts'

export interface CheckedUpload extends StoredUpload {
  format: FileFormat
  kind: FileKind
}

// Sniffing needs the head and tail only; reading whole 100 MB uploads into memory would not scale.
const SNIFF_BYTES = 64 * 1024

async function sniffBytes(path: string, size: number): Promise<Uint8Array> {
  const handle = await open(path, 'r')
  try {
    if (size <= 2 * SNIFF_BYTES) {
      const all = Buffer.alloc(size)
      await handle.read(all, 0, size, 0)
      return all
    }
    const head = Buffer.alloc(SNIFF_BYTES)
    const tail = Buffer.alloc(SNIFF_BYTES)
    await handle.read(head, 0, SNIFF_BYTES, 0)
    await handle.read(tail, 0, SNIFF_BYTES, size - SNIFF_BYTES)
    return Buffer.concat([head, tail])
  } finally {
    await handle.close()
  }
}

/**
 * Checks every stored upload by content and returns them typed. The first bad file fails the whole
 * upload with a message naming it, and `extraInfo.fileName` (the caller then discards the stored files).
 */
export async function checkUploads(storage: FileStorage, uploads: StoredUpload[]): Promise<CheckedUpload[]> {
  if (uploads.length === 0) throw new AppError(400, 'upload.noFiles')
  const checked: CheckedUpload[] = []
  for (const upload of uploads) {
    const bytes = await sniffBytes(storage.absolute(upload.storedPath), upload.size)
    let found = detectFileType(bytes, upload.originalName)
    // The head+tail sample can defeat checks that need the whole file (binary STL length, glTF JSON).
    if (!found.ok && upload.size > 2 * SNIFF_BYTES && found.reason !== 'empty') {
      found = detectFileType(new Uint8Array(await readFile(storage.absolute(upload.storedPath))), upload.originalName)
    }
    const name = upload.originalName
    // The envelope names the file too, so the client can mark it and send the others.
    const bad = (key: MessageKey, format?: string) =>
      new AppError(400, key, format === undefined ? { name } : { name, format }, undefined, { fileName: name })
    if (!found.ok) {
      if (found.reason === 'empty') throw bad('upload.empty')
      if (found.reason === 'truncated') throw bad('upload.truncated', (found.format ?? '').toUpperCase())
      throw bad('upload.unknown')
    }
    if (!found.extensionMatches) throw bad('upload.mismatch', found.format.toUpperCase())
    checked.push({ ...upload, format: found.format, kind: found.kind, mimeType: found.mimeType })
  }
  return checked
}

/**
 * Creates (or reuses) the chat record, the task, its parts paired by file stem, their file rows and
 * the conversation messages in one transaction: either all of it exists or none of it. `reserve`
 * (the caller's quota) runs first in that transaction and may refuse it.
 */
export async function createUploadTask(
  db: Db,
  userId: number,
  input: {
    chatRecordId?: number | undefined
    recordName?: string | undefined
    configId?: number | undefined
    attributes: Record<string, unknown>
  },
  files: CheckedUpload[],
  reserve?: UploadReservation,
): Promise<UploadAnswer> {
  if (input.chatRecordId !== undefined) await ownedRecord(db, userId, input.chatRecordId)
  const { parts: paired, unmatched } = pairFilesByStem(files.map((f) => f.originalName))
  if (unmatched.length > 0) throw new AppError(400, 'upload.unsupported', { name: unmatched[0]! })
  const taskId = randomBytes(12).toString('hex')
  return db.transaction(async (tx) => {
    await reserve?.(tx, paired.length)
    let chatRecordId = input.chatRecordId
    if (chatRecordId === undefined) {
      const [record] = await tx
        .insert(chatRecords)
        .values({ userId, name: (input.recordName || paired[0]!.name).slice(0, 100) })
        .returning()
      chatRecordId = record!.id
    }
    await tx.insert(quoteTasks).values({ id: taskId, userId, chatRecordId })
    const remaining = [...files]
    const parts: UploadAnswer['parts'] = []
    for (const pair of paired) {
      const [part] = await tx
        .insert(quoteParts)
        .values({
          taskId,
          userId,
          chatRecordId,
          name: pair.name.slice(0, 255),
          attributes: input.attributes,
          configId: input.configId ?? null,
        })
        .returning()
      // Names may repeat (two uploads of a.step): take each stored file once, in upload order.
      const mine = [...pair.models, ...pair.drawings].map(
        (n) =>
          remaining.splice(
            remaining.findIndex((f) => f.originalName === n),
            1,
          )[0]!,
      )
      const primaries = new Set([pair.primaryModel, pair.primaryDrawing])
      const rows = await tx
        .insert(quotePartFiles)
        .values(
          mine.map((f) => ({
            partId: part!.id,
            kind: f.kind,
            format: f.format,
            originalName: f.originalName,
            storedPath: f.storedPath,
            size: f.size,
            mimeType: f.mimeType,
            primary: primaries.delete(f.originalName),
          })),
        )
        .returning()
      parts.push({
        partId: part!.id,
        name: part!.name,
        files: rows.map((r) => ({ fileId: r.id, name: r.originalName, kind: r.kind, format: r.format, size: r.size })),
      })
    }
    await appendMessages(tx, chatRecordId, [
      {
        role: 'user',
        kind: 'upload',
        textKey: 'chat.userUpload',
        params: { count: files.length, files: files.map((f) => f.originalName).join(', ') },
        data: { taskId },
      },
      {
        role: 'assistant',
        kind: 'upload',
        textKey: 'chat.assistantUploaded',
        params: { count: parts.length, names: parts.map((p) => p.name).join(', ') },
        data: { taskId, partIds: parts.map((p) => p.partId) },
      },
    ])
    return { chatRecordId, taskId, parts }
  })
}
