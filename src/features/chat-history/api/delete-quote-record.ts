import { http } from '../../../lib/api/client.ts'
import type { Envelope } from '../../../../contract/wire.ts'
import { CHAT_RECORD_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/chatrecord/delete/{id}; the whole envelope, since the caller checks its code. */
export async function deleteQuoteRecord(id: number | string): Promise<Envelope<boolean>> {
  return http.post<boolean>(fillPath(CHAT_RECORD_API.delete, { id }))
}
