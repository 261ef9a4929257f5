import { and, count, desc, eq, inArray, max, type SQL } from 'drizzle-orm'
import type { QuoteBreakdown } from '../../../contract/quote.ts'
import type { ProductQuery, ProductRow } from '../../../contract/quote-order.ts'
import type { Db } from '../../db/client.ts'
import { partQuotes, quoteOrderLines, quoteOrders, quotePartFiles, quoteParts } from '../../db/schema.ts'
import { paged, type Paged } from '../../lib/envelope.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import type { FileStorage } from '../../lib/storage.ts'
import { pricedMaterial } from '../part-quotes.ts'
import { getVersionById } from '../quote-configs.ts'
import { filesOut } from './freeze.ts'
import { partKeys } from './part-key.ts'
import { customersById } from './people.ts'
import { priceShown } from '../quote-approval/withhold.ts'
import { effectiveStatus } from './totals.ts'

const HISTORY_SHOWN = 10

interface Group {
  userId: number
  partKey: string
  partIds: number[]
  names: string[]
  lastQuotedAt: Date
  quoteCount: number
}

/**
 * Every part a customer has had priced, one row per product: uploads of the same files (of one
 * customer) are one product, with its quote history across those uploads and the orders it is on.
 */
export async function listProducts(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  q: ProductQuery,
  now = new Date(),
): Promise<Paged<ProductRow>> {
  const scope: SQL | undefined = and(
    eq(quoteParts.status, 'done'),
    user.may.seeEveryCustomer
      ? q.customerId !== undefined
        ? eq(quoteParts.userId, q.customerId)
        : undefined
      : eq(quoteParts.userId, user.id),
  )
  const parts = await db
    .select({
      id: quoteParts.id,
      userId: quoteParts.userId,
      name: quoteParts.name,
      last: max(partQuotes.createdAt),
      quotes: count(partQuotes.id),
    })
    .from(quoteParts)
    .innerJoin(partQuotes, eq(partQuotes.partId, quoteParts.id))
    .where(scope)
    .groupBy(quoteParts.id)
  const keys = await partKeys(
    db,
    storage,
    parts.map((p) => p.id),
  )
  const files = parts.length
    ? await db
        .select({ partId: quotePartFiles.partId, name: quotePartFiles.originalName })
        .from(quotePartFiles)
        .where(
          inArray(
            quotePartFiles.partId,
            parts.map((p) => p.id),
          ),
        )
    : []
  const groups = new Map<string, Group>()
  for (const p of parts.sort((a, b) => a.id - b.id)) {
    const id = `${p.userId}:${keys.get(p.id)}`
    const g = groups.get(id) ?? {
      userId: p.userId,
      partKey: keys.get(p.id)!,
      partIds: [],
      names: [],
      lastQuotedAt: new Date(0),
      quoteCount: 0,
    }
    g.partIds.push(p.id)
    g.names.push(p.name, ...files.filter((f) => f.partId === p.id).map((f) => f.name))
    if (p.last && p.last > g.lastQuotedAt) g.lastQuotedAt = p.last
    g.quoteCount += p.quotes
    groups.set(id, g)
  }
  const keyword = q.keyword?.toLowerCase()
  const matching = [...groups.values()]
    .filter((g) => !keyword || g.names.some((n) => n.toLowerCase().includes(keyword)))
    .sort(
      (a, b) => b.lastQuotedAt.getTime() - a.lastQuotedAt.getTime() || Math.max(...b.partIds) - Math.max(...a.partIds),
    )
  const page = matching.slice((q.pageIndex - 1) * q.pageSize, q.pageIndex * q.pageSize)
  const customers = await customersById(
    db,
    page.map((g) => g.userId),
  )
  const rows: ProductRow[] = []
  for (const g of page) rows.push(await productRow(db, g, customers.get(g.userId)!, user.may.seeEveryCustomer, now))
  return paged(rows, q.pageIndex, q.pageSize, matching.length)
}

async function productRow(
  db: Db,
  g: Group,
  customer: ProductRow['customer'],
  staff: boolean,
  now: Date,
): Promise<ProductRow> {
  const quotes = await db
    .select()
    .from(partQuotes)
    .where(inArray(partQuotes.partId, g.partIds))
    .orderBy(desc(partQuotes.id))
    .limit(HISTORY_SHOWN)
  const latest = quotes[0]!
  const latestPartId = Math.max(...g.partIds)
  const [part] = await db.select({ name: quoteParts.name }).from(quoteParts).where(eq(quoteParts.id, latestPartId))
  const history = []
  for (const row of quotes) {
    const r = row.result as unknown as QuoteBreakdown
    const version = await getVersionById(db, row.configVersionId)
    history.push({
      quoteId: row.id,
      partId: row.partId,
      pricedAt: row.createdAt.toISOString(),
      material: pricedMaterial(r),
      quantity: r.quantity,
      unitPrice: r.unitPrice,
      total: r.total,
      configName: version.configName,
      configVersion: version.version,
    })
  }
  const orders = await db
    .select({
      id: quoteOrders.id,
      number: quoteOrders.number,
      status: quoteOrders.status,
      validUntil: quoteOrders.validUntil,
      createdAt: quoteOrders.createdAt,
      unitPrice: quoteOrderLines.unitPrice,
      quantity: quoteOrderLines.quantity,
    })
    .from(quoteOrderLines)
    .innerJoin(quoteOrders, eq(quoteOrders.id, quoteOrderLines.orderId))
    // A customer's history leaves out the orders whose prices still await approval.
    .where(
      and(eq(quoteOrderLines.partKey, g.partKey), eq(quoteOrders.userId, g.userId), staff ? undefined : priceShown()),
    )
    .orderBy(desc(quoteOrders.id))
  const last = latest.result as unknown as QuoteBreakdown
  return {
    partKey: g.partKey,
    partId: latestPartId,
    partIds: g.partIds,
    name: part!.name,
    files: await filesOut(db, latestPartId),
    customer,
    currency: last.currency,
    material: pricedMaterial(last),
    quantity: last.quantity,
    lastUnitPrice: last.unitPrice,
    lastUnitPriceWithTax: last.unitPriceWithTax,
    lastQuotedAt: latest.createdAt.toISOString(),
    lastOrderedUnitPrice: orders[0]?.unitPrice ?? null,
    quoteCount: g.quoteCount,
    quotes: history,
    orders: orders.map((o) => ({
      id: o.id,
      number: o.number,
      status: effectiveStatus(o.status, o.validUntil, now),
      unitPrice: o.unitPrice,
      quantity: o.quantity,
      createTime: o.createdAt.toISOString(),
    })),
  }
}
