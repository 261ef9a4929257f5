import { and, eq } from 'drizzle-orm'
import type { AdjustInput, ClearFlagsInput, RemarksInput } from '../../../contract/quote-order.ts'
import type { Db } from '../../db/client.ts'
import { quoteOrderLines } from '../../db/schema.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import type { Locale } from '../../lib/i18n.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { findOrder } from './access.ts'
import { checkEdit, commitChange } from './guard.ts'
import { actorOf } from './people.ts'
import { orderLines } from './read.ts'
import { lineAmounts, orderTotals } from './totals.ts'

async function lineOf(db: Db, orderId: number, lineId: number) {
  const [line] = await db
    .select()
    .from(quoteOrderLines)
    .where(and(eq(quoteOrderLines.id, lineId), eq(quoteOrderLines.orderId, orderId)))
  if (!line) throw notFound('quoteOrder.lineNotFound')
  return line
}

/**
 * A reviewer sets a line's unit price, with a reason the customer sees. The line's amounts follow
 * the engine's rule from the frozen VAT and minimum charge; setting the quoted price back removes
 * the adjustment (the timeline keeps both).
 */
export async function adjustLine(
  db: Db,
  user: AuthUser,
  id: number,
  lineId: number,
  input: AdjustInput,
  locale: Locale,
  now = new Date(),
) {
  const { order, actors } = await findOrder(db, user, id)
  const status = checkEdit(order, actors, 'adjust', input.version, now, locale)
  const line = await lineOf(db, order.id, lineId)
  const amounts = lineAmounts(input.unitPrice, line.quantity, line.quote.adjustments)
  const actor = await actorOf(db, user)
  const adjustment =
    amounts.unitPrice === line.quotedUnitPrice
      ? null
      : {
          unitPrice: amounts.unitPrice,
          originalUnitPrice: line.quotedUnitPrice,
          reason: input.reason,
          by: actor,
          at: now.toISOString(),
        }
  await db.transaction(async (tx) => {
    await tx
      .update(quoteOrderLines)
      .set({ ...amounts, adjustment })
      .where(eq(quoteOrderLines.id, line.id))
    const totals = orderTotals(await orderLines(tx, order.id))
    await commitChange(
      tx,
      order,
      input.version,
      { total: totals.total, totalWithTax: totals.totalWithTax },
      {
        action: 'adjust',
        from: status,
        to: status,
        actor,
        reason: input.reason,
        detail: {
          lineId: line.id,
          partName: line.partName,
          unitPrice: amounts.unitPrice,
          previousUnitPrice: line.unitPrice,
          originalUnitPrice: line.quotedUnitPrice,
        },
      },
      now,
    )
  })
}

/** A reviewer marks review flags of a line as handled (all of them when no codes are named). */
export async function clearFlags(
  db: Db,
  user: AuthUser,
  id: number,
  lineId: number,
  input: ClearFlagsInput,
  locale: Locale,
  now = new Date(),
) {
  const { order, actors } = await findOrder(db, user, id)
  const status = checkEdit(order, actors, 'clearFlags', input.version, now, locale)
  const line = await lineOf(db, order.id, lineId)
  const codes = input.codes ?? line.flags.map((f) => f.code)
  const unknown = codes.find((c) => !line.flags.some((f) => f.code === c))
  if (unknown) throw new AppError(400, 'quoteOrder.flagNotOnLine', { code: unknown })
  const actor = await actorOf(db, user)
  const flags = line.flags.map((f) =>
    codes.includes(f.code) && !f.cleared ? { ...f, cleared: true, clearedBy: actor, clearedAt: now.toISOString() } : f,
  )
  await db.transaction(async (tx) => {
    await tx.update(quoteOrderLines).set({ flags }).where(eq(quoteOrderLines.id, line.id))
    await commitChange(
      tx,
      order,
      input.version,
      {},
      {
        action: 'clearFlags',
        from: status,
        to: status,
        actor,
        reason: input.reason,
        detail: { lineId: line.id, partName: line.partName, codes },
      },
      now,
    )
  })
}

/** The owner edits the remarks of a draft. */
export async function editRemarks(
  db: Db,
  user: AuthUser,
  id: number,
  input: RemarksInput,
  locale: Locale,
  now = new Date(),
) {
  const { order, actors } = await findOrder(db, user, id)
  const status = checkEdit(order, actors, 'remarks', input.version, now, locale)
  const actor = await actorOf(db, user)
  await db.transaction((tx) =>
    commitChange(
      tx,
      order,
      input.version,
      { remarks: input.remarks },
      { action: 'remarks', from: status, to: status, actor },
      now,
    ),
  )
}
