// A calendar date of the shop (YYYY-MM-DD: a ship or delivery date) in the reader's words:
// "12月3日 周四" / "Thu, Dec 3". The date is the shop's own day, not a moment, so it is read and
// written in UTC and never moves with the reader's clock. Pure, so the server can import it.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

export interface CalendarDayStyle {
  /** The weekday too (default true): a buyer plans around it. */
  weekday?: boolean
  /** The year too (default: only when it is not `thisYear`). */
  year?: boolean
  /** The reader's current year, to leave out (default: this year on the reader's clock). */
  thisYear?: number
}

/** The UTC midnight of a YYYY-MM-DD day; null for anything else or an impossible date. */
export function parseCalendarDay(day: string): Date | null {
  const m = DAY.exec(day)
  if (!m) return null
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return date.toISOString().startsWith(day) ? date : null
}

/**
 * A shop date for reading, in `locale`; '' for a missing or malformed one. Chinese puts a space
 * between the date and its weekday ("12月3日 周四"), which Intl runs together.
 */
export function formatCalendarDay(
  day: string | null | undefined,
  locale: string,
  style: CalendarDayStyle = {},
): string {
  const date = day ? parseCalendarDay(day) : null
  if (!date) return ''
  const thisYear = style.thisYear ?? new Date().getFullYear()
  const year = style.year ?? date.getUTCFullYear() !== thisYear
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(year ? { year: 'numeric' } : {}),
    ...(style.weekday === false ? {} : { weekday: 'short' }),
  }).formatToParts(date)
  return parts
    .map((p, i) => {
      const before = parts[i - 1]?.value ?? ''
      return p.type === 'weekday' && before !== '' && !/\s$/.test(before) ? ` ${p.value}` : p.value
    })
    .join('')
}
