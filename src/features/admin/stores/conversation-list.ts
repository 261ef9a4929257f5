import { createPagedList } from '../../../lib/paged-list/create-paged-list.ts'
import type { AdminConversationRow, ConversationKind } from '../../../../contract/admin-conversations.ts'
import { getConversations } from '../api/get-conversations.ts'

/** Every customer's conversations on /admin/manage, one kind at a time, searched by name, owner and company. */
export const conversationList = createPagedList<AdminConversationRow, { kind: ConversationKind }>({
  fetchPage: getConversations,
  pageSize: 10,
  filters: { kind: 'quote' },
})
