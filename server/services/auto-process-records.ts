import { and, count, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { autoProcessChatRecords as records, autoProcessFiles as files } from '../db/schema.ts'
import { paged, type Paged } from '../lib/envelope.ts'
import { notFound } from '../lib/errors.ts'
import type { FileStorage, StoredUpload } from '../lib/storage.ts'
import { removeStoredFiles } from './stored-files.ts'

export interface AutoProcessRecordRow {
  id: number
  name: string
  updateTime: string
  dispatchId: string | null
}

type RecordEntity = typeof records.$inferSelect

const toRow = (r: RecordEntity): AutoProcessRecordRow => ({
  id: r.id,
  name: r.name,
  updateTime: r.updatedAt.toISOString(),
  dispatchId: r.dispatchId,
})

const owned = (userId: number, id: number) => and(eq(records.id, id), eq(records.userId, userId))

export async function pageAutoProcessRecords(
  db: Db,
  userId: number,
  pageIndex: number,
  pageSize: number,
): Promise<Paged<AutoProcessRecordRow>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(records)
      .where(eq(records.userId, userId))
      .orderBy(desc(records.updatedAt), desc(records.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    db.select({ n: count() }).from(records).where(eq(records.userId, userId)),
  ])
  return paged(rows.map(toRow), pageIndex, pageSize, total?.n ?? 0)
}

/** Creates the record and its file rows together; the files are already on disk. */
export async function createAutoProcessRecord(db: Db, userId: number, name: string, uploads: StoredUpload[]) {
  return db.transaction(async (tx) => {
    const [record] = await tx.insert(records).values({ userId, name }).returning()
    const fileRows =
      uploads.length > 0
        ? await tx
            .insert(files)
            .values(uploads.map((u) => ({ ...u, recordId: record!.id })))
            .returning()
        : []
    return {
      ...toRow(record!),
      files: fileRows.map((f) => ({ id: f.id, name: f.originalName, size: f.size, mimeType: f.mimeType })),
    }
  })
}

export async function updateAutoProcessRecord(
  db: Db,
  userId: number,
  id: number,
  changes: { name?: string; dispatchId?: string },
): Promise<AutoProcessRecordRow> {
  const [row] = await db
    .update(records)
    .set({ ...changes, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning()
  if (!row) throw notFound()
  return toRow(row)
}

/** Deletes the caller's record, then its files (a leftover file is harmless; a dangling row is not). */
export async function deleteAutoProcessRecord(db: Db, storage: FileStorage, userId: number, id: number) {
  const stored = await db
    .select({ storedPath: files.storedPath })
    .from(files)
    .innerJoin(records, eq(records.id, files.recordId))
    .where(owned(userId, id))
  const deleted = await db.delete(records).where(owned(userId, id)).returning({ id: records.id })
  if (deleted.length === 0) throw notFound()
  await removeStoredFiles(
    storage,
    stored.map((f) => f.storedPath),
  )
}
