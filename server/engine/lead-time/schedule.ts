import type { LeadSegment, LeadTier, LeadTimeSection } from '../../../contract/lead-time.ts'
import type { EquipmentType, LibraryOptions } from '../../../contract/process-library.ts'
import { calendarOf, dateOf, dayOf, startDay, type Calendar } from './calendar.ts'
import { bookedLoad, dailyMinutes, slot } from './capacity.ts'
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

const RESOURCES = new Set<LeadSegment['kind']>(['material', 'machining', 'treatment', 'inspection'])

/** No schedule looks further than this: two years of days, so a shop with no free hours still ends. */
const HORIZON_DAYS = 730

/**
 * Dates the steps at a tier, forward from the start day (today before the cutoff). Procurement,
 * treatments, inspection and shipping take whole working days, the next step starting the working
 * day after. Machining takes a kind's free minutes day by day: its daily capacity (with the tier's
 * overtime) less what the shop has booked; a tier that goes ahead of the queue counts only the
 * work booked ahead of it before. A part leaving
 * one machine may go on to the next the same day, in what is left of that day after it; a short
 * route over three kinds of machine is not three days. A tier's extra days are a scheduling buffer
 * after inspection: they move the date by exactly that much, never hidden inside a queue wait.
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
  const load = bookedLoad(shop.booked, dayOf)
  const ahead = tier.queue === 'ahead'
  const floor: Floor = { cal, booked: ahead ? load.ahead : load.all, own: new Map(), bookings: [], ahead }
  const dated: LeadSegment[] = []
  // `next` is the first working day the next step may use; `last` the last day any work took;
  // `handOff` the share of `last` already gone when the part left a machine on it (0: none).
  let next = start
  let last = start
  let handOff = 0
  const withTier = tier.extraDays > 0 ? insertTierWait(steps, tier.extraDays) : steps
  for (const step of withTier) {
    if (step.kind === 'shipping') continue
    if (step.kind !== 'machining' || !step.key) {
      if (step.days > 0) {
        last = cal.add(next, step.days - 1)
        next = cal.add(last, 1)
        handOff = 0
      }
      dated.push({ ...step })
      continue
    }
    if (!((step.minutes ?? 0) > 0)) {
      dated.push({ ...step, days: 0, waitDays: 0 })
      continue
    }
    const kind = step.key as EquipmentType
    const daily = dailyMinutes(kind, section, libraries, tier)
    const run = machine(floor, kind, daily, step.minutes!, handOff > 0 ? last : next, handOff)
    dated.push({ ...step, days: cal.between(run.first, run.last) + 1, waitDays: run.waited })
    last = run.last
    next = cal.add(last, 1)
    handOff = run.share < 1 ? run.share : 0
  }
  // The parts leave on the last working day of inspection and packing (at least the day after
  // the start: a part is never promised for the day it is ordered).
  const ship = Math.max(last, cal.add(start, 1))
  const shipping = steps.find((s) => s.kind === 'shipping')
  const delivery = cal.add(ship, shipping?.days ?? 0)
  if (shipping) dated.push({ ...shipping })
  // The bottleneck is a resource the shop could act on (stock, a machine, a supplier, the bench),
  // never the carrier or the tier's own buffer.
  const bottleneck = dated.reduce((best, s, i) => (RESOURCES.has(s.kind) && s.days > dated[best]!.days ? i : best), 0)
  return {
    startDate: dateOf(start),
    shipDate: dateOf(ship),
    deliveryDate: dateOf(delivery),
    days: Math.max(1, cal.between(start, delivery)),
    segments: dated,
    bottleneck,
    bookings: floor.bookings,
  }
}

/** The shop floor as one schedule sees it: booked minutes, this part's own, and what it reserves. */
interface Floor {
  cal: Calendar
  booked: ReadonlyMap<string, number>
  own: Map<string, number>
  bookings: Booking[]
  /** The tier goes ahead of the queue: its bookings say so. */
  ahead: boolean
}

/**
 * Places `minutes` on one kind of machine from `day`, of which `share` is gone (the part arrives
 * from another machine then). Each day the part's work follows what is already on the machine that
 * day; it ends on the day its last minute is placed, `share` of that day then gone. A day with no
 * free minutes is a day waited (the hand-off day too: only booked work fills a day the part
 * arrived on before its end).
 */
function machine(floor: Floor, kind: EquipmentType, daily: number, minutes: number, day: number, share: number) {
  const { cal, booked, own, bookings, ahead } = floor
  const used = (d: number) => (booked.get(slot(kind, d)) ?? 0) + (own.get(slot(kind, d)) ?? 0)
  const first = day
  let left = minutes
  let waited = 0
  for (let i = 0; i < HORIZON_DAYS; i++, day = cal.add(day, 1), share = 0) {
    const before = Math.max(share * daily, used(day))
    const free = daily - before
    if (free <= 0) {
      waited++
      continue
    }
    const take = Math.min(free, left)
    left -= take
    const key = slot(kind, day)
    own.set(key, (own.get(key) ?? 0) + take)
    const booking: Booking = { kind, day: dateOf(day), minutes: Math.round(take * 10) / 10 }
    bookings.push(ahead ? { ...booking, ahead } : booking)
    if (left <= 0) return { first, last: day, waited, share: (before + take) / daily }
  }
  // Beyond the horizon: the date says how far, and nothing after it may start sooner.
  return { first, last: day, waited, share: 1 }
}

/** The tier's buffer as a step of its own, after inspection and packing, before shipping. */
function insertTierWait(steps: readonly LeadSegment[], days: number): LeadSegment[] {
  const at = steps.findIndex((s) => s.kind === 'shipping')
  const wait: LeadSegment = { kind: 'tier', key: null, days }
  return at < 0 ? [...steps, wait] : [...steps.slice(0, at), wait, ...steps.slice(at)]
}
