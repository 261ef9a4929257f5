import type { QuoteBreakdown } from '../../../contract/quote.ts'
import type { CreateOrderInput } from '../../../contract/quote-order.ts'
import type { Db } from '../../db/client.ts'
import { quoteOrderEvents, quoteOrderLines, quoteOrders } from '../../db/schema.ts'
import { AppError, badRequest } from '../../lib/errors.ts'
import type { Locale } from '../../lib/i18n.ts'
import type { FileStorage } from '../../lib/storage.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { findPart } from '../part-access.ts'
import { latestQuote } from '../part-quotes.ts'
import { getVersionById } from '../quote-configs.ts'
import { repricePart } from '../reprice.ts'
import { CUSTOMER_AUDIENCE } from '../quote-visibility.ts'
import { filesOut, frozenLine, type NewLine } from './freeze.ts'
import { nextOrderNumber } from './numbering.ts'
import { partKeys } from './part-key.ts'
import { actorOf } from './people.ts'
import { orderTotals, taxRateOf, validUntilFrom } from './totals.ts'

export interface CreateOptions {
  /** The order this one re-quotes (recorded on both timelines' link). */
  sourceOrderId?: number
  now?: Date
}

/**
 * A draft order from priced parts the caller owns, each line a frozen copy of the part's latest
 * quote. With `reprice`, every part is priced again with the current configuration first.
 */
export async function createOrder(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  input: CreateOrderInput,
  locale: Locale,
  opts: CreateOptions = {},
): Promise<number> {
  const now = opts.now ?? new Date()
  const parts = []
  for (const partId of input.partIds) {
    const part = await findPart(db, user, partId, 'write')
    if (part.status !== 'done') throw new AppError(409, 'quoteOrder.partNotPriced', { name: part.name })
    parts.push(part)
  }
  if (input.reprice)
    for (const part of parts) await repricePart(db, user, part.id, { useLatestConfig: true }, locale, CUSTOMER_AUDIENCE)
  const keys = await partKeys(
    db,
    storage,
    parts.map((p) => p.id),
  )
  const lines: NewLine[] = []
  const validity: number[] = []
  for (const [i, part] of parts.entries()) {
    const quote = await latestQuote(db, part.id)
    const result = quote?.result as unknown as QuoteBreakdown | undefined
    if (!quote || !result?.priced) throw new AppError(409, 'quoteOrder.partNotPriced', { name: part.name })
    const version = await getVersionById(db, quote.configVersionId)
    lines.push(frozenLine(part, await filesOut(db, part.id), quote, version, keys.get(part.id)!, i + 1))
    validity.push(result.validityDays)
  }
  const currencies = [...new Set(lines.map((l) => l.quote.currency))]
  if (currencies.length > 1) throw badRequest('quoteOrder.mixedCurrency', { currencies: currencies.join(', ') })
  const totals = orderTotals(lines)
  const actor = await actorOf(db, user)
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(quoteOrders)
      .values({
        number: await nextOrderNumber(tx, now.getUTCFullYear()),
        userId: user.id,
        status: 'draft',
        currency: currencies[0]!,
        taxRate: taxRateOf(lines[0]!.quote.adjustments),
        total: totals.total,
        totalWithTax: totals.totalWithTax,
        validUntil: validUntilFrom(now, Math.min(...validity)),
        remarks: input.remarks ?? '',
        sourceOrderId: opts.sourceOrderId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: quoteOrders.id })
    await tx.insert(quoteOrderLines).values(lines.map((l) => ({ ...l, orderId: order!.id })))
    await tx.insert(quoteOrderEvents).values({
      orderId: order!.id,
      action: opts.sourceOrderId ? 'requote' : 'create',
      fromStatus: null,
      toStatus: 'draft',
      actor,
      detail: opts.sourceOrderId ? { sourceOrderId: opts.sourceOrderId } : {},
      createdAt: now,
    })
    return order!.id
  })
}
