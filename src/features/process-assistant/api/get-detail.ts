import { http } from '../../../lib/api/client.ts'
import { PROCESS_PLAN_API, type ProcessDetail } from '../../../../contract/process-plan.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/auto-process/{id}: the record, its analysis status, latest route, versions and messages. */
export async function getDetail(recordId: number, signal?: AbortSignal): Promise<ProcessDetail> {
  const { data } = await http.get<ProcessDetail>(fillPath(PROCESS_PLAN_API.detail, { id: recordId }), {
    silent: true,
    ...(signal ? { signal } : {}),
  })
  return data
}
