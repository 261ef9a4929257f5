import { http } from '../../../lib/api/client.ts'
import type { Envelope } from '../../../../contract/wire.ts'
import type { ChatRecord } from './types.ts'
import { CHAT_RECORD_API } from '../../../../contract/api-paths.ts'

/** POST /api/chatrecord/change-name; the whole envelope, since the caller checks its code. */
export async function renameQuoteRecord(chatRecordId: number | string, name: string): Promise<Envelope<ChatRecord>> {
  return http.post<ChatRecord>(CHAT_RECORD_API.rename, { chatRecordId, name })
}
