import { asc, eq } from 'drizzle-orm'
import { allowedActions } from '../../../contract/quote-order-states.ts'
import type { QuoteOrder, QuoteOrderLine } from '../../../contract/quote-order.ts'
import type { Db } from '../../db/client.ts'
import { quoteOrderEvents, quoteOrderLines, quoteOrders } from '../../db/schema.ts'
import { translate, type Locale } from '../../lib/i18n.ts'
import { linesAtRiskNow } from '../lead-time/risk.ts'
import { BOOKED_STATUSES } from '../lead-time/shop-state.ts'
import { shownFlag, shownLine } from '../quote-text.ts'
import { visibleBreakdown, visiblePricing, type QuoteAudience } from '../quote-visibility.ts'
import { priceWithheld } from '../quote-approval/request.ts'
import { approvalOut, customerEvents, withholdLine } from '../quote-approval/withhold.ts'
import { findOrder, type OrderCall } from './access.ts'
import { actorOut, customersById } from './people.ts'
import { adjustmentLine, effectiveStatus, orderTotals } from './totals.ts'

export type LineEntity = typeof quoteOrderLines.$inferSelect

export const orderLines = (db: Pick<Db, 'select'>, orderId: number) =>
  db.select().from(quoteOrderLines).where(eq(quoteOrderLines.orderId, orderId)).orderBy(asc(quoteOrderLines.position))

/** Review flags not cleared yet on the lines. */
export const pendingFlags = (lines: readonly Pick<LineEntity, 'flags'>[]) =>
  lines.reduce((n, l) => n + l.flags.filter((f) => !f.cleared).length, 0)

/**
 * A line as the reader may see it: the frozen cost breakdown and multipliers pass the same visibility
 * rule as a live quote; a review adjustment is about the price, so every reader sees it whole. Its
 * dates are the ones booked on acceptance, else the quote's; whether the shop can still keep them
 * (`atRisk`) is the staff's to know.
 */
export function lineOut(line: LineEntity, locale: Locale, audience: QuoteAudience, atRisk = false): QuoteOrderLine {
  const adj = line.adjustment ? { ...line.adjustment, by: actorOut(line.adjustment.by, locale) } : null
  return {
    lineId: line.id,
    position: line.position,
    partId: line.partId,
    partName: line.partName,
    quoteId: line.quoteId,
    files: line.files.map(({ storedPath: _path, mimeType: _type, ...file }) => file),
    material: line.material,
    surfaceTreatments: line.facts.surfaceTreatments,
    heatTreatments: line.facts.heatTreatments,
    toleranceGrade: line.facts.toleranceGrade,
    ra: line.facts.ra,
    partClass: line.partClass,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    unitPriceWithTax: line.unitPriceWithTax,
    total: line.total,
    totalWithTax: line.totalWithTax,
    quotedUnitPrice: line.quotedUnitPrice,
    leadDays: line.promise?.days ?? line.quote.leadDays,
    tier: line.promise?.tier ?? line.quote.leadTime?.tier ?? null,
    shipDate: line.promise?.shipDate ?? line.quote.leadTime?.shipDate ?? null,
    deliveryDate: line.promise?.deliveryDate ?? line.quote.leadTime?.deliveryDate ?? null,
    shipRisk: audience.staff && atRisk,
    configId: line.configId,
    configName: line.configName,
    configVersion: line.configVersion,
    breakdown: [
      // A customer's lines sum to the quoted unit price (the hidden terms as one line), then the
      // review's adjustment takes it to the line's price.
      ...visibleBreakdown(line.quote.breakdown, line.quotedUnitPrice, audience).map((l) => shownLine(locale, l)),
      ...(adj ? [adjustmentLine(adj, translate(locale, 'quoteOrder.adjustmentLine'))] : []),
    ],
    pricing: visiblePricing(line.quote.adjustments, audience),
    // The same evidence the buyer saw on the quote, frozen with it: absent on quotes made before.
    conflicts: line.quote.conflicts ?? [],
    reviewFlags: line.flags.map((f) => ({
      ...shownFlag(locale, f),
      clearedBy: f.clearedBy ? actorOut(f.clearedBy, locale) : null,
    })),
    adjustment: adj,
  }
}

/**
 * The whole order as the detail screen shows it, in the caller's language and from the caller's
 * side; a customer reads no amount while the prices await approval.
 */
export async function readOrder(call: OrderCall, id: number, audience: QuoteAudience): Promise<QuoteOrder> {
  const { db, locale, now = new Date() } = call
  const { order, actors } = await findOrder(db, call.user, id)
  const lines = await orderLines(db, order.id)
  const events = await db
    .select()
    .from(quoteOrderEvents)
    .where(eq(quoteOrderEvents.orderId, order.id))
    .orderBy(asc(quoteOrderEvents.id))
  const customer = (await customersById(db, [order.userId])).get(order.userId)!
  const [source] = order.sourceOrderId
    ? await db.select({ number: quoteOrders.number }).from(quoteOrders).where(eq(quoteOrders.id, order.sourceOrderId))
    : []
  const status = effectiveStatus(order.status, order.validUntil, now)
  const booked = audience.staff && (BOOKED_STATUSES as readonly string[]).includes(status)
  const risky = booked ? await linesAtRiskNow(db, now) : new Map<number, number>()
  const withheld = priceWithheld(order)
  const hidden = withheld && !audience.staff
  const shownLines = lines
    .map((l) => lineOut(l, locale, audience, risky.has(l.id)))
    .map((l) => (hidden ? withholdLine(l) : l))
  const totals = orderTotals(lines)
  const timeline = events.map((e) => ({
    id: e.id,
    action: e.action,
    from: e.fromStatus,
    to: e.toStatus,
    by: actorOut(e.actor, locale),
    at: e.createdAt.toISOString(),
    reason: e.reason,
    detail: e.detail,
  }))
  return {
    id: order.id,
    number: order.number,
    customer,
    status,
    version: order.version,
    currency: order.currency,
    taxRate: order.taxRate,
    lines: shownLines,
    ...(hidden ? { total: null, tax: null, totalWithTax: null } : totals),
    priceWithheld: withheld,
    approval: audience.staff ? await approvalOut(db, order.id, order.approval, call.user, locale) : null,
    validUntil: order.validUntil.toISOString(),
    remarks: order.remarks,
    sourceOrderId: order.sourceOrderId,
    sourceOrderNumber: source?.number ?? null,
    actions: allowedActions(status, actors),
    pendingFlags: pendingFlags(lines),
    shipDate: shownLines.reduce<string | null>((a, l) => (l.shipDate && (!a || l.shipDate > a) ? l.shipDate : a), null),
    shipRisk: shownLines.some((l) => l.shipRisk),
    events: audience.staff ? timeline : customerEvents(timeline, withheld),
    createTime: order.createdAt.toISOString(),
    updateTime: order.updatedAt.toISOString(),
  }
}
