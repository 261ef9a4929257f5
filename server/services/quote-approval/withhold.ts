import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { OrderApproval } from '../../../contract/quote-approval.ts'
import type { QuoteOrderEvent, QuoteOrderLine } from '../../../contract/quote-order.ts'
import { QUOTE_ORDER_APPROVAL_EVENTS } from '../../../contract/quote-order-states.ts'
import type { Db } from '../../db/client.ts'
import { quoteOrderApprovals, quoteOrders, type StoredApproval } from '../../db/schema.ts'
import type { Locale } from '../../lib/i18n.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { actorOut } from '../quote-orders/people.ts'
import { mayDecide, passedEarlier } from './steps.ts'

// What an order's reader outside the shop may learn while its prices await approval: the parts,
// quantities and dates, never an amount (lines, totals, breakdowns, adjustments, the timeline's
// price details), and nothing of the approvers' deliberation.

/** A line without any amount. */
export const withholdLine = (line: QuoteOrderLine): QuoteOrderLine => ({
  ...line,
  unitPrice: null,
  unitPriceWithTax: null,
  total: null,
  totalWithTax: null,
  quotedUnitPrice: null,
  breakdown: [],
  pricing: [],
  adjustment: null,
})

/**
 * The timeline as a customer reads it: approval steps are the shop's own business, so they are
 * left out, except the step that issued the quote, shown as the quote; while the price is withheld
 * no entry carries an amount.
 */
export function customerEvents(events: readonly QuoteOrderEvent[], withheld: boolean): QuoteOrderEvent[] {
  const approvalAction = (a: string) => (QUOTE_ORDER_APPROVAL_EVENTS as readonly string[]).includes(a)
  return events
    .filter((e) => !approvalAction(e.action) || (e.action === 'approvalPass' && e.to === 'quoted'))
    .map((e) =>
      approvalAction(e.action)
        ? { ...e, action: 'quote', reason: null, detail: {} }
        : withheld
          ? { ...e, detail: {} }
          : e,
    )
}

/** The SQL condition of orders whose prices a customer sees (no approval, or an approval passed). */
export const priceShown = (): SQL =>
  or(isNull(quoteOrders.approval), sql`${quoteOrders.approval}->>'state' = 'approved'`)!

/** The approval round as staff read it, with every decision of every round. */
export async function approvalOut(
  db: Pick<Db, 'select'>,
  orderId: number,
  approval: StoredApproval | null,
  user: AuthUser,
  locale: Locale,
): Promise<OrderApproval | null> {
  if (!approval) return null
  const rows = await db
    .select()
    .from(quoteOrderApprovals)
    .where(and(eq(quoteOrderApprovals.orderId, orderId)))
    .orderBy(asc(quoteOrderApprovals.id))
  const next = approval.state === 'pending' ? (approval.steps.find((s) => !approval.passed.includes(s)) ?? null) : null
  return {
    round: approval.round,
    state: approval.state,
    steps: approval.steps,
    next,
    rules: approval.rules,
    mayDecide: mayDecide(user, next) && !passedEarlier(user.id, approval.round, rows),
    passedEarlier: next !== null && passedEarlier(user.id, approval.round, rows),
    decisions: rows.map((r) => ({
      round: r.round,
      step: r.step,
      decision: r.decision,
      opinion: r.opinion,
      by: actorOut(r.actor, locale),
      at: r.createdAt.toISOString(),
    })),
  }
}
