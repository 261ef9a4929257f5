import type { RouteIssue } from '../../../contract/process-plan.ts'
import type { RouteTotals } from './planner.ts'
import type { NewProcessMessage } from './store.ts'

/** The assistant's line after a plan or re-plan: what was made, in numbers. */
export function plannedMessage(
  textKey: 'process.chat.planned' | 'process.chat.replanned',
  version: number,
  count: number,
  totals: RouteTotals,
): NewProcessMessage {
  return {
    role: 'assistant',
    textKey,
    params: { version, count, setups: totals.setups, machiningMin: totals.machiningMin },
    version,
  }
}

/** The assistant's line after a saved edit: the version and what the check found. */
export function editedMessage(
  version: number,
  count: number,
  issues: Pick<RouteIssue, 'severity'>[],
): NewProcessMessage {
  const errors = issues.filter((i) => i.severity === 'error').length
  return {
    role: 'assistant',
    textKey: 'process.chat.edited',
    params: { version, count, errors, warnings: issues.length - errors },
    version,
  }
}
