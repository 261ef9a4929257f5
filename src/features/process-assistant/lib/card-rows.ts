import type { ProcessOperation, ProcessRoute, RouteIssue } from '../../../../contract/process-plan.ts'
import type { RouteCheck } from '../api/validate-route.ts'
import { toDraft, type DraftOperation } from './route-edit.ts'

/** One line of the process card: what is edited, what the server derived from it, its problems. */
export interface CardRow {
  key: string
  edit: DraftOperation['edit']
  /** The operation as the server sees it (seq, name, stage, review); null for one not yet checked. */
  derived: ProcessOperation | null
  issues: RouteIssue[]
}

/** The card of an edited route, with what the server has said about it. */
export interface CardView {
  rows: CardRow[]
  /** Problems of the route as a whole. */
  routeIssues: RouteIssue[]
}

/**
 * Lines of the card. A fresh check derives the operations in the same order as sent, so its
 * operations and issues are matched by position; without one, operations keep what the saved
 * version said of them (matched by id), and the saved route's issues hold only while nothing changed.
 */
export function cardView(
  operations: readonly DraftOperation[],
  saved: ProcessRoute,
  check: RouteCheck | null,
  dirty: boolean,
): CardView {
  const byId = new Map(saved.operations.map((op) => [op.id, op]))
  const derived = operations.map((op, i) =>
    check ? (check.operations[i] ?? null) : op.edit.id !== undefined ? (byId.get(op.edit.id) ?? null) : null,
  )
  const issues = check ? check.issues : dirty ? [] : saved.issues
  return {
    rows: operations.map((op, i) => ({
      key: op.key,
      edit: op.edit,
      derived: derived[i] ?? null,
      issues: issues.filter((issue) => issue.operationId !== null && issue.operationId === derived[i]?.id),
    })),
    routeIssues: issues.filter(
      (issue) => issue.operationId === null || !derived.some((d) => d?.id === issue.operationId),
    ),
  }
}

/** The card of a saved version as it is (read-only views). */
export const savedCardView = (route: ProcessRoute): CardView => cardView(toDraft(route), route, null, false)
