import type { LeadTier, LeadTimeSection } from '../../../contract/lead-time.ts'
import type { EquipmentType, LibraryOptions } from '../../../contract/process-library.ts'
import type { Booking } from './types.ts'

/**
 * Minutes a day one kind of machine offers. The shop may set a kind's hours (all its machines
 * together); otherwise they are the enabled machines of that kind × shifts × hours per shift. A
 * kind the route names but the shop has no enabled machine of is counted as one machine, so the
 * part still gets a date (the planner already holds such a route for review). A tier's overtime
 * adds its hours on every machine of the kind.
 */
export function dailyMinutes(
  kind: EquipmentType,
  section: LeadTimeSection,
  libraries: LibraryOptions,
  tier?: Pick<LeadTier, 'overtimeHours'>,
): number {
  const machines = libraries.equipment.filter((e) => e.type === kind).length
  const shiftHours = section.shifts * section.hoursPerShift
  const hours = section.machineHours[kind] ?? Math.max(1, machines) * shiftHours
  const overtime = (tier?.overtimeHours ?? 0) * Math.max(1, machines)
  return (hours + overtime) * 60
}

/** Key of one kind on one day in a load map. */
export const slot = (kind: EquipmentType, day: number) => `${kind}|${day}`

/** Minutes booked per kind and day, summed (several lines book the same day). */
export function loadMap(bookings: readonly Booking[], dayOf: (date: string) => number): Map<string, number> {
  const load = new Map<string, number>()
  for (const b of bookings) {
    const key = slot(b.kind, dayOf(b.day))
    load.set(key, (load.get(key) ?? 0) + b.minutes)
  }
  return load
}

/** Booked minutes per kind and day: all of them, and those of work that went ahead of the queue. */
export interface BookedLoad {
  all: Map<string, number>
  ahead: Map<string, number>
}

/**
 * The shop's booked load, summed once per list of bookings: a quote dates every tier at every
 * quantity against the same list, and a thousand open lines hold thousands of bookings. The list is
 * read as it was handed in (a list grown in place since is summed again).
 */
const summed = new WeakMap<readonly Booking[], { length: number; load: BookedLoad }>()
export function bookedLoad(bookings: readonly Booking[], dayOf: (date: string) => number): BookedLoad {
  const known = summed.get(bookings)
  if (known && known.length === bookings.length) return known.load
  const load = {
    all: loadMap(bookings, dayOf),
    ahead: loadMap(
      bookings.filter((b) => b.ahead),
      dayOf,
    ),
  }
  summed.set(bookings, { length: bookings.length, load })
  return load
}
