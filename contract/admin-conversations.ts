import { z } from 'zod'
import { chatMessage, partRow } from './conversation.ts'
import { idParam, searchQuery } from './envelope.ts'
import { partFile } from './quote.ts'

// The admin views of conversations (/admin/manage and /admin/chatHistoryDetail): every
// customer's quote and process chat records, read-only. Paths are ADMIN_API.conversations and
// ADMIN_API.conversation in admin.ts; the screen whose `view` grant they check is ADMIN_SCREENS.conversations.

/** A quote conversation (AI quote) or a process-planning one (AI process assistant). */
const conversationKind = z.enum(['quote', 'process'])

/** Keyword searches the record name, the owner's username and nick name, and the owner's company. */
export const adminConversationQuery = searchQuery.extend({ kind: conversationKind.default('quote') })

export const adminConversationParams = z.object({ kind: conversationKind, id: idParam })

export const adminConversationRow = z.object({
  id: z.number().int(),
  kind: conversationKind,
  name: z.string(),
  userId: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  companyName: z.string(),
  itemCount: z.number().int().describe('Parts of a quote conversation; files of a process one'),
  createdAt: z.string(),
  updatedAt: z.string(),
})

/** A file uploaded to a process conversation (listed, not served: the planner reads them). */
export const processFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  createdAt: z.string(),
})

export const adminConversationDetail = z.object({
  record: adminConversationRow,
  /** The conversation oldest first (quote conversations; process ones keep no messages yet). */
  messages: z.array(chatMessage),
  /** Parts with their latest price and stored files (quote conversations). */
  parts: z.array(partRow.extend({ files: z.array(partFile) })),
  files: z.array(processFile),
})

export type ConversationKind = z.infer<typeof conversationKind>
export type AdminConversationRow = z.infer<typeof adminConversationRow>
export type AdminConversationDetail = z.infer<typeof adminConversationDetail>
