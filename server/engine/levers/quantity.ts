import { STANDARD_BREAKS } from '../pricing/price-quote.ts'
import type { LeverRule } from './types.ts'

/** The next quantity break above the one asked for: less a piece, more in total. */
export const quantityLever: LeverRule = ({ resolved: r }) => {
  const now = r.quantity.value
  const next = STANDARD_BREAKS.find((q) => q > now)
  if (next === undefined) return []
  return [{ kind: 'quantity', from: now, to: next, changes: { quantity: next }, breaksDrawing: false }]
}
