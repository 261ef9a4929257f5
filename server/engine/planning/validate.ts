import type { LibraryOptions } from '../../../contract/process-library.ts'
import type { PlanContext } from '../../../contract/process-plan.ts'
import { LIBRARY_REVIEW_CODES } from './codes.ts'
import { orderingIssues, seqOf } from './ordering.ts'
import { reviewAgainstLibraries } from './review.ts'
import type { PlanIssue, PlannedOperation } from './types.ts'

/**
 * Checks a route as edited, on every save and before dispatch: review notes are
 * recomputed against the libraries as they are now, and the route's problems listed. An operation
 * the libraries cannot serve is an error (it cannot be dispatched); one that only needs a look is a
 * warning. Operations are returned in route order; their `seq` is 10, 20, 30… by position.
 */
export function validateRoute(
  operations: PlannedOperation[],
  context: PlanContext,
  libraries: LibraryOptions,
): { operations: PlannedOperation[]; issues: PlanIssue[] } {
  const ops = operations.map((op) => reviewAgainstLibraries(op, context, libraries))
  const issues: PlanIssue[] = []
  ops.forEach((op, i) => {
    if (!op.needsReview) return
    const blocking = op.review.some((r) =>
      LIBRARY_REVIEW_CODES.includes(r.code as (typeof LIBRARY_REVIEW_CODES)[number]),
    )
    issues.push({
      code: blocking ? 'plan.issue.libraryProblem' : 'plan.issue.needsReview',
      params: { seq: seqOf(i), craft: op.craftCode, count: op.review.length },
      severity: blocking ? 'error' : 'warning',
      operationId: op.id,
    })
  })
  return { operations: ops, issues: [...orderingIssues(ops), ...issues] }
}
