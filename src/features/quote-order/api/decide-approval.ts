import { http } from '../../../lib/api/client.ts'
import type { ApprovalDecision, ApprovalStep, QuoteOrder } from './types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/quote-order/{id}/approval: approve or reject the waiting step with an opinion (409 when stale). */
export async function decideApproval(
  id: number,
  version: number,
  step: ApprovalStep,
  decision: ApprovalDecision,
  opinion: string,
): Promise<QuoteOrder> {
  const body = { version, step, decision, opinion }
  const { data } = await http.post<QuoteOrder>(fillPath(QUOTE_ORDER_API.approval, { id }), body, { silent: true })
  return data
}
