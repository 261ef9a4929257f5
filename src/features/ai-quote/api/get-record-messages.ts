import { http } from '../../../lib/api/client.ts'
import type { Paged } from '../../../../contract/wire.ts'
import type { ChatMessage } from './types.ts'
import { CHAT_RECORD_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/chatrecord/{id}/messages: the conversation, oldest first (up to 200). */
export async function getRecordMessages(recordId: string | number): Promise<ChatMessage[]> {
  const { data } = await http.get<Paged<ChatMessage>>(fillPath(CHAT_RECORD_API.messages, { id: recordId }), {
    params: { pageIndex: 1, pageSize: 200 },
  })
  return data.rows
}
