// Lead time from the route and the shop's capacity: pure functions of the plan, the versioned
// configuration and what the shop has booked (read by the services, never here).
export { bookLeadTime, linesAtRisk, type BookedLine } from './bookings.ts'
export { calendarOf, dateOf, dayOf, shopClock, startDay } from './calendar.ts'
export { dailyMinutes } from './capacity.ts'
export { datedTiers, leadTimeOf, optionOf, type TierPrice } from './lead-time.ts'
export { schedule, type Scheduled } from './schedule.ts'
export { leadSegments, type SegmentInputs } from './segments.ts'
export { resolveTier } from './tier.ts'
export { emptyShop, type Booking, type ShopState } from './types.ts'

/** The shop's local date (YYYY-MM-DD) at a moment: bookings from this day on are still open. */
export { shopToday } from './today.ts'
