import { http } from '../../../lib/api/client.ts'
import type { Envelope } from '../../../../contract/wire.ts'

/** POST /api/chatrecord/delete/{id}; the whole envelope, since the caller checks its code. */
export async function deleteQuoteRecord(id: number | string): Promise<Envelope<boolean>> {
  return http.post<boolean>(`/api/chatrecord/delete/${encodeURIComponent(String(id))}`)
}
