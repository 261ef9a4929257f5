import { formatDay } from '../../../lib/format/date-time.ts'
import { formatMoney } from '../../../../contract/format/money.ts'
import { priceText } from '../../../lib/format/price.ts'

export { formatDay, formatTime } from '../../../lib/format/date-time.ts'

/** Money with its currency's sign, as every screen shows it (priceText: "¥1,234.00"). */
export const formatAmount = (value: string | null | undefined, currency: string) => priceText(value, currency)

/** A signed difference: "+12.00" / "-3.50" / "0.00". */
export function formatDelta(value: string | null | undefined): string {
  const text = formatMoney(value)
  return /^[1-9]|^0\.\d*[1-9]/.test(text) ? `+${text}` : text
}

/** The reader's zone in minutes east of UTC, as the order list and statistics expect `tzOffset`. */
export const localTzOffset = (at = new Date()) => -at.getTimezoneOffset()

/** Today in the reader's zone, YYYY-MM-DD. */
export const today = (at = new Date()) => formatDay(at.toISOString())
