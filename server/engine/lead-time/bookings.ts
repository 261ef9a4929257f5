import type { LeadTime } from '../../../contract/lead-time.ts'
import type { LibraryOptions } from '../../../contract/process-library.ts'
import type { QuoteConfig } from '../../../contract/quote-config.ts'
import { calendarOf, dayOf, shopClock } from './calendar.ts'
import { dailyMinutes, loadMap, slot } from './capacity.ts'
import { schedule, type Scheduled } from './schedule.ts'
import type { Booking, ShopState } from './types.ts'

/**
 * What accepting a line reserves: its quoted steps dated again, now, at its tier, against what the
 * shop has booked since (the quote's date may have moved). A tier the shop no longer offers is
 * booked at the default tier.
 */
export function bookLeadTime(
  lead: LeadTime,
  config: QuoteConfig,
  libraries: LibraryOptions,
  shop: ShopState,
): Scheduled {
  const { tiers, defaultTier } = config.leadTime
  const tier = tiers[lead.tier] ?? tiers[defaultTier] ?? Object.values(tiers)[0]!
  // The tier's own wait is added again by the scheduler.
  return schedule(
    lead.segments.filter((s) => s.kind !== 'tier'),
    tier,
    config.leadTime,
    libraries,
    shop,
  )
}

/** A booked line as the risk check reads it. */
export interface BookedLine {
  id: number
  tier: string
  bookings: readonly Booking[]
}

/**
 * Booked lines whose promise the shop can no longer keep: a line with work on a day that is no
 * longer a working day, or on a machine kind and day now booked beyond that day's capacity (with
 * the largest overtime of the tiers booked there). A line waiting in the queue counts all the work
 * booked there; a line that went ahead of the queue only the work that went ahead too, as normal
 * work gives way to it. That happens when a rush order went ahead, a holiday was added, the
 * shop's hours were cut or a machine was disabled. Days already past are done and not checked.
 */
export function linesAtRisk(
  lines: readonly BookedLine[],
  config: QuoteConfig,
  libraries: LibraryOptions,
  now: Date,
): Set<number> {
  const section = config.leadTime
  const today = shopClock(now, section.timeZone).day
  const cal = calendarOf(section)
  const isAhead = (l: BookedLine) => section.tiers[l.tier]?.queue === 'ahead'
  const open = (l: BookedLine) => l.bookings.filter((b) => dayOf(b.day) >= today)
  const all = loadMap(lines.flatMap(open), dayOf)
  const ahead = loadMap(lines.filter(isAhead).flatMap(open), dayOf)
  const overtime = new Map<string, number>()
  for (const l of lines) {
    const hours = section.tiers[l.tier]?.overtimeHours ?? 0
    for (const b of open(l)) {
      const key = slot(b.kind, dayOf(b.day))
      overtime.set(key, Math.max(overtime.get(key) ?? 0, hours))
    }
  }
  const risky = new Set<number>()
  for (const l of lines) {
    const load = isAhead(l) ? ahead : all
    const late = open(l).some((b) => {
      const day = dayOf(b.day)
      const key = slot(b.kind, day)
      const capacity = dailyMinutes(b.kind, section, libraries, { overtimeHours: overtime.get(key) ?? 0 })
      return !cal.isWorkday(day) || (load.get(key) ?? 0) > capacity + 0.5
    })
    if (late) risky.add(l.id)
  }
  return risky
}
