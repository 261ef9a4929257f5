import type { BreakdownLine, PricedInput } from '../../../contract/quote.ts'
import {
  ADJUSTMENT_LINE_KEY,
  QUOTE_ORDER_EXPIRING,
  type QuoteOrderStatus,
} from '../../../contract/quote-order-states.ts'
import { dec, linePrice, money } from '../../engine/index.ts'

// Pure money and date rules of a quote order: no database, unit-tested with hand-derived numbers.

const DAY_MS = 86_400_000

/** A frozen multiplier of the quote (vatRate, minLine), read back from its pricing inputs. */
function pricingValue(pricing: readonly PricedInput[], name: string): string {
  const input = pricing.find((p) => p.name === name)
  return input === undefined ? '0' : String(input.value)
}

export const taxRateOf = (pricing: readonly PricedInput[]) => pricingValue(pricing, 'vatRate')

/**
 * A line's four amounts from a unit price ex-VAT, with the VAT rate and minimum line charge frozen
 * in the quote, so an adjusted price follows exactly the rule the engine priced with.
 */
export function lineAmounts(unitPrice: string, quantity: number, pricing: readonly PricedInput[]) {
  const p = linePrice(dec(unitPrice), quantity, pricingValue(pricing, 'vatRate'), pricingValue(pricing, 'minLine'))
  return {
    unitPrice: money(p.unit),
    unitPriceWithTax: money(p.unitWithTax),
    total: money(p.total),
    totalWithTax: money(p.totalWithTax),
  }
}

/** Order totals: the lines' sums (never re-rounded), tax as their difference. */
export function orderTotals(lines: readonly { total: string; totalWithTax: string }[]) {
  const total = lines.reduce((sum, l) => sum.plus(dec(l.total)), dec(0))
  const totalWithTax = lines.reduce((sum, l) => sum.plus(dec(l.totalWithTax)), dec(0))
  return { total: money(total), tax: money(totalWithTax.minus(total)), totalWithTax: money(totalWithTax) }
}

/** The breakdown line that shows a reviewer's adjustment: the per-piece difference, with the reason. */
export function adjustmentLine(
  adj: { unitPrice: string; originalUnitPrice: string; reason: string },
  label: string,
): BreakdownLine {
  return {
    key: ADJUSTMENT_LINE_KEY,
    label,
    amount: money(dec(adj.unitPrice).minus(dec(adj.originalUnitPrice))),
    formula: `${adj.unitPrice} − ${adj.originalUnitPrice}`,
    inputs: [
      { name: 'quotedUnitPrice', value: adj.originalUnitPrice, source: 'default' },
      { name: 'adjustedUnitPrice', value: adj.unitPrice, source: 'user' },
      { name: 'reason', value: adj.reason, source: 'user' },
    ],
  }
}

/** The validity date of prices issued at `now` and valid for `days` days. */
export const validUntilFrom = (now: Date, days: number) => new Date(now.getTime() + Math.max(0, days) * DAY_MS)

/** The status a reader sees: an expiring status past its validity date reads as expired. */
export function effectiveStatus(status: QuoteOrderStatus, validUntil: Date, now: Date): QuoteOrderStatus {
  return QUOTE_ORDER_EXPIRING.includes(status) && validUntil.getTime() < now.getTime() ? 'expired' : status
}
