import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { pageOf, type PageWindow } from '../db/page.ts'
import {
  autoProcessChatRecords as records,
  autoProcessFiles as files,
  processMessages,
  processRoutes,
} from '../db/schema.ts'
import type { Paged } from '../lib/envelope.ts'
import { notFound } from '../lib/errors.ts'
import type { FileStorage } from '../lib/storage.ts'
import { removeUnreferencedFiles } from './stored-files.ts'

export interface AutoProcessRecordRow {
  id: number
  name: string
  updateTime: string
  dispatchId: string | null
}

type RecordEntity = typeof records.$inferSelect

export const toRecordRow = (r: RecordEntity): AutoProcessRecordRow => ({
  id: r.id,
  name: r.name,
  updateTime: r.updatedAt.toISOString(),
  dispatchId: r.dispatchId,
})

const owned = (userId: number, id: number) => and(eq(records.id, id), eq(records.userId, userId))

/** The caller's process chat records, most recently updated first. */
export async function pageAutoProcessRecords(
  db: Db,
  userId: number,
  q: PageWindow,
): Promise<Paged<AutoProcessRecordRow>> {
  const mine = eq(records.userId, userId)
  const rows = db.select().from(records).where(mine).orderBy(desc(records.updatedAt), desc(records.id)).$dynamic()
  return pageOf(rows, db.$count(records, mine), q, toRecordRow)
}

export async function updateAutoProcessRecord(
  db: Db,
  userId: number,
  id: number,
  changes: { name: string },
): Promise<AutoProcessRecordRow> {
  const [row] = await db
    .update(records)
    .set({ ...changes, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning()
  if (!row) throw notFound()
  return toRecordRow(row)
}

/**
 * Deletes the caller's record with its routes, messages and file rows in one transaction, then its
 * files that nothing else refers to (a leftover file is harmless; a dangling row is not).
 */
export async function deleteAutoProcessRecord(db: Db, storage: FileStorage, userId: number, id: number) {
  const stored = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ storedPath: files.storedPath })
      .from(files)
      .innerJoin(records, eq(records.id, files.recordId))
      .where(owned(userId, id))
    const deleted = await tx.delete(records).where(owned(userId, id)).returning({ id: records.id })
    if (deleted.length === 0) throw notFound()
    await tx.delete(processRoutes).where(eq(processRoutes.recordId, id))
    await tx.delete(processMessages).where(eq(processMessages.recordId, id))
    return rows
  })
  await removeUnreferencedFiles(
    db,
    storage,
    stored.map((f) => f.storedPath),
  )
}
