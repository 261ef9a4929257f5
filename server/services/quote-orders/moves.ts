import { QUOTE_ORDER_MOVES } from '../../../contract/quote-order-states.ts'
import type { MoveInput } from '../../../contract/quote-order.ts'
import { AppError } from '../../lib/errors.ts'
import { approvalRequest, refuseWhilePending } from '../quote-approval/request.ts'
import { bookOrder } from '../lead-time/book.ts'
import type { OrderCall } from './access.ts'
import { checkWrite } from './guard.ts'
import { orderLines, pendingFlags } from './read.ts'
import { validUntilFrom } from './totals.ts'
import { writeOrder } from './write.ts'

/**
 * One move of the life cycle (submit, quote, accept, reject, order, cancel) as the move table
 * allows it. Quoting needs every review flag cleared and restarts the validity period, because
 * the reviewed prices are issued now; when an approval rule matches, the quote is sent to the
 * approvers instead (quote-approval/decide.ts issues it after the last step). Accepting reserves
 * the shop's capacity for the lines (a line that now ships later than quoted is named on the
 * timeline); ordering keeps what was reserved.
 */
export function moveOrder(call: OrderCall, id: number, input: MoveInput): Promise<void> {
  const move = QUOTE_ORDER_MOVES[input.action]
  return writeOrder(
    call,
    id,
    input.action,
    input.version,
    (order, actors, now) =>
      checkWrite(order, actors, move.by, input.action, input.version, move.from, now, call.locale),
    async ({ order, now }) => {
      let validUntil: Date | undefined
      if (input.action === 'quote') {
        refuseWhilePending(order)
        const lines = await orderLines(call.db, order.id)
        const pending = pendingFlags(lines)
        if (pending > 0) throw new AppError(409, 'quoteOrder.flagsPending', { count: pending })
        const sent = await approvalRequest(call.db, order, lines)
        if (sent) return { ...sent, reason: input.reason }
        validUntil = validUntilFrom(now, Math.min(...lines.map((l) => l.quote.validityDays)))
      }
      const book = input.action === 'accept' ? await bookOrder(call.db, await orderLines(call.db, order.id), now) : null
      // Filled by the booking inside the transaction, before the timeline entry is written.
      const detail: Record<string, unknown> = {}
      return {
        to: move.to,
        reason: input.reason,
        detail,
        write: async (tx) => {
          const late = book ? await book(tx) : []
          if (late.length > 0) detail.lateLines = late
          // A quote no rule holds back ends a round the approvers had sent back.
          const approval = input.action === 'quote' && order.approval ? { approval: null } : {}
          return { status: move.to, ...(validUntil ? { validUntil } : {}), ...approval }
        },
      }
    },
  )
}
