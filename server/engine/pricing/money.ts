import { Dec } from '../../../contract/format/decimal.ts'

export { Dec }

/**
 * Decimal from a JS number via its shortest round-trip text, so 0.1 stays 0.1 (not
 * 0.1000000000000000055…); geometry floats enter money arithmetic only through here.
 */
export function dec(value: number | string | Dec): Dec {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`)
    return new Dec(String(value))
  }
  return new Dec(value)
}

/** Rounds half-up to cents (the Dec clone's rounding mode). */
export const cents = (value: Dec): Dec => value.toDecimalPlaces(2, Dec.ROUND_HALF_UP)

/** Money as a 2-decimal string, the output format of every amount. */
export const money = (value: Dec): string => cents(value).toFixed(2)

/** A non-money quantity for explanations (times, masses): at most `digits` decimals, no trailing zeros. */
export const show = (value: Dec, digits = 4): string => value.toDecimalPlaces(digits, Dec.ROUND_HALF_UP).toString()

/** Largest of several decimals. */
export const maxDec = (...values: Dec[]): Dec => values.reduce((a, b) => (b.gt(a) ? b : a))
