import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { capacityBookings, quoteOrderLines, quoteOrders } from '../../db/schema.ts'
import { linesAtRisk, shopToday, type BookedLine } from '../../engine/lead-time/index.ts'
import { loadLibraryOptions } from '../process-library/options.ts'
import { currentConfigs } from './book.ts'
import { BOOKED_STATUSES } from './shop-state.ts'

const DAY_MS = 86_400_000
/** The shop's today is never before the UTC date of yesterday, whatever its time zone. */
const earliestToday = (now: Date) => new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10)

/**
 * The accepted and ordered lines whose promised ship date the shop can no longer keep, by line id
 * with their order id: a line with work on a machine kind and day now booked beyond its capacity
 * (a rush order went ahead, hours were cut, a machine disabled), judged with the current
 * configuration of the line and the enabled libraries; and a line that was already booked later
 * than the customer was quoted, until it ships. Lines that have shipped are not at risk any more.
 */
export async function linesAtRiskNow(db: Db, now: Date): Promise<Map<number, number>> {
  const open = inArray(quoteOrders.status, [...BOOKED_STATUSES])
  const [rows, promised] = await Promise.all([
    db
      .select({
        lineId: capacityBookings.lineId,
        orderId: capacityBookings.orderId,
        configId: quoteOrderLines.configId,
        tier: capacityBookings.tier,
        kind: capacityBookings.kind,
        day: capacityBookings.day,
        minutes: capacityBookings.minutes,
      })
      .from(capacityBookings)
      .innerJoin(quoteOrders, eq(quoteOrders.id, capacityBookings.orderId))
      .innerJoin(quoteOrderLines, eq(quoteOrderLines.id, capacityBookings.lineId))
      .where(and(open, gte(capacityBookings.day, earliestToday(now)))),
    db
      .select({
        lineId: quoteOrderLines.id,
        orderId: quoteOrderLines.orderId,
        configId: quoteOrderLines.configId,
        promise: quoteOrderLines.promise,
      })
      .from(quoteOrderLines)
      .innerJoin(quoteOrders, eq(quoteOrders.id, quoteOrderLines.orderId))
      .where(
        and(
          open,
          isNotNull(quoteOrderLines.promise),
          sql`${quoteOrderLines.promise}->>'shipDate' > ${quoteOrderLines.promise}->>'quotedShipDate'`,
          sql`${quoteOrderLines.promise}->>'shipDate' >= ${earliestToday(now)}`,
        ),
      ),
  ])
  const risky = new Map<number, number>()
  if (rows.length === 0 && promised.length === 0) return risky
  const configs = await currentConfigs(
    db,
    [...rows, ...promised].map((r) => r.configId),
  )
  for (const p of promised) {
    if (p.promise!.shipDate >= shopToday(now, configs.get(p.configId)!.leadTime)) risky.set(p.lineId, p.orderId)
  }
  if (rows.length === 0) return risky
  const lines = new Map<number, BookedLine & { orderId: number; configId: number }>()
  for (const r of rows) {
    const line = lines.get(r.lineId) ?? {
      id: r.lineId,
      orderId: r.orderId,
      configId: r.configId,
      tier: r.tier,
      bookings: [],
    }
    lines.set(r.lineId, { ...line, bookings: [...line.bookings, { kind: r.kind, day: r.day, minutes: r.minutes }] })
  }
  const libraries = await loadLibraryOptions(db)
  const all = [...lines.values()]
  for (const [configId, config] of configs) {
    const atRisk = linesAtRisk(all, config, libraries, now)
    for (const l of all) if (l.configId === configId && atRisk.has(l.id)) risky.set(l.id, l.orderId)
  }
  return risky
}
