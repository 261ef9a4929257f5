import { autoProcessChatRecords as records, autoProcessFiles as files } from '../../db/schema.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import type { ProcessCreateFields } from '../../../contract/process-plan.ts'
import type { CheckedUpload } from '../part-uploads.ts'
import type { UploadReservation } from '../upload-quota.ts'
import { toRecordRow } from '../auto-process-records.ts'
import { appendProcessMessages } from './store.ts'

/**
 * A process record plans one part: its model, its drawing, or both. More of either would leave the
 * planner guessing which file is the part, so the upload is refused as a whole.
 */
export function checkOnePart(uploads: CheckedUpload[]) {
  const models = uploads.filter((u) => u.kind === '3d').length
  const drawings = uploads.filter((u) => u.kind === '2d').length
  if (models > 1) throw new AppError(400, 'process.oneModel', { count: models })
  if (drawings > 1) throw new AppError(400, 'process.oneDrawing', { count: drawings })
}

const stem = (name: string) => name.replace(/\.[^.]*$/, '')

/**
 * Creates the pending record, its typed file rows and the upload message together; the planning
 * job then takes the record from `pending`. The files are already on disk and checked; `reserve`
 * (the caller's quota) runs first in the transaction and may refuse it.
 */
export async function createProcessRecord(
  db: Db,
  userId: number,
  fields: ProcessCreateFields,
  uploads: CheckedUpload[],
  reserve?: UploadReservation,
) {
  const { name, ...inputs } = fields
  const part = uploads.find((u) => u.kind === '3d') ?? uploads[0]!
  return db.transaction(async (tx) => {
    await reserve?.(tx, 1)
    const [record] = await tx
      .insert(records)
      .values({ userId, name: (name || stem(part.originalName)).slice(0, 100), status: 'pending', inputs })
      .returning()
    const rows = await tx
      .insert(files)
      .values(
        uploads.map((u) => ({
          recordId: record!.id,
          originalName: u.originalName,
          storedPath: u.storedPath,
          size: u.size,
          mimeType: u.mimeType,
          kind: u.kind,
          format: u.format,
        })),
      )
      .returning()
    await appendProcessMessages(tx, record!.id, [
      {
        role: 'user',
        textKey: 'process.chat.upload',
        params: { count: rows.length, files: rows.map((f) => f.originalName).join(', ') },
      },
    ])
    return {
      ...toRecordRow(record!),
      status: record!.status,
      files: rows.map((f) => ({
        id: f.id,
        name: f.originalName,
        size: f.size,
        mimeType: f.mimeType,
        kind: f.kind!,
        format: f.format!,
      })),
    }
  })
}
