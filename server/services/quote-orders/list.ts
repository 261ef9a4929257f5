import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm'
import { QUOTE_ORDER_EXPIRING, allowedActions, type QuoteOrderStatus } from '../../../contract/quote-order-states.ts'
import type { OrderListQuery, QuoteOrderRow } from '../../../contract/quote-order.ts'
import type { Db } from '../../db/client.ts'
import { quoteOrderLines, quoteOrders, users } from '../../db/schema.ts'
import { paged, type Paged } from '../../lib/envelope.ts'
import { containsPattern } from '../../lib/like-pattern.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { linesAtRiskNow } from '../lead-time/risk.ts'
import { priceWithheld } from '../quote-approval/request.ts'
import { actorsFor, visibleTo } from './access.ts'
import { customersById } from './people.ts'
import { effectiveStatus } from './totals.ts'

const PART_NAMES_SHOWN = 3
const DAY_MS = 86_400_000

/** Orders whose status reads as `status` now (an expiring status past its date reads as expired). */
function statusIs(status: QuoteOrderStatus, now: Date): SQL {
  if (status === 'expired') {
    return or(
      eq(quoteOrders.status, 'expired'),
      and(inArray(quoteOrders.status, [...QUOTE_ORDER_EXPIRING]), lt(quoteOrders.validUntil, now)),
    )!
  }
  if (QUOTE_ORDER_EXPIRING.includes(status))
    return and(eq(quoteOrders.status, status), gte(quoteOrders.validUntil, now))!
  return eq(quoteOrders.status, status)
}

/** Midnight of a YYYY-MM-DD day in the caller's zone, as an instant. */
export const dayStart = (day: string, tzOffset: number) => new Date(Date.parse(`${day}T00:00:00Z`) - tzOffset * 60_000)

/** The number, a line's part name, or the customer's account, nickname or company contains the keyword. */
function keywordMatch(db: Db, keyword: string): SQL {
  const pattern = containsPattern(keyword)
  const lineMatches = db
    .select({ one: quoteOrderLines.id })
    .from(quoteOrderLines)
    .where(and(eq(quoteOrderLines.orderId, quoteOrders.id), ilike(quoteOrderLines.partName, pattern)))
  return or(
    ilike(quoteOrders.number, pattern),
    exists(lineMatches),
    ilike(users.username, pattern),
    ilike(users.nickName, pattern),
    ilike(users.companyName, pattern),
  )!
}

const SORT_COLUMNS = {
  createTime: quoteOrders.createdAt,
  updateTime: quoteOrders.updatedAt,
  number: quoteOrders.number,
  totalWithTax: quoteOrders.totalWithTax,
  status: quoteOrders.status,
  validUntil: quoteOrders.validUntil,
} as const

/** Orders with (or, `false`, without) a line at risk of missing its promised ship date. */
function riskIs(wanted: boolean, risky: ReadonlySet<number>): SQL {
  const ids = [...risky]
  if (ids.length === 0) return wanted ? sql`false` : sql`true`
  return wanted ? inArray(quoteOrders.id, ids) : notInArray(quoteOrders.id, ids)
}

/** A line's ship date: the one booked on acceptance, else its quote's (none before lead times). */
const lineShipDate = sql<
  string | null
>`coalesce(${quoteOrderLines.promise}->>'shipDate', ${quoteOrderLines.quote}->'leadTime'->>'shipDate')`

/**
 * The manage list: own orders (or all for staff), searched, filtered, sorted and paged. Staff see
 * which orders have a line whose promised date the shop can no longer keep, and may list only those.
 */
export async function listOrders(
  db: Db,
  user: AuthUser,
  q: OrderListQuery,
  now = new Date(),
): Promise<Paged<QuoteOrderRow>> {
  const tz = q.tzOffset
  const staff = user.may.seeEveryCustomer
  const risky = staff ? new Set((await linesAtRiskNow(db, now)).values()) : new Set<number>()
  const where = and(
    staff && q.shipRisk !== undefined ? riskIs(q.shipRisk, risky) : undefined,
    visibleTo(user),
    q.customerId !== undefined ? eq(quoteOrders.userId, q.customerId) : undefined,
    q.keyword ? keywordMatch(db, q.keyword) : undefined,
    q.status?.length ? or(...q.status.map((s) => statusIs(s, now))) : undefined,
    q.from ? gte(quoteOrders.createdAt, dayStart(q.from, tz)) : undefined,
    q.to ? lt(quoteOrders.createdAt, new Date(dayStart(q.to, tz).getTime() + DAY_MS)) : undefined,
  )
  const [total] = await db
    .select({ n: count() })
    .from(quoteOrders)
    .innerJoin(users, eq(users.id, quoteOrders.userId))
    .where(where)
  const direction = q.order === 'asc' ? asc : desc
  const rows = await db
    .select({ order: quoteOrders })
    .from(quoteOrders)
    .innerJoin(users, eq(users.id, quoteOrders.userId))
    .where(where)
    .orderBy(direction(SORT_COLUMNS[q.sort]), direction(quoteOrders.id))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize)
  const ids = rows.map((r) => r.order.id)
  const lines = ids.length
    ? await db
        .select({
          orderId: quoteOrderLines.orderId,
          partName: quoteOrderLines.partName,
          position: quoteOrderLines.position,
          adjusted: quoteOrderLines.adjustment,
          shipDate: lineShipDate,
        })
        .from(quoteOrderLines)
        .where(inArray(quoteOrderLines.orderId, ids))
        .orderBy(asc(quoteOrderLines.position))
    : []
  const customers = await customersById(
    db,
    rows.map((r) => r.order.userId),
  )
  return paged(
    rows.map(({ order }): QuoteOrderRow => {
      const mine = lines.filter((l) => l.orderId === order.id)
      const status = effectiveStatus(order.status, order.validUntil, now)
      const withheld = priceWithheld(order)
      const hidden = withheld && !user.may.seeEveryCustomer
      return {
        id: order.id,
        number: order.number,
        status,
        version: order.version,
        customer: customers.get(order.userId)!,
        currency: order.currency,
        lineCount: mine.length,
        partNames: mine.slice(0, PART_NAMES_SHOWN).map((l) => l.partName),
        total: hidden ? null : order.total,
        totalWithTax: hidden ? null : order.totalWithTax,
        priceWithheld: withheld,
        adjusted: mine.some((l) => l.adjusted !== null),
        shipDate: mine.reduce<string | null>((a, l) => (l.shipDate && (!a || l.shipDate > a) ? l.shipDate : a), null),
        shipRisk: risky.has(order.id),
        validUntil: order.validUntil.toISOString(),
        actions: allowedActions(status, actorsFor(user, order.userId)),
        createTime: order.createdAt.toISOString(),
        updateTime: order.updatedAt.toISOString(),
      }
    }),
    q.pageIndex,
    q.pageSize,
    total!.n,
  )
}
