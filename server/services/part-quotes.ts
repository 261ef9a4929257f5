import { desc, eq } from 'drizzle-orm'
import type { PartQuote, PricedValues } from '../../contract/quote.ts'
import type { Db } from '../db/client.ts'
import { partQuotes, quoteParts } from '../db/schema.ts'
import {
  pricedValues,
  resolveInputs,
  type DrawingReport,
  type GeometryReport,
  type QuoteBreakdown,
  type QuoteConfig,
  type QuoteOverrides,
} from '../engine/index.ts'
import type { Locale } from '../lib/i18n.ts'
import type { NewMessage } from './chat-messages.ts'
import { distinctReasons, shownFinding, shownFlag, shownLine } from './quote-text.ts'
import { visibleQuote, type QuoteAudience } from './quote-visibility.ts'
import { getVersionById } from './quote-configs.ts'

type Tx = Pick<Db, 'insert'>

/** Attributes stored on a part minus analysis-only ones (units) and cleared (null) values. */
export function toOverrides(attributes: Record<string, unknown>): QuoteOverrides {
  const { units: _units, ...rest } = attributes
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null && v !== undefined))
}

export async function recordQuote(
  tx: Tx,
  partId: number,
  configVersionId: number,
  overrides: QuoteOverrides,
  result: QuoteBreakdown,
) {
  const [row] = await tx
    .insert(partQuotes)
    .values({
      partId,
      configVersionId,
      overrides: overrides as Record<string, unknown>,
      result,
    })
    .returning()
  return row!
}

export async function latestQuote(db: Db, partId: number) {
  const [row] = await db
    .select()
    .from(partQuotes)
    .where(eq(partQuotes.partId, partId))
    .orderBy(desc(partQuotes.id))
    .limit(1)
  return row
}

/** The assistant's deterministic summary of a quote (rendered per reader language later). */
export function quoteMessage(
  kind: NewMessage['kind'],
  partId: number,
  partName: string,
  quoteId: number,
  q: QuoteBreakdown,
  materialKey: string,
): NewMessage {
  // Each distinct reason once (two geometry advisories are two reasons, named), worded when read.
  const flags = distinctReasons(q.reviewFlags)
  if (!q.priced) {
    return {
      role: 'assistant',
      kind,
      textKey: 'chat.assistantUnpriced',
      params: { name: partName, flags },
      data: { partId, quoteId },
    }
  }
  // A dated quote also says its tier and when it ships and arrives.
  const lead = q.leadTime
  return {
    role: 'assistant',
    kind,
    textKey: lead ? 'chat.assistantQuoteDated' : 'chat.assistantQuote',
    params: {
      ...(lead
        ? { lead: { tier: lead.tier, shipDate: lead.shipDate, deliveryDate: lead.deliveryDate, days: lead.days } }
        : {}),
      name: partName,
      material: materialKey,
      quantity: q.quantity,
      currency: q.currency,
      unitPrice: q.unitPrice!,
      unitPriceWithTax: q.unitPriceWithTax!,
      total: q.total!,
      totalWithTax: q.totalWithTax!,
      flags,
    },
    data: { partId, quoteId },
  }
}

/** The material the engine priced with (the breakdown's material line names it). */
export function pricedMaterial(q: QuoteBreakdown): string {
  const line = q.breakdown.find((l) => l.key === 'material')
  const input = line?.inputs.find((i) => i.name === 'material')
  return input ? String(input.value) : ''
}

/**
 * The values a stored quote was priced with. Quotes stored before the engine recorded them are
 * resolved again from the same stored inputs and configuration version, which gives the same values.
 */
async function storedValues(db: Db, row: typeof partQuotes.$inferSelect, config: QuoteConfig): Promise<PricedValues> {
  const recorded = (row.result as Partial<QuoteBreakdown>).values
  if (recorded) return recorded
  const [part] = await db
    .select({ geometry: quoteParts.geometry, drawing: quoteParts.drawing })
    .from(quoteParts)
    .where(eq(quoteParts.id, row.partId))
  const inputs = {
    geometry: (part?.geometry ?? null) as unknown as GeometryReport | null,
    drawing: (part?.drawing ?? null) as unknown as DrawingReport | null,
    overrides: row.overrides as QuoteOverrides,
  }
  return pricedValues(resolveInputs(inputs, config))
}

/** The contract's `quote` object, with configuration identity and localized review flags, as `audience` may see it. */
export async function quoteOut(
  db: Db,
  row: typeof partQuotes.$inferSelect,
  locale: Locale,
  audience: QuoteAudience,
): Promise<PartQuote> {
  const q = row.result as unknown as QuoteBreakdown
  const version = await getVersionById(db, row.configVersionId)
  const shown = visibleQuote(
    {
      quoteId: row.id,
      priced: q.priced,
      complete: q.complete,
      currency: q.currency,
      quantity: q.quantity,
      material: pricedMaterial(q),
      unitCost: q.unitCost,
      unitPrice: q.unitPrice,
      unitPriceWithTax: q.unitPriceWithTax,
      total: q.total,
      totalWithTax: q.totalWithTax,
      breakdown: q.breakdown,
      adjustments: q.adjustments,
      quantityBreaks: q.quantityBreaks,
      configId: version.configId,
      configName: version.configName,
      configVersion: version.version,
      reviewFlags: q.reviewFlags.map((f) => shownFlag(locale, f)),
      // Absent on quotes stored before the DFM rules judged parts.
      dfm: (q.dfm ?? []).map((f) => shownFinding(locale, f, q.levers)),
      leadDays: q.leadDays,
      // Absent on quotes stored before lead times were planned.
      leadTime: q.leadTime ?? null,
      priceTableDate: q.priceTableDate,
      validityDays: q.validityDays,
      overrides: row.overrides,
      values: await storedValues(db, row, version.config),
      // Absent on quotes stored before levers were offered.
      ...(q.levers ? { levers: q.levers } : {}),
      // Absent on quotes stored before model–drawing conflicts were found.
      ...(q.conflicts ? { conflicts: q.conflicts } : {}),
      pricedAt: row.createdAt.toISOString(),
    },
    audience,
  )
  // Worded after the audience's view is made: it may add a line of its own (the hidden terms).
  return { ...shown, breakdown: shown.breakdown.map((l) => shownLine(locale, l)) }
}
