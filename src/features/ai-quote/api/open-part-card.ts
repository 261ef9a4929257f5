import { http } from '../../../lib/api/client.ts'
import { PARTCOSTS_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/**
 * POST /api/cnc/partcosts/part/{partId}/process-card: the caller's process card of a quoted part
 * (made on first use); the record to open. Errors are shown by the client's toast.
 */
export async function openPartCard(partId: number): Promise<number> {
  const { data } = await http.post<{ recordId: number }>(fillPath(PARTCOSTS_API.processCard, { partId }))
  return data.recordId
}
