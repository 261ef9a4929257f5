import { http } from '../../../lib/api/client.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** DELETE /api/quote-order/approval-rules/{ruleId}. */
export async function deleteApprovalRule(ruleId: number): Promise<void> {
  await http.delete(fillPath(QUOTE_ORDER_API.approvalRule, { ruleId }), { silent: true })
}
