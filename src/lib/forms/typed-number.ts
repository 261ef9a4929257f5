// Number('') and Number(' ') are 0 and Number('0x10') is 16: a form reads only plain decimals.
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

/** A typed number: undefined when nothing is typed (so a schema says "required"), NaN when it is not a number. */
export function parseNumber(text: string): number | undefined {
  const value = text.trim()
  if (!value) return undefined
  return DECIMAL.test(value) ? Number(value) : Number.NaN
}
