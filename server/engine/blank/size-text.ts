import type { Blank } from '../geometry/types.ts'
import { dec, show } from '../pricing/money.ts'

/**
 * A blank's size as every screen writes it, in mm to two decimals at most (half up, trailing zeros
 * dropped): "532.05 × 100 × 20", "Ø35 × 135". The quote's inputs and the process card's header both
 * use it, so one blank reads the same in both places.
 */
export function blankSizeText(blank: Blank): string {
  const mm = (n: number | undefined) => show(dec(n ?? 0), 2)
  return blank.form === 'round-bar'
    ? `Ø${mm(blank.diameter)} × ${mm(blank.length)}`
    : `${mm(blank.length)} × ${mm(blank.width)} × ${mm(blank.thickness)}`
}
