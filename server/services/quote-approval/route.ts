import { APPROVAL_STEPS, type ApprovalRuleKind, type ApprovalStep } from '../../../contract/quote-approval.ts'
import { dec } from '../../engine/index.ts'
import { lineAmounts } from '../quote-orders/totals.ts'
import type { PricedInput } from '../../../contract/quote.ts'

// Which approval steps a quote needs: pure, from the order's lines and the enabled rules.

export interface RuleLike {
  kind: ApprovalRuleKind
  threshold: string
  steps: number
}

export interface LineFacts {
  quantity: number
  quotedUnitPrice: string
  total: string
  totalWithTax: string
  flags: readonly unknown[]
  quote: { adjustments: readonly PricedInput[] }
}

/** What the rules look at: the amount with tax, the discount from the computed price (percent), flags raised. */
export function approvalFacts(lines: readonly LineFacts[]) {
  const totalWithTax = lines.reduce((s, l) => s.plus(dec(l.totalWithTax)), dec(0))
  const total = lines.reduce((s, l) => s.plus(dec(l.total)), dec(0))
  // The price the engine computed: each line at its frozen quote's unit price, by the same line rule.
  const computed = lines.reduce(
    (s, l) => s.plus(dec(lineAmounts(l.quotedUnitPrice, l.quantity, l.quote.adjustments).total)),
    dec(0),
  )
  const discount = computed.isZero() ? dec(0) : computed.minus(total).div(computed).times(100)
  return { totalWithTax, discount, flagged: lines.some((l) => l.flags.length > 0) }
}

/** Whether one rule applies: a threshold is reached when the value is at or above it. */
export function ruleMatches(rule: RuleLike, facts: ReturnType<typeof approvalFacts>): boolean {
  switch (rule.kind) {
    case 'amount':
      return facts.totalWithTax.gte(dec(rule.threshold))
    case 'discount':
      return facts.discount.gt(0) && facts.discount.gte(dec(rule.threshold))
    case 'flags':
      return facts.flagged
  }
}

/**
 * The steps a quote must pass: those of the strictest matching rule (审核 alone, or 审核 then 批准),
 * and the rules that matched; no steps when none matched.
 */
export function routeApproval<R extends RuleLike>(rules: readonly R[], lines: readonly LineFacts[]) {
  const facts = approvalFacts(lines)
  const matched = rules.filter((r) => ruleMatches(r, facts))
  const count = Math.min(APPROVAL_STEPS.length, Math.max(0, ...matched.map((r) => r.steps)))
  const steps: ApprovalStep[] = APPROVAL_STEPS.slice(0, count)
  return { steps, matched }
}
