import { formatMoney } from '../../../contract/format/money.ts'
import type { ApprovalRuleKind } from '../../../contract/quote-approval.ts'
import { priceText } from '../format/price.ts'
import { enumLabel } from './enum-label.ts'
import { textOf } from './index.ts'
import './enum-messages.ts'

/** An approval rule as it is stored and sent: what it checks, from what threshold, through how many steps. */
export interface ApprovalRuleShape {
  kind: ApprovalRuleKind
  threshold: string
  steps: number
}

/**
 * A rule in words, in the reader's language: "含税金额达到 ¥50,000.00 时，需审核 → 批准". The rule
 * screens, an order's approval panel and the audit log name a rule alike.
 */
export function ruleWords(rule: ApprovalRuleShape, currency = 'CNY'): string {
  const threshold = rule.kind === 'amount' ? priceText(rule.threshold, currency) : formatMoney(rule.threshold)
  const steps = enumLabel('approvalSteps', rule.steps > 1 ? '2' : '1')
  return textOf(`approvalRule.${rule.kind}`, { threshold, steps })
}
