import { http } from '../../../lib/api/client.ts'
import type { ProcessRoute, RouteEdit } from '../../../../contract/process-plan.ts'
import { planPath } from './paths.ts'

/** POST /api/auto-process/{id}/route: saves the edited route as a new version; a stale base answers 409. */
export async function saveRoute(recordId: number, edit: RouteEdit): Promise<ProcessRoute> {
  const { data } = await http.post<ProcessRoute>(planPath('save', recordId), edit, { silent: true })
  return data
}
