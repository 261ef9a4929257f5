import type { PlanContext, ProcessOperation } from '../../../contract/process-plan.ts'
import type { DrawingReport } from '../drawing/types.ts'
import type { GeometryReport } from '../geometry/types.ts'
import type { QuoteOverrides } from '../pricing/types.ts'
import type { PlanCode } from './codes.ts'

/** A reason, review note, issue or answer as stored: a catalog key and its parameters. */
export interface PlanMessage {
  code: PlanCode
  params: Record<string, string | number>
}

/**
 * An operation as the planner writes it and the store keeps it. The wire form (`processOperation`)
 * adds `seq` (from its place in the route), the craft's `name` and the worded texts.
 */
export type PlannedOperation = Omit<ProcessOperation, 'seq' | 'name' | 'reason' | 'review'> & {
  reason: PlanMessage
  review: PlanMessage[]
}

/** What the user fixed when creating the record; each wins over the drawing. */
export interface PlanOverrides {
  material?: string
  heatTreatment?: string
  surfaceTreatment?: string
}

export interface PlanInput {
  geometry: GeometryReport | null
  drawing: DrawingReport | null
  /** Pieces the request asks for; without it, the drawing's quantity, else 1 (as the quote reads it). */
  quantity?: number
  overrides: PlanOverrides
  /** A quote's own overrides (counts, tolerance, Ra, manual geometry): the route it is priced from sees them. */
  pricing?: QuoteOverrides
}

export interface PlanResult {
  context: PlanContext
  operations: PlannedOperation[]
}

/** A problem of a route, stored as a code and worded when read. */
export interface PlanIssue extends PlanMessage {
  severity: 'error' | 'warning'
  operationId: string | null
}

export interface CommandResult {
  applied: boolean
  message: PlanMessage
  operations: PlannedOperation[]
}
