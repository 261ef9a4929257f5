import { http } from '../../../lib/api/client.ts'
import type { CardSignOffs } from '../../../../contract/process-card.ts'
import { PROCESS_PLAN_API } from '../../../../contract/process-plan.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/auto-process/{id}/sign-offs: who signed 编制 / 审核 / 批准 of the latest version, and why dispatch waits. */
export async function getSignOffs(recordId: number): Promise<CardSignOffs> {
  const { data } = await http.get<CardSignOffs>(fillPath(PROCESS_PLAN_API.signOffs, { id: recordId }), {
    silent: true,
  })
  return data
}
