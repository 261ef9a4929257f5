import { z } from 'zod'
import { isoTime, moneyText, orderActor, reasonText, rowId, versionField } from './quote-order-base.ts'

// Approval before a quote leaves the shop: staff rules decide which quotes need it and through how
// many steps (审核, then 批准); approvers decide each step with an opinion kept on the timeline.

/** The steps in the order they are taken; a rule asks for the first one or for both. */
export const APPROVAL_STEPS = ['check', 'approve'] as const
export type ApprovalStep = (typeof APPROVAL_STEPS)[number]

/**
 * What a rule looks at: the order's amount with tax, the discount of the reviewed price from the
 * price the engine computed (percent of the computed total), or whether a line was flagged for review.
 */
export const APPROVAL_RULE_KINDS = ['amount', 'discount', 'flags'] as const
export type ApprovalRuleKind = (typeof APPROVAL_RULE_KINDS)[number]

/** Where an order's approval stands: waiting on a step, sent back to pricing, or passed. */
export const APPROVAL_STATES = ['pending', 'rejected', 'approved'] as const
export type ApprovalState = (typeof APPROVAL_STATES)[number]

/** An approver's answer on one step. */
export const APPROVAL_DECISIONS = ['approve', 'reject'] as const
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number]

/** Longest opinion an approver writes. */
export const OPINION_MAX = 500

const threshold = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/)
  .describe(
    'amount: the amount with tax at or above which the rule applies; discount: percent (0–100); flags: unused ("0")',
  )

export const approvalRuleBody = z
  .object({
    kind: z.enum(APPROVAL_RULE_KINDS),
    threshold,
    steps: z.number().int().min(1).max(APPROVAL_STEPS.length).describe('1: 审核 only; 2: 审核 then 批准'),
    enabled: z.boolean(),
  })
  .refine((r) => r.kind !== 'discount' || Number(r.threshold) <= 100, {
    path: ['threshold'],
    message: 'percent',
  })

export const approvalRule = z.object({
  id: rowId,
  kind: z.enum(APPROVAL_RULE_KINDS),
  threshold: moneyText,
  steps: z.number().int(),
  enabled: z.boolean(),
  updatedBy: z.string(),
  updateTime: isoTime,
})

export const approvalRuleParams = z.object({ ruleId: z.coerce.number().int().min(1) })

/** One approver's decision, as the order's approval panel lists it. */
export const approvalDecisionRow = z.object({
  round: z.number().int(),
  step: z.enum(APPROVAL_STEPS),
  decision: z.enum(APPROVAL_DECISIONS),
  opinion: z.string(),
  by: orderActor,
  at: isoTime,
})

/** The approval an order is in (null when no rule asked for one). */
export const orderApproval = z.object({
  round: z.number().int().describe('Counts the times pricing sent the order for approval'),
  state: z.enum(APPROVAL_STATES),
  steps: z.array(z.enum(APPROVAL_STEPS)).describe('The steps this round needs, in order'),
  next: z.enum(APPROVAL_STEPS).nullable().describe('The step waiting for a decision'),
  rules: z.array(z.object({ kind: z.enum(APPROVAL_RULE_KINDS), threshold: moneyText, steps: z.number().int() })),
  mayDecide: z.boolean().describe('The caller holds the right of the waiting step and passed no earlier one'),
  passedEarlier: z.boolean().describe('The caller passed an earlier step of this round, so another approver decides'),
  decisions: z.array(approvalDecisionRow),
})

export const approvalDecisionBody = z.object({
  version: versionField,
  step: z.enum(APPROVAL_STEPS).describe('The step decided; must be the waiting one'),
  decision: z.enum(APPROVAL_DECISIONS),
  opinion: reasonText.describe('Required to reject; kept on the timeline'),
})

export type ApprovalRule = z.infer<typeof approvalRule>
export type ApprovalRuleInput = z.infer<typeof approvalRuleBody>
export type OrderApproval = z.infer<typeof orderApproval>
export type ApprovalDecisionInput = z.infer<typeof approvalDecisionBody>
