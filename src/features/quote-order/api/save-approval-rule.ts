import { http } from '../../../lib/api/client.ts'
import type { ApprovalRule, ApprovalRuleInput } from './types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/quote-order/approval-rules (a new rule) or PUT …/{ruleId} (a change). */
export async function saveApprovalRule(ruleId: number | null, input: ApprovalRuleInput): Promise<ApprovalRule> {
  const { data } =
    ruleId === null
      ? await http.post<ApprovalRule>(QUOTE_ORDER_API.approvalRules, input, { silent: true })
      : await http.put<ApprovalRule>(fillPath(QUOTE_ORDER_API.approvalRule, { ruleId }), input, { silent: true })
  return data
}
