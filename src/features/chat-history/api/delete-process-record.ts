import { http } from '../../../lib/api/client.ts'
import type { Envelope } from '../../../../contract/wire.ts'
import { PROCESS_RECORD_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/auto-process-chat-record/{id}: deletes the record and its files; the whole envelope. */
export async function deleteProcessRecord(id: number | string): Promise<Envelope<boolean>> {
  return http.post<boolean>(fillPath(PROCESS_RECORD_API.delete, { id }))
}
