import { http } from '../../../lib/api/client.ts'
import type { ProcessRoute } from '../../../../contract/process-plan.ts'
import { planPath } from './paths.ts'

/** POST /api/auto-process/{id}/replan: plans again with the libraries as they are now (a new version). */
export async function replan(recordId: number): Promise<ProcessRoute> {
  const { data } = await http.post<ProcessRoute>(planPath('replan', recordId), undefined, { silent: true })
  return data
}
