import type { PlanContext } from '../../../contract/process-plan.ts'
import type { Db } from '../../db/client.ts'
import type { quoteParts } from '../../db/schema.ts'
import type { DrawingReport, GeometryReport } from '../../engine/index.ts'
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
  const planned = planRoute(
    {
      geometry: part.geometry as unknown as GeometryReport | null,
      drawing: part.drawing as unknown as DrawingReport | null,
      quantity,
      overrides: {
        ...(material ? { material } : {}),
        ...(heatTreatment ? { heatTreatment } : {}),
        ...(surfaceTreatment ? { surfaceTreatment } : {}),
      },
    },
    libraries,
    version.config,
  )
  const operations = overrides.route ?? planned.operations
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
