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

type Sign = { symbol: string; before: boolean }
const signs = new Map<string, Sign | undefined>()

/** Where a language writes a currency's sign: its symbol and whether it goes before the amount. */
function currencySign(currency: string, locale: string): Sign | undefined {
  const key = `${locale}|${currency}`
  if (signs.has(key)) return signs.get(key)
  let sign: Sign | undefined
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1)
    const at = parts.findIndex((p) => p.type === 'currency')
    const first = parts.findIndex((p) => p.type === 'integer')
    sign = at < 0 ? undefined : { symbol: parts[at]!.value, before: at < first }
  } catch {
    sign = undefined // not an ISO 4217 code: the amount is followed by the code as given
  }
  signs.set(key, sign)
  return sign
}

/**
 * An amount of money as every screen and message shows it, one style per language: the
 * language's sign for the currency (¥ in zh-CN, CN¥ in en, as Intl names them) before the
 * amount formatMoney makes (grouped, two decimals, half up): "¥1,525,150.00", "-CN¥3.50".
 * A currency Intl does not know is written after the amount ("12.00 XYZ"); text that is not
 * an amount is returned as it is.
 */
export function formatPrice(value: unknown, currency: string, locale: string): string {
  const amount = formatMoney(value)
  if (!/^-?\d/.test(amount)) return amount
  const sign = currency ? currencySign(currency, locale) : undefined
  if (!sign) return currency ? `${amount} ${currency}` : amount
  if (!sign.before) return `${amount} ${sign.symbol}`
  return amount.startsWith('-') ? `-${sign.symbol}${amount.slice(1)}` : `${sign.symbol}${amount}`
}
