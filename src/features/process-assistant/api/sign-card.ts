import { http } from '../../../lib/api/client.ts'
import type { CardSign, CardSignOffs } from '../../../../contract/process-card.ts'
import { PROCESS_PLAN_API } from '../../../../contract/process-plan.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/**
 * POST /api/auto-process/{id}/sign-offs: signs 审核 or 批准 of the version read. Silent: a refusal
 * is shown in the server's words beside the sign-off block.
 */
export async function signCard(recordId: number, sign: CardSign): Promise<CardSignOffs> {
  const { data } = await http.post<CardSignOffs>(fillPath(PROCESS_PLAN_API.signOffs, { id: recordId }), sign, {
    silent: true,
  })
  return data
}
