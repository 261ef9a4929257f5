import { http } from '../../../lib/api/client.ts'
import { PROCESS_PLAN_API, type ProcessRoute, type RouteEdit } from '../../../../contract/process-plan.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/auto-process/{id}/route: saves the edited route as a new version; a stale base answers 409. */
export async function saveRoute(recordId: number, edit: RouteEdit): Promise<ProcessRoute> {
  const { data } = await http.post<ProcessRoute>(fillPath(PROCESS_PLAN_API.save, { id: recordId }), edit, {
    silent: true,
  })
  return data
}
