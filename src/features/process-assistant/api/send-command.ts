import { http } from '../../../lib/api/client.ts'
import type { CommandAnswer } from '../../../../contract/process-plan.ts'
import { planPath } from './paths.ts'

/** POST /api/auto-process/{id}/command: `热处理改为调质`, `use the 5-axis machine`… on a version. */
export async function sendCommand(recordId: number, baseVersion: number, text: string): Promise<CommandAnswer> {
  const { data } = await http.post<CommandAnswer>(
    planPath('command', recordId),
    { baseVersion, text },
    { silent: true },
  )
  return data
}
