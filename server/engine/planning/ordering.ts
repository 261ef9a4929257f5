import type { ProcessStage } from '../../../contract/process-library.ts'
import type { IssueCode } from './codes.ts'
import type { PlanIssue, PlannedOperation } from './types.ts'

// The ordering rules a route must keep (the public route-generator tests
// assert 调质 after roughing, grinding after hardening, treatment after machining, inspection last).

const ROUGH: ProcessStage[] = ['turning', 'rough-milling']
const MACHINING: ProcessStage[] = [...ROUGH, 'drilling', 'threading', 'profiling', 'finishing', 'precision', 'wire-edm']

export const seqOf = (index: number) => (index + 1) * 10

const indexes = (ops: PlannedOperation[], stages: ProcessStage[]) =>
  ops.flatMap((op, i) => (stages.includes(op.stage) ? [i] : []))

/** Ordering problems of a route, each naming the operation it is about. */
export function orderingIssues(ops: PlannedOperation[]): PlanIssue[] {
  const issues: PlanIssue[] = []
  const at = (code: IssueCode, i: number, severity: PlanIssue['severity'] = 'error') =>
    issues.push({ code, params: { seq: seqOf(i), craft: ops[i]!.craftCode }, severity, operationId: ops[i]!.id })
  const rough = indexes(ops, ROUGH)
  const finish = indexes(ops, ['finishing'])
  const heat = indexes(ops, ['stress-relief', 'heat-treatment'])
  const surface = indexes(ops, ['surface-treatment'])
  for (const i of indexes(ops, ['stress-relief'])) {
    if (rough.some((r) => r > i)) at('plan.issue.qtBeforeRoughing', i)
    else if (finish.some((f) => f < i)) at('plan.issue.qtAfterFinishing', i, 'warning')
  }
  for (const i of indexes(ops, ['precision'])) if (heat.some((h) => h > i)) at('plan.issue.precisionBeforeHardening', i)
  if (surface.length > 0) {
    for (const i of indexes(ops, MACHINING)) if (i > surface[0]!) at('plan.issue.machiningAfterSurface', i)
    for (const i of indexes(ops, ['deburr'])) if (i > surface[0]!) at('plan.issue.surfaceBeforeDeburr', i, 'warning')
  }
  const inspection = indexes(ops, ['inspection'])
  const packaging = indexes(ops, ['packaging'])
  const lastInspection = inspection[inspection.length - 1]
  if (lastInspection === undefined)
    issues.push({ code: 'plan.issue.noInspection', params: {}, severity: 'warning', operationId: null })
  else
    ops.forEach(
      (op, i) =>
        i > lastInspection && !['inspection', 'packaging'].includes(op.stage) && at('plan.issue.inspectionNotLast', i),
    )
  if (packaging.length === 0)
    issues.push({ code: 'plan.issue.noPackaging', params: {}, severity: 'warning', operationId: null })
  else ops.forEach((op, i) => i > packaging[0]! && op.stage !== 'packaging' && at('plan.issue.packagingNotLast', i))
  return issues
}
