import { cents, dec, maxDec, type Dec } from './money.ts'

/**
 * A line's money from its unit price ex-VAT: total = max(unit × Q, minLine); with tax = × (1 + VAT),
 * each rounded to cents. The engine prices with it, and a reviewer's adjusted unit price on a
 * quote order goes through the same rule.
 */
export function linePrice(unit: Dec, quantity: number, vatRate: number | string, minLine: number | string) {
  const vat = dec(1).plus(dec(vatRate))
  const total = maxDec(unit.times(quantity), dec(minLine))
  return { unit, unitWithTax: cents(unit.times(vat)), total: cents(total), totalWithTax: cents(total.times(vat)) }
}
