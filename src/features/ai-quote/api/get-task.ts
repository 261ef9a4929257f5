import { http } from '../../../lib/api/client.ts'
import type { AnalysisTask } from './types.ts'

/** GET /api/cnc/partcosts/task/{taskId}: one polling try. */
export async function getTask(taskId: string, signal?: AbortSignal): Promise<AnalysisTask> {
  const { data } = await http.get<AnalysisTask>(`/api/cnc/partcosts/task/${encodeURIComponent(taskId)}`, {
    silent: true,
    ...(signal ? { signal } : {}),
  })
  return data
}
