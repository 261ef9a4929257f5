import { formatMoney } from '../../../lib/format/money.ts'

const pad = (n: number) => String(n).padStart(2, '0')

/** A day in the reader's zone, YYYY-MM-DD ('' for a missing or bad time). */
export function formatDay(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null
  if (!d || Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** A moment in the reader's zone, YYYY-MM-DD HH:mm. */
export function formatTime(iso: string | null | undefined): string {
  const day = formatDay(iso)
  if (!day) return ''
  const d = new Date(iso!)
  return `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** Money with its currency, as every screen shows it (SPEC §5 via formatMoney). */
export const formatAmount = (value: string | null | undefined, currency: string) => `${formatMoney(value)} ${currency}`

/** A signed difference: "+12.00" / "-3.50" / "0.00". */
export function formatDelta(value: string | null | undefined): string {
  const text = formatMoney(value)
  return /^[1-9]|^0\.\d*[1-9]/.test(text) ? `+${text}` : text
}

/** The reader's zone in minutes east of UTC, as the order list and statistics expect `tzOffset`. */
export const localTzOffset = (at = new Date()) => -at.getTimezoneOffset()

/** Today in the reader's zone, YYYY-MM-DD. */
export const today = (at = new Date()) => formatDay(at.toISOString())
