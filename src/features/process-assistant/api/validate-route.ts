import { http } from '../../../lib/api/client.ts'
import type { RouteEdit } from '../../../../contract/process-plan.ts'
import type { z } from 'zod'
import type { routeCheck } from '../../../../contract/process-plan.ts'
import { planPath } from './paths.ts'

/** The operations as the server derives them from an edit, and the route's problems. */
export type RouteCheck = z.infer<typeof routeCheck>

/** POST /api/auto-process/{id}/validate: checks an edited route without saving it. */
export async function validateRoute(recordId: number, edit: RouteEdit, signal?: AbortSignal): Promise<RouteCheck> {
  const { data } = await http.post<RouteCheck>(planPath('validate', recordId), edit, {
    silent: true,
    ...(signal ? { signal } : {}),
  })
  return data
}
