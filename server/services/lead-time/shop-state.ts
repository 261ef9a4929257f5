import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import type { LeadTimeSection } from '../../../contract/lead-time.ts'
import type { Db } from '../../db/client.ts'
import { capacityBookings, quoteOrders } from '../../db/schema.ts'
import { shopToday, type Booking, type ShopState } from '../../engine/lead-time/index.ts'

/** Orders whose bookings are the shop's open work: agreed, and never moved on from. */
export const BOOKED_STATUSES = ['accepted', 'ordered'] as const

/**
 * What the shop has promised, as the scheduler reads it at `now`: the minutes booked per machine
 * kind and shop day from the shop's today on, summed over every accepted and ordered line (one
 * grouped query, so every quote can afford it), per tier so rush work is told apart. Days before
 * today are done and left out.
 */
export async function shopState(
  db: Pick<Db, 'select'>,
  now: Date,
  section: Pick<LeadTimeSection, 'timeZone' | 'tiers'>,
): Promise<ShopState> {
  const minutes = sql<number>`sum(${capacityBookings.minutes})`.mapWith(Number)
  const rows = await db
    .select({ kind: capacityBookings.kind, day: capacityBookings.day, tier: capacityBookings.tier, minutes })
    .from(capacityBookings)
    .innerJoin(quoteOrders, eq(quoteOrders.id, capacityBookings.orderId))
    .where(and(gte(capacityBookings.day, shopToday(now, section)), inArray(quoteOrders.status, [...BOOKED_STATUSES])))
    .groupBy(capacityBookings.kind, capacityBookings.day, capacityBookings.tier)
  // Work of a tier that goes ahead of the queue is marked so: later rush work queues behind it.
  const booked: Booking[] = rows.map((r) =>
    section.tiers[r.tier]?.queue === 'ahead'
      ? { kind: r.kind, day: r.day, minutes: r.minutes, ahead: true }
      : { kind: r.kind, day: r.day, minutes: r.minutes },
  )
  return { now, booked }
}
