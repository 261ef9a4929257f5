import { z } from 'zod'
import { idParam } from './envelope.ts'
import { analysisStatus, doneMeshUrl } from './quote.ts'
import { text } from './text.ts'

// The conversation of a quote chat record: its messages and the parts it priced.

/** Longest free-text command, to the quote chat or the process assistant. */
export const COMMAND_MAX = 500

/** A free-text request to re-price the part (or every analysed part) of a quote chat record. */
export const commandBody = z.object({
  text: text({ multiline: true }).trim().min(1).max(COMMAND_MAX),
  partId: idParam.optional(),
})

/** A message, rendered in the caller's language when it is read (Accept-Language). */
export const chatMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  kind: z.string(),
  content: z.string().describe('Rendered in the caller’s language (Accept-Language)'),
  data: z.record(z.string(), z.unknown()).describe('Links: taskId, partIds, partId, quoteId, changes'),
  createTime: z.string(),
})

/** A part of the record in a list: its latest price, if any. */
export const partRow = z.object({
  partId: z.number().int(),
  taskId: z.string(),
  name: z.string(),
  status: analysisStatus,
  currency: z.string().nullable(),
  quantity: z.number().int().nullable(),
  unitPrice: z.string().nullable(),
  total: z.string().nullable(),
  createTime: z.string(),
  meshUrl: doneMeshUrl,
})

export type ChatMessage = z.infer<typeof chatMessage>
