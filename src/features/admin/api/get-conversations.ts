import { http } from '../../../lib/api/client.ts'
import { ADMIN_API } from '../../../../contract/admin.ts'
import type { AdminConversationRow, ConversationKind } from '../../../../contract/admin-conversations.ts'
import type { Paged } from '../../../../contract/wire.ts'

/** GET /api/admin/conversations: one page of every customer's conversations of one kind. Silent: the screen shows the error. */
export async function getConversations(
  pageIndex: number,
  pageSize: number,
  keyword: string,
  kind: ConversationKind,
): Promise<Paged<AdminConversationRow>> {
  const { data } = await http.get<Paged<AdminConversationRow>>(ADMIN_API.conversations, {
    params: { pageIndex, pageSize, keyword: keyword || undefined, kind },
    silent: true,
  })
  return data
}
