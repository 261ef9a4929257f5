import type { LeadTimeSection } from '../../../contract/lead-time.ts'
import { dateOf, shopClock } from './calendar.ts'

/** The shop's local date (YYYY-MM-DD) at a moment: bookings from this day on are still open. */
export const shopToday = (now: Date, section: Pick<LeadTimeSection, 'timeZone'>): string =>
  dateOf(shopClock(now, section.timeZone).day)
