import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { pageOf, type PageWindow } from '../db/page.ts'
import { chatRecords, quotePartFiles, quoteParts, quoteTasks } from '../db/schema.ts'
import type { Paged } from '../lib/envelope.ts'
import { notFound } from '../lib/errors.ts'
import type { FileStorage } from '../lib/storage.ts'
import type { ChatRecord as ChatRecordRow } from '../../contract/chat-records.ts'
import { keepOrderFiles, ordersKeepingRecord } from './quote-orders/kept-files.ts'
import { removeUnreferencedFiles } from './stored-files.ts'

const owned = (userId: number, id: number) => and(eq(chatRecords.id, id), eq(chatRecords.userId, userId))

/** The caller's quote chat records, most recently updated first. */
export async function pageChatRecords(db: Db, userId: number, q: PageWindow): Promise<Paged<ChatRecordRow>> {
  const mine = eq(chatRecords.userId, userId)
  const rows = db
    .select({ id: chatRecords.id, name: chatRecords.name, updatedAt: chatRecords.updatedAt })
    .from(chatRecords)
    .where(mine)
    .orderBy(desc(chatRecords.updatedAt), desc(chatRecords.id))
    .$dynamic()
  return pageOf(rows, db.$count(chatRecords, mine), q, (r) => ({
    id: r.id,
    name: r.name,
    updateTime: r.updatedAt.toISOString(),
  }))
}

export async function createChatRecord(db: Db, userId: number, name: string): Promise<ChatRecordRow> {
  const [row] = await db.insert(chatRecords).values({ userId, name }).returning()
  return { id: row!.id, name: row!.name, updateTime: row!.updatedAt.toISOString() }
}

/** Renames the caller's record; another user's record is "not found", never "forbidden". */
export async function renameChatRecord(db: Db, userId: number, id: number, name: string): Promise<ChatRecordRow> {
  const [row] = await db.update(chatRecords).set({ name, updatedAt: new Date() }).where(owned(userId, id)).returning()
  if (!row) throw notFound()
  return { id: row.id, name: row.name, updateTime: row.updatedAt.toISOString() }
}

/**
 * Deletes the caller's record with its conversation, parts and quotes (the rows cascade), then the
 * parts' files: a customer's drawings do not outlive the record, except those a quote order made
 * from its parts still holds (the order keeps them). Analysis still running for it is stopped
 * first (`stopTask`), so no job writes into what is being removed.
 */
export async function deleteChatRecord(
  db: Db,
  storage: FileStorage,
  userId: number,
  id: number,
  stopTask: (taskId: string) => Promise<void>,
) {
  const [record] = await db.select({ id: chatRecords.id }).from(chatRecords).where(owned(userId, id))
  if (!record) throw notFound()
  const running = await db
    .select({ id: quoteTasks.id })
    .from(quoteTasks)
    .where(and(eq(quoteTasks.chatRecordId, id), inArray(quoteTasks.status, ['pending', 'running'])))
  for (const task of running) await stopTask(task.id)
  const files = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ partId: quoteParts.id, storedPath: quotePartFiles.storedPath })
      .from(quoteParts)
      .leftJoin(quotePartFiles, eq(quoteParts.id, quotePartFiles.partId))
      .where(eq(quoteParts.chatRecordId, id))
    await keepOrderFiles(tx, [...new Set(rows.map((r) => r.partId))])
    const deleted = await tx.delete(chatRecords).where(owned(userId, id)).returning({ id: chatRecords.id })
    if (deleted.length === 0) throw notFound()
    return rows.flatMap((r) => (r.storedPath ? [r.storedPath] : []))
  })
  await removeUnreferencedFiles(db, storage, files)
}

/** Numbers of the quote orders that keep parts and files of the caller's record when it is deleted. */
export async function keptByRecord(db: Db, userId: number, id: number): Promise<string[]> {
  const [record] = await db.select({ id: chatRecords.id }).from(chatRecords).where(owned(userId, id))
  if (!record) throw notFound()
  return ordersKeepingRecord(db, userId, id)
}
