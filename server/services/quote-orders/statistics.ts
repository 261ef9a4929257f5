import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm'
import type { Statistics, StatisticsQuery } from '../../../contract/quote-order.ts'
import type { Db } from '../../db/client.ts'
import { partQuotes, quoteOrderLines, quoteOrders, quoteParts } from '../../db/schema.ts'
import { dayStart } from './list.ts'
import { customersById } from './people.ts'
import { aggregate, type StatOrder } from './statistics-aggregate.ts'
import { effectiveStatus } from './totals.ts'

const DAY_MS = 86_400_000

/** Today in the caller's zone, and the first day of the month eleven months before (12 months). */
function defaultWindow(now: Date, tzOffset: number) {
  const today = new Date(now.getTime() + tzOffset * 60_000).toISOString().slice(0, 10)
  const [y, m] = today.split('-').map(Number) as [number, number]
  const start = new Date(Date.UTC(y, m - 1 - 11, 1)).toISOString().slice(0, 10)
  return { from: start, to: today }
}

/**
 * Price statistics for staff over orders created in the window (any status) and part quotes
 * priced in it, optionally of one customer. Aggregation is pure (stats.ts).
 */
export async function statisticsFor(db: Db, q: StatisticsQuery, now = new Date()): Promise<Statistics> {
  const fallback = defaultWindow(now, q.tzOffset)
  const from = q.from ?? fallback.from
  const to = q.to ?? fallback.to
  const start = dayStart(from, q.tzOffset)
  const end = new Date(dayStart(to, q.tzOffset).getTime() + DAY_MS)
  const orders = await db
    .select()
    .from(quoteOrders)
    .where(
      and(
        gte(quoteOrders.createdAt, start),
        lt(quoteOrders.createdAt, end),
        q.customerId !== undefined ? eq(quoteOrders.userId, q.customerId) : undefined,
      ),
    )
    .orderBy(asc(quoteOrders.id))
  const lines = orders.length
    ? await db
        .select()
        .from(quoteOrderLines)
        .where(
          inArray(
            quoteOrderLines.orderId,
            orders.map((o) => o.id),
          ),
        )
        .orderBy(asc(quoteOrderLines.position))
    : []
  const quotes = await db
    .select({ at: partQuotes.createdAt })
    .from(partQuotes)
    .innerJoin(quoteParts, eq(quoteParts.id, partQuotes.partId))
    .where(
      and(
        gte(partQuotes.createdAt, start),
        lt(partQuotes.createdAt, end),
        q.customerId !== undefined ? eq(quoteParts.userId, q.customerId) : undefined,
      ),
    )
  const owners = await db.selectDistinct({ userId: quoteOrders.userId }).from(quoteOrders)
  const customers = await customersById(db, [...owners.map((o) => o.userId), ...orders.map((o) => o.userId)])
  const statOrders: StatOrder[] = orders.map((o) => ({
    id: o.id,
    number: o.number,
    customer: customers.get(o.userId)!,
    status: effectiveStatus(o.status, o.validUntil, now),
    createdAt: o.createdAt,
    total: o.total,
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        lineId: l.id,
        partName: l.partName,
        material: l.material,
        partClass: l.partClass,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        total: l.total,
        adjustment: l.adjustment,
      })),
  }))
  return {
    ...aggregate({
      orders: statOrders,
      quoteTimes: quotes.map((x) => x.at),
      from,
      to,
      period: q.period,
      tzOffset: q.tzOffset,
      currency: orders[0]?.currency ?? 'CNY',
    }),
    customers: [...customers.values()].sort((a, b) => a.name.localeCompare(b.name)),
  }
}
