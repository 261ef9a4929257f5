import { formatMoney } from '../../../../contract/format/money.ts'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import type { ApprovalRuleKind } from '../api/types.ts'
import { formatAmount } from './format.ts'

type T = (key: MessageKey, params?: Record<string, unknown>) => string

/** A rule in words, in the reader's language: "含税金额达到 ¥50,000.00 时，需审核 → 批准". */
export function ruleWords(rule: { kind: ApprovalRuleKind; threshold: string; steps: number }, t: T, currency = 'CNY') {
  const threshold = rule.kind === 'amount' ? formatAmount(rule.threshold, currency) : formatMoney(rule.threshold)
  const steps = t(rule.steps > 1 ? 'quoteOrder.approvalRules.steps.2' : 'quoteOrder.approvalRules.steps.1')
  return t(`quoteOrder.approvalRules.rule.${rule.kind}`, { threshold, steps })
}
