import { http } from '../../../lib/api/client.ts'
import type { ProcessDetail } from '../../../../contract/process-plan.ts'
import { planPath } from './paths.ts'

/** POST /api/auto-process/{id}/cancel: stops the analysis; the record and its files are kept. */
export async function cancelAnalysis(recordId: number): Promise<ProcessDetail> {
  const { data } = await http.post<ProcessDetail>(planPath('cancel', recordId), undefined, { silent: true })
  return data
}
