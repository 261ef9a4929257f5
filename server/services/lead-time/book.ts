import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { capacityBookings, quoteOrderLines, type LinePromise } from '../../db/schema.ts'
import { bookLeadTime } from '../../engine/lead-time/index.ts'
import type { QuoteConfig } from '../../engine/index.ts'
import { loadLibraryOptions } from '../process-library/options.ts'
import { getVersion, versionForPricing } from '../quote-configs.ts'
import { shopState } from './shop-state.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type LineEntity = typeof quoteOrderLines.$inferSelect

/** Key of the advisory lock that serialises bookings, so two acceptances never take the same free hours. */
const BOOKING_LOCK = 13_033

/** A line the shop can no longer ship by the date the customer was quoted: the timeline says so. */
export interface LateLine {
  position: number
  partName: string
  quotedShipDate: string
  shipDate: string
}

/**
 * The configuration a line is dated with when booked: its configuration's current version (the
 * calendar and hours the shop keeps now), or the default one when that configuration is gone.
 */
export async function currentConfigs(db: Db, configIds: readonly number[]): Promise<Map<number, QuoteConfig>> {
  const out = new Map<number, QuoteConfig>()
  for (const id of new Set(configIds)) {
    const version = await getVersion(db, id).catch(() => versionForPricing(db, null))
    out.set(id, version.config)
  }
  return out
}

/**
 * Reserves the shop's capacity for an order being accepted: each line is dated again, at its tier,
 * behind the work booked so far (the quote's date may have moved since) and its minutes per
 * machine kind and day are stored; the line keeps its promise. Lines of the same order queue
 * behind each other. Lines frozen before lead times book nothing. Answers the lines that now ship
 * later than quoted.
 */
export async function bookOrder(db: Db, lines: readonly LineEntity[], now: Date) {
  const dated = lines.filter((l) => l.quote.leadTime && l.promise === null)
  if (dated.length === 0) return async () => [] as LateLine[]
  const [configs, libraries] = await Promise.all([
    currentConfigs(
      db,
      dated.map((l) => l.configId),
    ),
    loadLibraryOptions(db),
  ])
  return async (tx: Tx): Promise<LateLine[]> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK})`)
    const first = configs.get(dated[0]!.configId)!
    let shop = await shopState(tx, now, first.leadTime)
    const late: LateLine[] = []
    for (const line of dated) {
      const lead = line.quote.leadTime!
      const config = configs.get(line.configId)!
      const s = bookLeadTime(lead, config, libraries, shop)
      shop = { now, booked: [...shop.booked, ...s.bookings] }
      const tier = config.leadTime.tiers[lead.tier] ? lead.tier : config.leadTime.defaultTier
      if (s.bookings.length > 0) {
        await tx.insert(capacityBookings).values(
          s.bookings.map((b) => ({
            orderId: line.orderId,
            lineId: line.id,
            kind: b.kind,
            day: b.day,
            minutes: b.minutes,
            tier,
          })),
        )
      }
      const promise: LinePromise = {
        tier,
        shipDate: s.shipDate,
        deliveryDate: s.deliveryDate,
        days: s.days,
        quotedShipDate: lead.shipDate,
      }
      await tx.update(quoteOrderLines).set({ promise }).where(eq(quoteOrderLines.id, line.id))
      if (s.shipDate > lead.shipDate)
        late.push({
          position: line.position,
          partName: line.partName,
          quotedShipDate: lead.shipDate,
          shipDate: s.shipDate,
        })
    }
    return late
  }
}
