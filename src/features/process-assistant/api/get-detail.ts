import { http } from '../../../lib/api/client.ts'
import type { ProcessDetail } from '../../../../contract/process-plan.ts'
import { planPath } from './paths.ts'

/** GET /api/auto-process/{id}: the record, its analysis status, latest route, versions and messages. */
export async function getDetail(recordId: number, signal?: AbortSignal): Promise<ProcessDetail> {
  const { data } = await http.get<ProcessDetail>(planPath('detail', recordId), {
    silent: true,
    ...(signal ? { signal } : {}),
  })
  return data
}
