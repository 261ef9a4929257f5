import { http } from '../../../lib/api/client.ts'
import type { ApprovalRule } from './types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'

/** GET /api/quote-order/approval-rules: every rule, oldest first. Silent: the screen shows the error. */
export async function getApprovalRules(): Promise<ApprovalRule[]> {
  const { data } = await http.get<ApprovalRule[]>(QUOTE_ORDER_API.approvalRules, { silent: true })
  return data
}
