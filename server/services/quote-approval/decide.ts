import type { ApprovalDecisionInput, ApprovalStep } from '../../../contract/quote-approval.ts'
import { and, eq } from 'drizzle-orm'
import { quoteOrderApprovals } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import { translate, type Locale } from '../../lib/i18n.ts'
import type { OrderCall } from '../quote-orders/access.ts'
import { checkWrite } from '../quote-orders/guard.ts'
import { orderLines } from '../quote-orders/read.ts'
import { validUntilFrom } from '../quote-orders/totals.ts'
import { writeOrder } from '../quote-orders/write.ts'
import { mayDecide, passedEarlier } from './steps.ts'

const stepName = (locale: Locale, step: ApprovalStep) => translate(locale, `approval.step.${step}`)

/**
 * An approver decides the waiting step of a submitted order's approval round, with an opinion kept
 * on the timeline. Approving the last step issues the quote (submitted → quoted, a fresh validity
 * period, as a quote without approval); rejecting ends the round and sends the order back to
 * pricing, who may adjust it and quote again (a new round). The order must still be the version the
 * approver read, so they never decide prices they did not see.
 */
export function decideApproval(call: OrderCall, id: number, input: ApprovalDecisionInput): Promise<void> {
  const { locale, user } = call
  return writeOrder(
    call,
    id,
    input.decision === 'approve' ? 'approvalPass' : 'approvalReject',
    input.version,
    (order, _actors, now) => {
      if (!mayDecide(user, input.step))
        throw new AppError(403, 'approval.noRight', { step: stepName(locale, input.step) })
      // Deciding is the approver's right, not the review's: they act on the shop's side.
      return checkWrite(order, ['staff'], 'staff', 'quote', input.version, ['submitted'], now, locale)
    },
    async ({ order, actor, now }) => {
      const approval = order.approval
      if (approval?.state !== 'pending') throw new AppError(409, 'approval.notPending')
      const next = approval.steps.find((s) => !approval.passed.includes(s))!
      if (input.step !== next)
        throw new AppError(409, 'approval.wrongStep', {
          step: stepName(locale, next),
          sent: stepName(locale, input.step),
        })
      if (input.decision === 'reject' && !input.opinion) throw new AppError(400, 'approval.opinionRequired')
      const taken = await call.db
        .select()
        .from(quoteOrderApprovals)
        .where(and(eq(quoteOrderApprovals.orderId, order.id), eq(quoteOrderApprovals.round, approval.round)))
      if (passedEarlier(user.id, approval.round, taken))
        throw new AppError(403, 'approval.passedEarlier', { step: stepName(locale, next) })
      const passed = input.decision === 'approve' ? [...approval.passed, next] : approval.passed
      const done = passed.length === approval.steps.length
      const state = input.decision === 'reject' ? 'rejected' : done ? 'approved' : 'pending'
      const lines = done ? await orderLines(call.db, order.id) : []
      return {
        ...(done ? { to: 'quoted' as const } : {}),
        reason: input.opinion,
        detail: { round: approval.round, step: next, decision: input.decision },
        write: async (tx) => {
          await tx.insert(quoteOrderApprovals).values({
            orderId: order.id,
            round: approval.round,
            step: next,
            decision: input.decision,
            opinion: input.opinion,
            actor,
            createdAt: now,
          })
          return {
            approval: { ...approval, state, passed },
            ...(done
              ? {
                  status: 'quoted',
                  validUntil: validUntilFrom(now, Math.min(...lines.map((l) => l.quote.validityDays))),
                }
              : {}),
          }
        },
      }
    },
  )
}
