import { http } from '../../../lib/api/client.ts'
import type { ProcessRoute } from '../../../../contract/process-plan.ts'
import { planPath } from './paths.ts'

/** GET /api/auto-process/{id}/versions/{version}: an older route, shown read-only. */
export async function getVersion(recordId: number, version: number): Promise<ProcessRoute> {
  const { data } = await http.get<ProcessRoute>(planPath('version', recordId, version))
  return data
}
