import { inArray } from 'drizzle-orm'
import type { QuoteBreakdown } from '../../../contract/quote.ts'
import type { CompareQuery, Comparison } from '../../../contract/quote-order.ts'
import type { Db } from '../../db/client.ts'
import { partQuotes } from '../../db/schema.ts'
import { AppError, badRequest, notFound } from '../../lib/errors.ts'
import type { Locale } from '../../lib/i18n.ts'
import type { FileStorage } from '../../lib/storage.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { findPart } from '../part-access.ts'
import { pricedMaterial } from '../part-quotes.ts'
import { getVersionById } from '../quote-configs.ts'
import { shownLine } from '../quote-text.ts'
import { visibleBreakdown, type QuoteAudience } from '../quote-visibility.ts'
import { priceWithheld } from '../quote-approval/request.ts'
import { findOrder } from './access.ts'
import { compare, type CompareInput } from './compare.ts'
import { lineFacts } from './freeze.ts'
import { partKeys } from './part-key.ts'
import { lineOut, orderLines } from './read.ts'
import { effectiveStatus, orderTotals } from './totals.ts'

async function orderColumns(
  db: Db,
  user: AuthUser,
  ids: number[],
  locale: Locale,
  audience: QuoteAudience,
  now: Date,
): Promise<CompareInput[]> {
  const out: CompareInput[] = []
  for (const id of ids) {
    const { order } = await findOrder(db, user, id)
    if (priceWithheld(order) && !audience.staff)
      throw new AppError(409, 'approval.withheldCompare', { number: order.number })
    const lines = (await orderLines(db, order.id)).map((l) => ({ entity: l, out: lineOut(l, locale, audience) }))
    out.push({
      column: {
        kind: 'order',
        id: order.id,
        label: order.number,
        status: effectiveStatus(order.status, order.validUntil, now),
        currency: order.currency,
        total: order.total,
        totalWithTax: order.totalWithTax,
        createTime: order.createdAt.toISOString(),
      },
      lines: lines.map(({ entity, out: l }) => ({
        partKey: entity.partKey,
        partName: l.partName,
        cell: {
          lineId: l.lineId,
          quoteId: l.quoteId,
          material: l.material,
          surfaceTreatments: l.surfaceTreatments,
          heatTreatments: l.heatTreatments,
          toleranceGrade: l.toleranceGrade,
          ra: l.ra,
          quantity: l.quantity,
          configId: l.configId,
          configName: l.configName,
          configVersion: l.configVersion,
          // Staff, or a price no approval holds back (refused above): never null here.
          unitPrice: l.unitPrice!,
          total: l.total!,
          adjustment: l.adjustment,
          breakdown: l.breakdown,
        },
      })),
    })
  }
  return out
}

/** Quotes of one part (or of uploads of the same files), each a column of one line. */
async function quoteColumns(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  ids: number[],
  locale: Locale,
  audience: QuoteAudience,
): Promise<CompareInput[]> {
  const rows = await db.select().from(partQuotes).where(inArray(partQuotes.id, ids))
  const byId = new Map(rows.map((r) => [r.id, r]))
  const out: CompareInput[] = []
  const keys = new Set<string>()
  for (const id of ids) {
    const row = byId.get(id)
    if (!row) throw notFound('recordNotFound')
    const part = await findPart(db, user, row.partId, 'read')
    const q = row.result as unknown as QuoteBreakdown
    if (!q.priced) throw new AppError(409, 'quoteOrder.partNotPriced', { name: part.name })
    const key = (await partKeys(db, storage, [part.id])).get(part.id)!
    keys.add(key)
    const version = await getVersionById(db, row.configVersionId)
    const facts = lineFacts(part, row.overrides, version.config)
    const totals = orderTotals([{ total: q.total!, totalWithTax: q.totalWithTax! }])
    out.push({
      column: {
        kind: 'quote',
        id: row.id,
        label: row.createdAt.toISOString(),
        status: null,
        currency: q.currency,
        total: totals.total,
        totalWithTax: totals.totalWithTax,
        createTime: row.createdAt.toISOString(),
      },
      lines: [
        {
          partKey: key,
          partName: part.name,
          cell: {
            lineId: null,
            quoteId: row.id,
            material: pricedMaterial(q) || facts.material,
            ...facts.facts,
            quantity: q.quantity,
            configId: version.configId,
            configName: version.configName,
            configVersion: version.version,
            unitPrice: q.unitPrice!,
            total: q.total!,
            adjustment: null,
            breakdown: visibleBreakdown(q.breakdown, q.unitPrice, audience).map((l) => shownLine(locale, l)),
          },
        },
      ],
    })
  }
  if (keys.size > 1) throw badRequest('quoteOrder.compareOnePart')
  return out
}

/** Two or more orders, or two or more quotes of one part, compared (the first column is the base). */
export async function compareFor(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  q: CompareQuery,
  locale: Locale,
  audience: QuoteAudience,
  now = new Date(),
): Promise<Comparison> {
  if (q.ids) return compare(await orderColumns(db, user, q.ids, locale, audience, now))
  if (q.quoteIds) return compare(await quoteColumns(db, storage, user, q.quoteIds, locale, audience))
  throw badRequest('quoteOrder.compareNeedsTwo')
}
