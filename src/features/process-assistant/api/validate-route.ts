import { http } from '../../../lib/api/client.ts'
import type { z } from 'zod'
import type { routeCheck } from '../../../../contract/process-plan.ts'
import { PROCESS_PLAN_API, type RouteEdit } from '../../../../contract/process-plan.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** The operations as the server derives them from an edit, and the route's problems. */
export type RouteCheck = z.infer<typeof routeCheck>

/** POST /api/auto-process/{id}/validate: checks an edited route without saving it. */
export async function validateRoute(recordId: number, edit: RouteEdit, signal?: AbortSignal): Promise<RouteCheck> {
  const { data } = await http.post<RouteCheck>(fillPath(PROCESS_PLAN_API.validate, { id: recordId }), edit, {
    silent: true,
    ...(signal ? { signal } : {}),
  })
  return data
}
