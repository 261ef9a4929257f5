import { http } from '../../../lib/api/client.ts'
import type { AnalysisStatus } from './types.ts'

/** An analysis task: done once every part finished (some may have failed). */
export interface AnalysisTask {
  taskId: string
  chatRecordId: number
  status: AnalysisStatus
  /** 0–100. */
  progress: number
  parts: { partId: number; name: string; status: AnalysisStatus; error: string | null }[]
}

/** GET /api/cnc/partcosts/task/{taskId}: one polling try. */
export async function getTask(taskId: string, signal?: AbortSignal): Promise<AnalysisTask> {
  const { data } = await http.get<AnalysisTask>(`/api/cnc/partcosts/task/${encodeURIComponent(taskId)}`, {
    silent: true,
    ...(signal ? { signal } : {}),
  })
  return data
}
