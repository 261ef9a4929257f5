import { and, inArray, lt } from 'drizzle-orm'
import { QUOTE_ORDER_EXPIRING } from '../../../contract/quote-order-states.ts'
import type { Db } from '../../db/client.ts'
import { quoteOrders } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import { commitChange } from './guard.ts'
import { SYSTEM_ACTOR } from './people.ts'

/**
 * Stores the expiry of every order whose validity has passed (reads already show it as expired),
 * so lists, statistics and the timeline agree. An order written meanwhile is skipped this round.
 */
export async function expireOrders(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select()
    .from(quoteOrders)
    .where(and(inArray(quoteOrders.status, [...QUOTE_ORDER_EXPIRING]), lt(quoteOrders.validUntil, now)))
  let expired = 0
  for (const order of due) {
    try {
      await db.transaction((tx) =>
        commitChange(
          tx,
          order,
          order.version,
          { status: 'expired' },
          { action: 'expire', from: order.status, to: 'expired', actor: SYSTEM_ACTOR },
          now,
        ),
      )
      expired++
    } catch (err) {
      if (!(err instanceof AppError && err.statusCode === 409)) throw err
    }
  }
  return expired
}
