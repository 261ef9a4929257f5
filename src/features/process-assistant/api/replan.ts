import { http } from '../../../lib/api/client.ts'
import { PROCESS_PLAN_API, type ProcessRoute } from '../../../../contract/process-plan.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/auto-process/{id}/replan: plans again with the libraries as they are now (a new version). */
export async function replan(recordId: number): Promise<ProcessRoute> {
  const { data } = await http.post<ProcessRoute>(fillPath(PROCESS_PLAN_API.replan, { id: recordId }), undefined, {
    silent: true,
  })
  return data
}
