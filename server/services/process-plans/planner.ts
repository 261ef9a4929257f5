import type { LibraryOptions } from '../../../contract/process-library.ts'
import type { PlanContext, ProcessCreateFields } from '../../../contract/process-plan.ts'
import type { Db } from '../../db/client.ts'
import type { DrawingReport, GeometryReport } from '../../engine/index.ts'
import {
  applyCommand,
  planRoute,
  routeMinutes,
  validateRoute,
  type PlanIssue,
  type PlannedOperation,
} from '../../engine/planning/index.ts'
import { loadLibraryOptions } from '../process-library/options.ts'
import { versionForPricing } from '../quote-configs.ts'
import type { ProcessRecord } from './store.ts'

export type RecordInputs = Omit<ProcessCreateFields, 'name'>

/** A route problem as the planner states it; worded when read. */
export type StoredIssue = PlanIssue

export type RouteTotals = ReturnType<typeof routeMinutes>

export interface Plan {
  context: PlanContext
  operations: PlannedOperation[]
  totals: RouteTotals
}

/** The enabled library rows as they are now: every plan and check reads them afresh. */
export const currentLibraries = (db: Db): Promise<LibraryOptions> => loadLibraryOptions(db)

/**
 * Plans a record's part with the libraries as they are now and the default pricing configuration
 * (the same time model as the quote, so a route's machining minutes match the quote's).
 */
export async function planRecord(
  db: Db,
  record: Pick<ProcessRecord, 'inputs'>,
  geometry: GeometryReport | null,
  drawing: DrawingReport | null,
): Promise<Plan> {
  const [libraries, version] = await Promise.all([currentLibraries(db), versionForPricing(db, null)])
  const inputs = record.inputs as Partial<RecordInputs>
  const plan = planRoute(
    {
      geometry,
      drawing,
      ...(inputs.quantity !== undefined ? { quantity: inputs.quantity } : {}),
      overrides: {
        ...(inputs.material ? { material: inputs.material } : {}),
        ...(inputs.heatTreatment ? { heatTreatment: inputs.heatTreatment } : {}),
        ...(inputs.surfaceTreatment ? { surfaceTreatment: inputs.surfaceTreatment } : {}),
      },
    },
    libraries,
    version.config,
  )
  return { context: plan.context, operations: plan.operations, totals: routeMinutes(plan.operations, libraries) }
}

/** The route re-checked against the libraries: review entries refreshed, ordering issues found. */
export function checkRoute(
  operations: PlannedOperation[],
  context: PlanContext,
  libraries: LibraryOptions,
): { operations: PlannedOperation[]; issues: StoredIssue[] } {
  const checked = validateRoute(operations, context, libraries)
  return { operations: checked.operations, issues: checked.issues }
}

/** A free-text command on a route; not understood leaves the route as it was. */
export function runCommand(
  text: string,
  operations: PlannedOperation[],
  context: PlanContext,
  libraries: LibraryOptions,
) {
  return applyCommand(text, operations, context, libraries)
}
