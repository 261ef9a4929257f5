import type { ApprovalStep } from '../../../contract/quote-approval.ts'
import type { StaffRight } from '../../../contract/staff-rights.ts'
import type { AuthUser } from '../../lib/request-context.ts'

/** The right each approval step needs (staff-rights.ts). */
export const STEP_RIGHT: Readonly<Record<ApprovalStep, StaffRight>> = { check: 'quoteCheck', approve: 'quoteApprove' }

/** A decision already taken, as far as who may take the next one is concerned. */
export interface TakenDecision {
  round: number
  decision: string
  actor: { id: number | null }
}

/**
 * Two people stand behind a two-step quote: whoever passed an earlier step of this round may not
 * pass a later one, even when they hold both rights (an administrator usually does).
 */
export const passedEarlier = (userId: number, round: number, taken: readonly TakenDecision[]) =>
  taken.some((d) => d.round === round && d.decision === 'approve' && d.actor.id === userId)

/** Whether the caller may decide `step` (none waiting: no). */
export const mayDecide = (user: AuthUser, step: ApprovalStep | null) => step !== null && user.may[STEP_RIGHT[step]]
