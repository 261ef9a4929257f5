import { http } from '../../../lib/api/client.ts'
import type { Envelope } from '../../../../contract/wire.ts'
import type { ChatRecord } from './types.ts'

/** POST /api/chatrecord/change-name; the whole envelope, since the caller checks its code. */
export async function renameQuoteRecord(chatRecordId: number | string, name: string): Promise<Envelope<ChatRecord>> {
  return http.post<ChatRecord>('/api/chatrecord/change-name', { chatRecordId, name })
}
