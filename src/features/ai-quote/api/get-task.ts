import { http } from '../../../lib/api/client.ts'
import type { AnalysisTask } from './types.ts'
import { PARTCOSTS_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/cnc/partcosts/task/{taskId}: one polling try. */
export async function getTask(taskId: string, signal?: AbortSignal): Promise<AnalysisTask> {
  const { data } = await http.get<AnalysisTask>(fillPath(PARTCOSTS_API.task, { taskId }), {
    silent: true,
    ...(signal ? { signal } : {}),
  })
  return data
}
