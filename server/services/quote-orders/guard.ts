import { and, eq, sql } from 'drizzle-orm'
import type { OrderActor } from '../../../contract/quote-order.ts'
import {
  QUOTE_ORDER_EDITS,
  type QuoteOrderAction,
  type QuoteOrderActor,
  type QuoteOrderEditAction,
  type QuoteOrderEventAction,
  type QuoteOrderStatus,
} from '../../../contract/quote-order-states.ts'
import type { Db } from '../../db/client.ts'
import { quoteOrderEvents, quoteOrders } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import { enumWord } from '../../lib/enum-labels.ts'
import { translate, type Locale } from '../../lib/i18n.ts'
import type { OrderEntity } from './access.ts'
import { effectiveStatus } from './totals.ts'
import { emitOrderEvent } from '../webhooks/order-events.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

// Error texts name the action and status in the caller's language (params are not translated later).
const actionName = (locale: Locale, action: QuoteOrderAction) => translate(locale, `quoteOrder.action.${action}`)
const statusName = (locale: Locale, status: QuoteOrderStatus) => enumWord(locale, 'quoteOrderStatus', status)

/**
 * The checks every write makes, in this order: the caller's side (403), the version they read
 * (409, nothing changes), expiry, then whether the status allows the action (409).
 */
export function checkWrite(
  order: OrderEntity,
  actors: readonly QuoteOrderActor[],
  need: QuoteOrderActor,
  action: QuoteOrderAction,
  sentVersion: number,
  allowedIn: readonly QuoteOrderStatus[],
  now: Date,
  locale: Locale,
): QuoteOrderStatus {
  if (!actors.includes(need))
    throw new AppError(403, need === 'owner' ? 'quoteOrder.ownerOnly' : 'quoteOrder.staffOnly', {
      action: actionName(locale, action),
    })
  if (order.version !== sentVersion) throw staleError(order.version, sentVersion)
  const status = effectiveStatus(order.status, order.validUntil, now)
  if (status === 'expired' && order.status !== 'expired') {
    throw new AppError(409, 'quoteOrder.expired', { date: order.validUntil.toISOString().slice(0, 10) })
  }
  if (!allowedIn.includes(status))
    throw new AppError(409, 'quoteOrder.badMove', {
      status: statusName(locale, status),
      action: actionName(locale, action),
    })
  return status
}

/** checkWrite for an edit that keeps the status, with the side and statuses QUOTE_ORDER_EDITS gives it. */
export function checkEdit(
  order: OrderEntity,
  actors: readonly QuoteOrderActor[],
  action: QuoteOrderEditAction,
  sentVersion: number,
  now: Date,
  locale: Locale,
): QuoteOrderStatus {
  const edit = QUOTE_ORDER_EDITS[action]
  return checkWrite(order, actors, edit.by, action, sentVersion, edit.in, now, locale)
}

const staleError = (current: number, sent: number) => new AppError(409, 'quoteOrder.stale', { current, sent })

/**
 * Writes an order change, its timeline entry and its webhook event, only if nobody wrote since
 * `sentVersion` was read: the conditional update is the real guard (the earlier check only gives a
 * quicker answer).
 */
export async function commitChange(
  tx: Tx,
  order: OrderEntity,
  sentVersion: number,
  set: Partial<typeof quoteOrders.$inferInsert>,
  event: {
    action: QuoteOrderEventAction
    from: QuoteOrderStatus
    to: QuoteOrderStatus
    actor: OrderActor
    reason?: string | undefined
    detail?: Record<string, unknown>
  },
  now: Date,
) {
  const updated = await tx
    .update(quoteOrders)
    .set({ ...set, version: sql`${quoteOrders.version} + 1`, updatedAt: now })
    .where(and(eq(quoteOrders.id, order.id), eq(quoteOrders.version, sentVersion)))
    .returning({ id: quoteOrders.id })
  if (updated.length === 0) {
    const [fresh] = await tx
      .select({ version: quoteOrders.version })
      .from(quoteOrders)
      .where(eq(quoteOrders.id, order.id))
    throw staleError(fresh?.version ?? order.version, sentVersion)
  }
  await tx.insert(quoteOrderEvents).values({
    orderId: order.id,
    action: event.action,
    fromStatus: event.from,
    toStatus: event.to,
    actor: event.actor,
    reason: event.reason || null,
    detail: event.detail ?? {},
    createdAt: now,
  })
  await emitOrderEvent(tx, order.id, event.action, now)
}
