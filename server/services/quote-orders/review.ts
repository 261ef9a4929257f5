import { and, eq } from 'drizzle-orm'
import type { AdjustInput, ClearFlagsInput, RemarksInput } from '../../../contract/quote-order.ts'
import type { Db } from '../../db/client.ts'
import { quoteOrderLines } from '../../db/schema.ts'
import { AppError, foundOr404 } from '../../lib/errors.ts'
import { refuseWhilePending } from '../quote-approval/request.ts'
import type { OrderCall } from './access.ts'
import { orderLines } from './read.ts'
import { lineAmounts, orderTotals } from './totals.ts'
import { editOrder } from './write.ts'

const lineOf = (db: Db, orderId: number, lineId: number) =>
  foundOr404(
    db
      .select()
      .from(quoteOrderLines)
      .where(and(eq(quoteOrderLines.id, lineId), eq(quoteOrderLines.orderId, orderId))),
    'quoteOrder.lineNotFound',
  )

/**
 * A reviewer sets a line's unit price, with a reason the customer sees. The line's amounts follow
 * the engine's rule from the frozen VAT and minimum charge; setting the quoted price back removes
 * the adjustment (the timeline keeps both).
 */
export const adjustLine = (call: OrderCall, id: number, lineId: number, input: AdjustInput) =>
  editOrder(call, id, 'adjust', input.version, async ({ order, actor, now }) => {
    refuseWhilePending(order)
    const line = await lineOf(call.db, order.id, lineId)
    const amounts = lineAmounts(input.unitPrice, line.quantity, line.quote.adjustments)
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
    return {
      reason: input.reason,
      detail: {
        lineId: line.id,
        partName: line.partName,
        unitPrice: amounts.unitPrice,
        previousUnitPrice: line.unitPrice,
        originalUnitPrice: line.quotedUnitPrice,
      },
      write: async (tx) => {
        await tx
          .update(quoteOrderLines)
          .set({ ...amounts, adjustment })
          .where(eq(quoteOrderLines.id, line.id))
        const totals = orderTotals(await orderLines(tx, order.id))
        return { total: totals.total, totalWithTax: totals.totalWithTax }
      },
    }
  })

/** A reviewer marks review flags of a line as handled (all of them when no codes are named). */
export const clearFlags = (call: OrderCall, id: number, lineId: number, input: ClearFlagsInput) =>
  editOrder(call, id, 'clearFlags', input.version, async ({ order, actor, now }) => {
    refuseWhilePending(order)
    const line = await lineOf(call.db, order.id, lineId)
    const codes = input.codes ?? line.flags.map((f) => f.code)
    const unknown = codes.find((c) => !line.flags.some((f) => f.code === c))
    if (unknown) throw new AppError(400, 'quoteOrder.flagNotOnLine', { code: unknown })
    const flags = line.flags.map((f) =>
      codes.includes(f.code) && !f.cleared
        ? { ...f, cleared: true, clearedBy: actor, clearedAt: now.toISOString() }
        : f,
    )
    return {
      reason: input.reason,
      detail: { lineId: line.id, partName: line.partName, codes },
      write: async (tx) => {
        await tx.update(quoteOrderLines).set({ flags }).where(eq(quoteOrderLines.id, line.id))
        return {}
      },
    }
  })

/** The owner edits the remarks of a draft. */
export const editRemarks = (call: OrderCall, id: number, input: RemarksInput) =>
  editOrder(call, id, 'remarks', input.version, () => ({ write: async () => ({ remarks: input.remarks }) }))
