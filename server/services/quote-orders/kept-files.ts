import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { quoteOrderLines, quoteOrders, quotePartFiles, quoteParts } from '../../db/schema.ts'
import { isAppError } from '../../lib/errors.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { findFile } from '../part-access.ts'
import { mayRead } from './access.ts'

// An order outlives the chat record its parts came from: the record's deletion takes the parts,
// and the order's lines keep their files (see file-references.ts for who removes what).

type Tx = Pick<Db, 'select' | 'update'>

/** Numbers of the orders whose lines hold parts of the caller's chat record, oldest first. */
export async function ordersKeepingRecord(db: Pick<Db, 'selectDistinct'>, userId: number, chatRecordId: number) {
  const rows = await db
    .selectDistinct({ number: quoteOrders.number, id: quoteOrders.id })
    .from(quoteOrderLines)
    .innerJoin(quoteOrders, eq(quoteOrders.id, quoteOrderLines.orderId))
    .innerJoin(quoteParts, eq(quoteParts.id, quoteOrderLines.partId))
    .where(and(eq(quoteParts.chatRecordId, chatRecordId), eq(quoteParts.userId, userId)))
    .orderBy(asc(quoteOrders.id))
  return rows.map((r) => r.number)
}

/**
 * Before parts are deleted: every order line made from them records where each of its files is
 * stored, so the files stay referenced and downloadable once the part rows are gone.
 */
export async function keepOrderFiles(tx: Tx, partIds: readonly number[]) {
  if (partIds.length === 0) return
  const lines = await tx
    .select({ id: quoteOrderLines.id, files: quoteOrderLines.files })
    .from(quoteOrderLines)
    .where(inArray(quoteOrderLines.partId, [...partIds]))
  if (lines.length === 0) return
  const stored = await tx
    .select({ id: quotePartFiles.id, storedPath: quotePartFiles.storedPath, mimeType: quotePartFiles.mimeType })
    .from(quotePartFiles)
    .where(inArray(quotePartFiles.partId, [...partIds]))
  const byId = new Map(stored.map((f) => [f.id, f]))
  for (const line of lines) {
    const files = line.files.map((f) => {
      const row = byId.get(f.fileId)
      return row ? { ...f, storedPath: row.storedPath, mimeType: row.mimeType } : f
    })
    await tx.update(quoteOrderLines).set({ files }).where(eq(quoteOrderLines.id, line.id))
  }
}

/**
 * A file an order line kept, for whoever may read that order (its owner, or staff who may see
 * every customer's); undefined when no such order is visible to the caller.
 */
async function findKeptFile(db: Pick<Db, 'select'>, user: AuthUser, fileId: number) {
  const rows = await db
    .select({ files: quoteOrderLines.files, ownerId: quoteOrders.userId })
    .from(quoteOrderLines)
    .innerJoin(quoteOrders, eq(quoteOrders.id, quoteOrderLines.orderId))
    .where(sql`${quoteOrderLines.files} @> ${JSON.stringify([{ fileId }])}::jsonb`)
  for (const row of rows) {
    if (!mayRead(user, row.ownerId)) continue
    const file = row.files.find((f) => f.fileId === fileId)
    if (file?.storedPath)
      return {
        originalName: file.name,
        storedPath: file.storedPath,
        mimeType: file.mimeType ?? 'application/octet-stream',
      }
  }
  return undefined
}

/** A stored upload to send: the part's file, or else the copy an order kept of it (404 when neither). */
export async function downloadableFile(db: Db, user: AuthUser, fileId: number) {
  try {
    return await findFile(db, user, fileId)
  } catch (error) {
    if (!isAppError(error) || error.statusCode !== 404) throw error
    const kept = await findKeptFile(db, user, fileId)
    if (!kept) throw error
    return kept
  }
}
