import { http } from '../../../lib/api/client.ts'
import { PROCESS_PLAN_API, type ProcessDetail } from '../../../../contract/process-plan.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/auto-process/{id}/cancel: stops the analysis; the record and its files are kept. */
export async function cancelAnalysis(recordId: number): Promise<ProcessDetail> {
  const { data } = await http.post<ProcessDetail>(fillPath(PROCESS_PLAN_API.cancel, { id: recordId }), undefined, {
    silent: true,
  })
  return data
}
