import { formatCalendarDay as formatDay } from '../../../contract/format/calendar-day.ts'
import { $locale, type Locale } from '../i18n/index.ts'

/**
 * A shop date (YYYY-MM-DD: a ship date, a delivery date) in the reader's language with its weekday
 * and year, as papers that outlive the year show it: "2026年12月3日 周四", "Thu, Dec 3, 2026". The
 * rule itself is the contract's, shared with the quote card and the server.
 */
export const formatCalendarDay = (day: string | null | undefined, locale: Locale = $locale.get()): string =>
  formatDay(day, locale, { year: true })
