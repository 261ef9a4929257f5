import { QUOTE_ORDER_MOVES } from '../../../contract/quote-order-states.ts'
import type { MoveInput } from '../../../contract/quote-order.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import type { Locale } from '../../lib/i18n.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { findOrder } from './access.ts'
import { checkWrite, commitChange } from './guard.ts'
import { actorOf } from './people.ts'
import { orderLines, pendingFlags } from './read.ts'
import { validUntilFrom } from './totals.ts'

/**
 * One move of the life cycle (submit, quote, accept, reject, order, cancel) as the move table
 * allows it. Quoting needs every review flag cleared and restarts the validity period, because
 * the reviewed prices are issued now.
 */
export async function moveOrder(
  db: Db,
  user: AuthUser,
  id: number,
  input: MoveInput,
  locale: Locale,
  now = new Date(),
): Promise<void> {
  const { order, actors } = await findOrder(db, user, id)
  const move = QUOTE_ORDER_MOVES[input.action]
  const from = checkWrite(order, actors, move.by, input.action, input.version, move.from, now, locale)
  const lines = await orderLines(db, order.id)
  let validUntil: Date | undefined
  if (input.action === 'quote') {
    const pending = pendingFlags(lines)
    if (pending > 0) throw new AppError(409, 'quoteOrder.flagsPending', { count: pending })
    validUntil = validUntilFrom(now, Math.min(...lines.map((l) => l.quote.validityDays)))
  }
  const actor = await actorOf(db, user)
  await db.transaction((tx) =>
    commitChange(
      tx,
      order,
      input.version,
      { status: move.to, ...(validUntil ? { validUntil } : {}) },
      { action: input.action, from, to: move.to, actor, reason: input.reason },
      now,
    ),
  )
}
