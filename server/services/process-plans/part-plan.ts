import type { PlanContext } from '../../../contract/process-plan.ts'
import type { Db } from '../../db/client.ts'
import type { quoteParts } from '../../db/schema.ts'
import { quoteRoute, type DrawingReport, type GeometryReport } from '../../engine/index.ts'
import { planRoute, routeMinutes, type PlannedOperation } from '../../engine/planning/index.ts'
import { latestQuote, toOverrides } from '../part-quotes.ts'
import { getVersionById, versionForPricing } from '../quote-configs.ts'
import { currentLibraries, type RecordInputs, type RouteTotals } from './planner.ts'

type Part = typeof quoteParts.$inferSelect

/** A quoted part's route as its card starts with, and the card's planner inputs from the part's attributes. */
export interface PartPlan {
  inputs: Partial<RecordInputs>
  context: PlanContext
  operations: PlannedOperation[]
  totals: RouteTotals
}

const first = (list: unknown) => (Array.isArray(list) && typeof list[0] === 'string' ? list[0] : undefined)

/**
 * The route the part's latest quote was priced from: an edited route it was given as it is, else
 * the planner's route with the quote's configuration version, the part's attributes and the
 * libraries as they are now.
 */
export async function partPlan(db: Db, part: Part): Promise<PartPlan> {
  const quote = await latestQuote(db, part.id)
  const [libraries, version] = await Promise.all([
    currentLibraries(db),
    quote ? getVersionById(db, quote.configVersionId) : versionForPricing(db, part.configId),
  ])
  const overrides = toOverrides(part.attributes)
  const material = typeof overrides.material === 'string' ? overrides.material : undefined
  const heatTreatment = first(part.attributes.heatTreatments)
  const surfaceTreatment = first(part.attributes.surfaceTreatments)
  const quantity = (quote?.result as { quantity?: number } | undefined)?.quantity ?? overrides.quantity ?? 1
  const inputs = {
    geometry: part.geometry as unknown as GeometryReport | null,
    drawing: part.drawing as unknown as DrawingReport | null,
    overrides,
  }
  // Planned as the quote plans it (the quote's overrides, its quantity), for the context and the
  // operations in full; the machines are those the quote priced (a machine the user named).
  const planned = planRoute({ ...inputs, quantity, overrides: {}, pricing: overrides }, libraries, version.config)
  const priced = new Map(quoteRoute(inputs, version.config, libraries, quantity).map((op) => [op.id, op]))
  const edited = part.attributes.route as PlannedOperation[] | undefined
  const operations =
    edited ??
    planned.operations.map((op) => ({ ...op, equipmentCode: priced.get(op.id)?.equipmentCode ?? op.equipmentCode }))
  return {
    inputs: {
      quantity,
      ...(material ? { material } : {}),
      ...(heatTreatment ? { heatTreatment } : {}),
      ...(surfaceTreatment ? { surfaceTreatment } : {}),
    },
    context: planned.context,
    operations,
    totals: routeMinutes(operations, libraries),
  }
}
