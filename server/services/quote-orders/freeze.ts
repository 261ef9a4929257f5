import type { PartFile, QuoteBreakdown } from '../../../contract/quote.ts'
import type { Db } from '../../db/client.ts'
import type { partQuotes, quoteOrderLines, quoteParts } from '../../db/schema.ts'
import { resolveInputs, type DrawingReport, type GeometryReport, type QuoteConfig } from '../../engine/index.ts'
import { partFiles } from '../part-access.ts'
import { fileOut } from '../part-detail.ts'
import { pricedMaterial } from '../part-quotes.ts'
import type { ConfigVersion } from '../quote-configs.ts'

type PartEntity = typeof quoteParts.$inferSelect
type QuoteRow = typeof partQuotes.$inferSelect
export type NewLine = Omit<typeof quoteOrderLines.$inferInsert, 'orderId'>

/** What a line shows besides the price: the inputs the engine resolved when it priced the part. */
export function lineFacts(
  part: Pick<PartEntity, 'geometry' | 'drawing'>,
  overrides: Record<string, unknown>,
  config: QuoteConfig,
) {
  const r = resolveInputs(
    {
      geometry: part.geometry as unknown as GeometryReport | null,
      drawing: part.drawing as unknown as DrawingReport | null,
      overrides,
    },
    config,
  )
  return {
    material: r.material.value.key,
    partClass: r.geometry?.value.partClass ?? null,
    facts: {
      surfaceTreatments: r.surface.value.map((t) => t.key),
      heatTreatments: r.heat.value.map((t) => t.key),
      toleranceGrade: (r.tightGrade ?? r.generalGrade).value,
      ra: r.generalRa.value,
    },
  }
}

export async function filesOut(db: Db, partId: number): Promise<PartFile[]> {
  return (await partFiles(db, partId)).map(fileOut)
}

/** A line frozen from a part's quote: everything the order shows is copied, nothing is looked up later. */
export function frozenLine(
  part: PartEntity,
  files: PartFile[],
  quote: QuoteRow,
  version: ConfigVersion,
  partKey: string,
  position: number,
): NewLine {
  const q = quote.result as unknown as QuoteBreakdown
  const facts = lineFacts(part, quote.overrides, version.config)
  return {
    position,
    partId: part.id,
    quoteId: quote.id,
    partKey,
    partName: part.name,
    files,
    material: pricedMaterial(q) || facts.material,
    partClass: facts.partClass,
    facts: facts.facts,
    quantity: q.quantity,
    quotedUnitPrice: q.unitPrice!,
    unitPrice: q.unitPrice!,
    unitPriceWithTax: q.unitPriceWithTax!,
    total: q.total!,
    totalWithTax: q.totalWithTax!,
    configId: version.configId,
    configName: version.configName,
    configVersion: version.version,
    quote: q,
    flags: q.reviewFlags.map((f) => ({ ...f, cleared: false, clearedBy: null, clearedAt: null })),
    adjustment: null,
  }
}
