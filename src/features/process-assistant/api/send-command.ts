import { http } from '../../../lib/api/client.ts'
import { PROCESS_PLAN_API, type CommandAnswer } from '../../../../contract/process-plan.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/auto-process/{id}/command: `热处理改为调质`, `use the 5-axis machine`… on a version. */
export async function sendCommand(recordId: number, baseVersion: number, text: string): Promise<CommandAnswer> {
  const { data } = await http.post<CommandAnswer>(
    fillPath(PROCESS_PLAN_API.command, { id: recordId }),
    { baseVersion, text },
    { silent: true },
  )
  return data
}
