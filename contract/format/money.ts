import { Dec } from './decimal.ts'

// Plain decimal notation with an optional exponent; rejects hex, binary, "Infinity" and "NaN",
// which decimal.js would otherwise accept. A comma never matches, so already formatted values
// ("1,234.00") come back unchanged with the other unparseable text.
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i

function group(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * Money display: empty → `0.00`; numbers and numeric strings → fixed decimals (half
 * up, in decimal arithmetic) with thousands separators; values already containing commas are kept;
 * anything unparseable is returned as text. Pure, so the server can import it.
 */
export function formatMoney(value: unknown, decimals = 2): string {
  const places = Number.isInteger(decimals) && decimals >= 0 ? decimals : 2
  if (value === null || value === undefined || value === '') return new Dec(0).toFixed(places)
  let amount: Dec
  if (Dec.isDecimal(value)) {
    amount = new Dec(value)
  } else if (typeof value === 'number' || typeof value === 'bigint') {
    if (typeof value === 'number' && !Number.isFinite(value)) return String(value)
    amount = new Dec(value.toString())
  } else if (typeof value === 'string') {
    const text = value.trim()
    if (!NUMERIC.test(text)) return value
    amount = new Dec(text)
  } else {
    return String(value)
  }
  if (!amount.isFinite()) return String(value)
  const fixed = amount.toFixed(places)
  // A negative amount that rounds to zero would otherwise read "-0.00".
  const unsigned = fixed.startsWith('-') ? fixed.slice(1) : fixed
  const negative = fixed.startsWith('-') && /[1-9]/.test(unsigned)
  const [integer = '0', fraction] = unsigned.split('.')
  return `${negative ? '-' : ''}${group(integer)}${fraction === undefined ? '' : `.${fraction}`}`
}
