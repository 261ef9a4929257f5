import { $locale, type Locale } from '../i18n/index.ts'

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A calendar date (YYYY-MM-DD: a ship date, a delivery date) in the reader's language with its
 * weekday: "2026年12月3日周四", "Thu, Dec 3, 2026". It is a date of the shop's calendar, not a
 * moment, so no time zone moves it to another day. '' for a missing or malformed date.
 */
export function formatCalendarDay(day: string | null | undefined, locale: Locale = $locale.get()): string {
  const match = day ? DAY.exec(day) : null
  if (!match) return ''
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCMonth() !== m - 1) return ''
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: locale === 'en' ? 'short' : 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(date)
}
