import { and, count, desc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { chatRecords } from '../db/schema.ts'
import { paged, type Paged } from '../lib/envelope.ts'
import { notFound } from '../lib/errors.ts'

export interface ChatRecordRow {
  id: number
  name: string
  updateTime: string
}

const owned = (userId: number, id: number) => and(eq(chatRecords.id, id), eq(chatRecords.userId, userId))

/** The caller's quote chat records, most recently updated first. */
export async function pageChatRecords(
  db: Db,
  userId: number,
  pageIndex: number,
  pageSize: number,
): Promise<Paged<ChatRecordRow>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: chatRecords.id, name: chatRecords.name, updatedAt: chatRecords.updatedAt })
      .from(chatRecords)
      .where(eq(chatRecords.userId, userId))
      .orderBy(desc(chatRecords.updatedAt), desc(chatRecords.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    db.select({ n: count() }).from(chatRecords).where(eq(chatRecords.userId, userId)),
  ])
  const mapped = rows.map((r) => ({ id: r.id, name: r.name, updateTime: r.updatedAt.toISOString() }))
  return paged(mapped, pageIndex, pageSize, total?.n ?? 0)
}

export async function createChatRecord(db: Db, userId: number, name: string): Promise<ChatRecordRow> {
  const [row] = await db.insert(chatRecords).values({ userId, name }).returning()
  return { id: row!.id, name: row!.name, updateTime: row!.updatedAt.toISOString() }
}

/** Renames the caller's record; another user's record is "not found", never "forbidden". */
export async function renameChatRecord(db: Db, userId: number, id: number, name: string): Promise<ChatRecordRow> {
  const [row] = await db
    .update(chatRecords)
    .set({ name, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning()
  if (!row) throw notFound()
  return { id: row.id, name: row.name, updateTime: row.updatedAt.toISOString() }
}

export async function deleteChatRecord(db: Db, userId: number, id: number) {
  const deleted = await db.delete(chatRecords).where(owned(userId, id)).returning({ id: chatRecords.id })
  if (deleted.length === 0) throw notFound()
}
