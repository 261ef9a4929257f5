import type { QuoteOrder } from '../api/types.ts'
import { latestDay } from './lead-facts.ts'

/** What a customer agrees to by accepting or ordering: the amount with tax and the delivery. */
export interface DealTerms {
  number: string
  currency: string
  totalWithTax: string
  /** Days from the order until the slowest part is delivered (null when no line says). */
  leadDays: number | null
  /** The days are working days of the shop's calendar (lines priced at a tier). */
  workdays: boolean
  /** The date the order ships (its slowest line), YYYY-MM-DD; null on orders frozen before tiers. */
  shipDate: string | null
  /** The latest line's estimated delivery date; null when no line has one. */
  deliveryDate: string | null
}

type DealOrder = Pick<QuoteOrder, 'number' | 'currency' | 'totalWithTax' | 'lines'> &
  Partial<Pick<QuoteOrder, 'shipDate'>>

/** The terms of an order as it stands: every line ships together, so the slowest line sets the dates. */
export function dealTerms(order: DealOrder): DealTerms {
  const days = order.lines.map((l) => l.leadDays).filter((d) => Number.isFinite(d))
  return {
    number: order.number,
    currency: order.currency,
    // The deal is offered on quoted orders only, whose prices are never withheld.
    totalWithTax: order.totalWithTax ?? '',
    leadDays: days.length > 0 ? Math.max(...days) : null,
    workdays: order.lines.some((l) => l.tier !== null),
    shipDate: order.shipDate ?? latestDay(order.lines.map((l) => l.shipDate)),
    deliveryDate: latestDay(order.lines.map((l) => l.deliveryDate)),
  }
}
