import { http } from '../../../lib/api/client.ts'
import { PROCESS_PLAN_API, type ProcessRoute } from '../../../../contract/process-plan.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/auto-process/{id}/versions/{version}: an older route, shown read-only. */
export async function getVersion(recordId: number, version: number): Promise<ProcessRoute> {
  const { data } = await http.get<ProcessRoute>(fillPath(PROCESS_PLAN_API.version, { id: recordId, version }))
  return data
}
