import type { ApprovalStep } from '../../../contract/quote-approval.ts'
import type { StaffRight } from '../../../contract/staff-rights.ts'
import type { AuthUser } from '../../lib/request-context.ts'

/** The right each approval step needs (staff-rights.ts). */
export const STEP_RIGHT: Readonly<Record<ApprovalStep, StaffRight>> = { check: 'quoteCheck', approve: 'quoteApprove' }

/** Whether the caller may decide `step` (none waiting: no). */
export const mayDecide = (user: AuthUser, step: ApprovalStep | null) => step !== null && user.may[STEP_RIGHT[step]]
