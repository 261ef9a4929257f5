import type { QuoteConfig } from '../../../contract/quote-config.ts'

/** Quantity discount d(Q): the factor of the largest step whose minimum quantity is ≤ Q. */
export function discountFactor(config: QuoteConfig, quantity: number): number {
  let factor = 1
  for (const [min, f] of [...config.other.qtyDiscount].sort((a, b) => a[0] - b[0])) if (quantity >= min) factor = f
  return factor
}
