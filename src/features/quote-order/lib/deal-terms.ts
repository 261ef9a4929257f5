import type { QuoteOrder } from '../api/types.ts'

/** What a customer agrees to by accepting or ordering: the amount with tax and the delivery. */
export interface DealTerms {
  number: string
  currency: string
  totalWithTax: string
  /** Days from the order until the slowest part is delivered (null when no line says). */
  leadDays: number | null
}

/** The terms of an order as it stands: every line ships together, so the slowest line sets the delivery. */
export function dealTerms(order: Pick<QuoteOrder, 'number' | 'currency' | 'totalWithTax' | 'lines'>): DealTerms {
  const days = order.lines.map((l) => l.leadDays).filter((d) => Number.isFinite(d))
  return {
    number: order.number,
    currency: order.currency,
    totalWithTax: order.totalWithTax,
    leadDays: days.length > 0 ? Math.max(...days) : null,
  }
}
