import type { OrderActor } from '../../../contract/quote-order.ts'
import type {
  QuoteOrderActor,
  QuoteOrderEditAction,
  QuoteOrderEventAction,
  QuoteOrderStatus,
} from '../../../contract/quote-order-states.ts'
import type { Db } from '../../db/client.ts'
import type { quoteOrders } from '../../db/schema.ts'
import { findOrder, type OrderCall, type OrderEntity } from './access.ts'
import { checkEdit, commitChange } from './guard.ts'
import { actorOf } from './people.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Where a write stands once the order is loaded and checked. */
export interface WriteAt {
  order: OrderEntity
  /** The status the checks found the order in. */
  from: QuoteOrderStatus
  actor: OrderActor
  now: Date
}

/** What a write changes; it may still refuse (throw) while deciding this, before anything is written. */
export interface OrderChange {
  /** The timeline's action when it differs from the one asked (a quote sent for approval instead). */
  action?: QuoteOrderEventAction
  /** The status after the write; an edit keeps the one it found. */
  to?: QuoteOrderStatus
  reason?: string | undefined
  detail?: Record<string, unknown>
  /** The rows it writes besides the order, in the same transaction; answers the order fields to set. */
  write: (tx: Tx) => Promise<Partial<typeof quoteOrders.$inferInsert>>
}

/**
 * Every write to an order: the order the caller may read, `check` (the caller's side, the version
 * they read, expiry, the status: it answers the status found or refuses), the caller as the
 * timeline names them, then `change` decides; its rows, the order and the timeline entry are
 * written in one transaction, only if nobody wrote since `version` was read.
 */
export async function writeOrder(
  call: OrderCall,
  id: number,
  action: QuoteOrderEventAction,
  version: number,
  check: (order: OrderEntity, actors: QuoteOrderActor[], now: Date) => QuoteOrderStatus,
  change: (at: WriteAt) => OrderChange | Promise<OrderChange>,
): Promise<void> {
  const now = call.now ?? new Date()
  const { order, actors } = await findOrder(call.db, call.user, id)
  const from = check(order, actors, now)
  const actor = await actorOf(call.db, call.user)
  const { to = from, write, action: recorded = action, ...event } = await change({ order, from, actor, now })
  await call.db.transaction(async (tx) =>
    commitChange(tx, order, version, await write(tx), { action: recorded, from, to, actor, ...event }, now),
  )
}

/** A write that keeps the status, checked by the side and statuses the edit table gives the action. */
export const editOrder = (
  call: OrderCall,
  id: number,
  action: QuoteOrderEditAction,
  version: number,
  change: (at: WriteAt) => OrderChange | Promise<OrderChange>,
) =>
  writeOrder(
    call,
    id,
    action,
    version,
    (order, actors, now) => checkEdit(order, actors, action, version, now, call.locale),
    change,
  )
