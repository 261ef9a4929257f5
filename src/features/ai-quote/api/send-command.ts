import { http } from '../../../lib/api/client.ts'
import type { ChatMessage, Part } from './types.ts'
import { CHAT_RECORD_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** The assistant's answer to a free-text command. */
export interface CommandReply {
  understood: boolean
  changes: Record<string, unknown>
  parts: Part[]
  messages: ChatMessage[]
}

/** POST /api/chatrecord/{id}/command: `数量改为100`, `材料换成7075`, `change quantity to 50`… */
export async function sendCommand(recordId: string | number, text: string, partId?: number): Promise<CommandReply> {
  const body = partId === undefined ? { text } : { text, partId }
  const { data } = await http.post<CommandReply>(fillPath(CHAT_RECORD_API.command, { id: recordId }), body)
  return data
}
