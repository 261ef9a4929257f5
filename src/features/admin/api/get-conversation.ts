import { http } from '../../../lib/api/client.ts'
import { ADMIN_API } from '../../../../contract/admin.ts'
import type { AdminConversationDetail, ConversationKind } from '../../../../contract/admin-conversations.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/admin/conversations/:kind/:id: one conversation, read-only. Silent: the screen shows the error. */
export async function getConversation(kind: ConversationKind, id: number): Promise<AdminConversationDetail> {
  const url = fillPath(ADMIN_API.conversation, { id, kind })
  const { data } = await http.get<AdminConversationDetail>(url, { silent: true })
  return data
}
