import { http } from '../../../lib/api/client.ts'
import type { Envelope } from '../../../../contract/wire.ts'

/** POST /api/auto-process-chat-record/{id}: deletes the record and its files; the whole envelope. */
export async function deleteProcessRecord(id: number | string): Promise<Envelope<boolean>> {
  return http.post<boolean>(`/api/auto-process-chat-record/${encodeURIComponent(String(id))}`)
}
