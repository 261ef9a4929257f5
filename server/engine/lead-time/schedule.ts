import type { LeadSegment, LeadTier, LeadTimeSection } from '../../../contract/lead-time.ts'
import type { EquipmentType, LibraryOptions } from '../../../contract/process-library.ts'
import { calendarOf, dateOf, dayOf, startDay } from './calendar.ts'
import { dailyMinutes, loadMap, slot } from './capacity.ts'
import type { Booking, ShopState } from './types.ts'

/** A part's steps dated at one tier: when it ships and arrives, and the machine time it takes. */
export interface Scheduled {
  startDate: string
  shipDate: string
  deliveryDate: string
  /** Working days from the start day to delivery; never 0. */
  days: number
  segments: LeadSegment[]
  /** Index of the step that took the most days. */
  bottleneck: number
  /** The minutes this part would take per machine kind and day (what accepting it reserves). */
  bookings: Booking[]
}

/** No schedule looks further than this: two years of days, so a shop with no free hours still ends. */
const HORIZON_DAYS = 730

/**
 * Dates the steps at a tier, forward from the start day (today before the cutoff). Procurement,
 * treatments, inspection and shipping take their working days; machining takes a kind's free
 * minutes day by day — its daily capacity (with the tier's overtime) less what the shop has booked,
 * unless the tier goes ahead of the queue — and the next step starts the working day after it ends.
 * A tier's extra days wait before machining (the shop slots the part into its gaps).
 */
export function schedule(
  steps: readonly LeadSegment[],
  tier: LeadTier,
  section: LeadTimeSection,
  libraries: LibraryOptions,
  shop: ShopState,
): Scheduled {
  const cal = calendarOf(section)
  const start = startDay(shop.now, section, cal)
  const booked = tier.queue === 'ahead' ? new Map<string, number>() : loadMap(shop.booked, dayOf)
  const own = new Map<string, number>()
  const bookings: Booking[] = []
  const dated: LeadSegment[] = []
  // `next` is the first working day the next step may use; `last` the last day any work took.
  let next = start
  let last = start
  const wait = (days: number) => {
    if (days > 0) {
      last = cal.add(next, days - 1)
      next = cal.add(last, 1)
    }
  }
  const withTier = tier.extraDays > 0 ? insertTierWait(steps, tier.extraDays) : steps
  for (const step of withTier) {
    if (step.kind === 'shipping') continue
    if (step.kind !== 'machining' || !step.key) {
      wait(step.days)
      dated.push({ ...step })
      continue
    }
    if (!((step.minutes ?? 0) > 0)) {
      dated.push({ ...step, days: 0, waitDays: 0 })
      continue
    }
    const kind = step.key as EquipmentType
    const daily = dailyMinutes(kind, section, libraries, tier)
    let left = step.minutes ?? 0
    let day = next
    let waited = 0
    const first = next
    for (let i = 0; left > 0 && i < HORIZON_DAYS; i++, day = cal.add(day, 1)) {
      const key = slot(kind, day)
      const free = daily - (booked.get(key) ?? 0) - (own.get(key) ?? 0)
      if (free <= 0) {
        waited++
        continue
      }
      const take = Math.min(free, left)
      left -= take
      own.set(key, (own.get(key) ?? 0) + take)
      bookings.push({ kind, day: dateOf(day), minutes: Math.round(take * 10) / 10 })
      last = day
    }
    if (left > 0) last = day
    dated.push({ ...step, days: cal.between(first, last) + 1, waitDays: waited })
    next = cal.add(last, 1)
  }
  // The parts leave on the last working day of inspection and packing (at least the day after
  // the start: a part is never promised for the day it is ordered).
  const ship = Math.max(last, cal.add(start, 1))
  const shipping = steps.find((s) => s.kind === 'shipping')
  const delivery = cal.add(ship, shipping?.days ?? 0)
  if (shipping) dated.push({ ...shipping })
  const bottleneck = dated.reduce((best, s, i) => (s.days > dated[best]!.days ? i : best), 0)
  return {
    startDate: dateOf(start),
    shipDate: dateOf(ship),
    deliveryDate: dateOf(delivery),
    days: Math.max(1, cal.between(start, delivery)),
    segments: dated,
    bottleneck,
    bookings,
  }
}

/** The tier's slack as a step of its own, after procurement and before the first machining. */
function insertTierWait(steps: readonly LeadSegment[], days: number): LeadSegment[] {
  const at = steps.findIndex((s) => s.kind !== 'material')
  const wait: LeadSegment = { kind: 'tier', key: null, days }
  return at < 0 ? [...steps, wait] : [...steps.slice(0, at), wait, ...steps.slice(at)]
}
