import { pageGetter } from '../../../lib/api/get-page.ts'
import { ADMIN_API } from '../../../../contract/admin.ts'
import type { AdminConversationRow, ConversationKind } from '../../../../contract/admin-conversations.ts'

/** GET /api/admin/conversations: one page of every customer's conversations of one kind. Silent: the screen shows the error. */
export const getConversations = pageGetter<AdminConversationRow, { kind: ConversationKind }>(ADMIN_API.conversations)
