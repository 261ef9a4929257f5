import { asc, eq } from 'drizzle-orm'
import type { QuoteOrderEventAction } from '../../../contract/quote-order-states.ts'
import type { WebhookEvent } from '../../../contract/webhooks.ts'
import type { Db } from '../../db/client.ts'
import { quoteOrderLines, quoteOrders, users } from '../../db/schema.ts'
import { emitEvent, hasSubscribers } from './outbox.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The order moves other systems hear of; other actions (edits, cancel, reject, expiry) send nothing. */
const ORDER_EVENTS: Partial<Record<QuoteOrderEventAction, WebhookEvent>> = {
  submit: 'quoteOrder.submitted',
  quote: 'quoteOrder.quoted',
  accept: 'quoteOrder.accepted',
  order: 'quoteOrder.ordered',
}

/**
 * Queues the webhook event of an order move, in the move's transaction and after its write, so
 * the data is the order as the move left it: number, status, customer, amounts and lines.
 */
export async function emitOrderEvent(tx: Tx, orderId: number, action: QuoteOrderEventAction, now: Date) {
  // An order held for approval is quoted when its last step passes, not when staff pressed "quote":
  // that pass is the move other systems hear of as quoted (an earlier step's pass says nothing).
  const type = action === 'approvalPass' ? 'quoteOrder.quoted' : ORDER_EVENTS[action]
  if (!type || !(await hasSubscribers(tx, type))) return
  const [order] = await tx.select().from(quoteOrders).where(eq(quoteOrders.id, orderId))
  if (!order || (type === 'quoteOrder.quoted' && order.status !== 'quoted')) return
  const [customer] = await tx
    .select({ id: users.id, username: users.username, companyName: users.companyName })
    .from(users)
    .where(eq(users.id, order.userId))
  const lines = await tx
    .select()
    .from(quoteOrderLines)
    .where(eq(quoteOrderLines.orderId, orderId))
    .orderBy(asc(quoteOrderLines.position))
  await emitEvent(
    tx,
    type,
    {
      orderId: order.id,
      number: order.number,
      status: order.status,
      version: order.version,
      customer: customer ?? null,
      currency: order.currency,
      taxRate: order.taxRate,
      total: order.total,
      totalWithTax: order.totalWithTax,
      validUntil: order.validUntil.toISOString(),
      lines: lines.map((l) => ({
        position: l.position,
        partName: l.partName,
        material: l.material,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        unitPriceWithTax: l.unitPriceWithTax,
        total: l.total,
        totalWithTax: l.totalWithTax,
      })),
    },
    now,
  )
}
