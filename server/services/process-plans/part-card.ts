import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { autoProcessChatRecords as records, autoProcessFiles, quoteParts } from '../../db/schema.ts'
import type { PlannedOperation } from '../../engine/planning/index.ts'
import { conflict, forbidden } from '../../lib/errors.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { findPart, partFiles } from '../part-access.ts'
import { priceStored } from '../reprice.ts'
import { partPlan } from './part-plan.ts'
import { appendProcessMessages, insertRoute, type ProcessRecord, type RouteRow } from './store.ts'
import { plannedMessage } from './summary.ts'

// A quoted part's process card is a process record that prices the part: its first version is the
// route the part's quote was priced from, and every later version (an edit, a command, a re-plan)
// prices the part again from that route, so the quote and the card never disagree. The record is
// the caller's own (a process record has one owner); each pricing engineer gets their own card.
// Only a caller who may review quotes works on a part's card, their own parts included: how a
// part is made sets its price, and a customer does not set their own price.

type Part = typeof quoteParts.$inferSelect

/**
 * The caller's process card of a part they may see, made on first use from the part's files,
 * analysis and the route it is priced from.
 */
export async function openPartCard(db: Db, user: AuthUser, partId: number): Promise<{ recordId: number }> {
  if (!user.may.review) throw forbidden()
  const part = await findPart(db, user, partId, 'read')
  if (part.status !== 'done') throw conflict('part.notReady')
  const [existing] = await db
    .select({ id: records.id })
    .from(records)
    .where(and(eq(records.quotePartId, part.id), eq(records.userId, user.id)))
  if (existing) return { recordId: existing.id }
  const [plan, files] = await Promise.all([partPlan(db, part), partFiles(db, part.id)])
  return db.transaction(async (tx) => {
    const [record] = await tx
      .insert(records)
      .values({
        userId: user.id,
        name: part.name.slice(0, 100),
        status: 'done',
        inputs: plan.inputs,
        geometry: part.geometry,
        drawing: part.drawing,
        quotePartId: part.id,
      })
      .returning({ id: records.id })
    const recordId = record!.id
    // The same stored files: a file lives while anything refers to it, so neither side's deletion
    // takes the other's.
    if (files.length > 0) {
      await tx.insert(autoProcessFiles).values(
        files.map((f) => ({
          recordId,
          originalName: f.originalName,
          storedPath: f.storedPath,
          size: f.size,
          mimeType: f.mimeType,
          kind: f.kind,
          format: f.format,
        })),
      )
    }
    const route = await insertRoute(tx, recordId, {
      source: 'planner',
      context: plan.context,
      operations: plan.operations,
      by: { id: null, name: '' },
    })
    await appendProcessMessages(tx, recordId, [
      { role: 'user', textKey: 'process.chat.fromQuote', params: { name: part.name } },
      plannedMessage('process.chat.planned', route.version, plan.operations.length, plan.totals),
    ])
    return { recordId }
  })
}

/**
 * After a new version of a part's card: the part is priced again from that route, while the
 * card's owner may still review quotes and see the part (a part gone or not priced is left alone).
 */
export async function priceFromCard(db: Db, user: AuthUser, record: ProcessRecord, row: RouteRow) {
  if (record.quotePartId === null || !user.may.review) return
  let part: Part
  try {
    part = await findPart(db, user, record.quotePartId, 'read')
  } catch {
    return
  }
  if (part.status !== 'done') return
  const operations = row.operations as unknown as PlannedOperation[]
  const attributes = { ...part.attributes, route: operations }
  await priceStored(
    db,
    part,
    attributes,
    'kept',
    [
      {
        role: 'user',
        kind: 'reprice',
        textKey: 'chat.userRoute',
        params: { name: part.name, version: row.version },
        data: { partId: part.id },
      },
    ],
    'reprice',
  )
}

/** The part-pricing step after any new version of a record (nothing for a plain record). */
export async function followCard(db: Db, user: AuthUser, recordId: number, row: RouteRow) {
  const [record] = await db.select().from(records).where(eq(records.id, recordId))
  if (record) await priceFromCard(db, user, record, row)
}
