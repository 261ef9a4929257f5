import { http } from '../../../lib/api/client.ts'
import type { Envelope } from '../../../../contract/wire.ts'
import type { ChatRecord } from './types.ts'

/** POST /api/auto-process-chat-record/update-name/{chatRecordId}?name=; the whole envelope. */
export async function renameProcessRecord(chatRecordId: number | string, name: string): Promise<Envelope<ChatRecord>> {
  return http.post<ChatRecord>(
    `/api/auto-process-chat-record/update-name/${encodeURIComponent(String(chatRecordId))}`,
    undefined,
    {
      params: { name },
    },
  )
}
