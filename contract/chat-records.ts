import { z } from 'zod'
import { RECORD_NAME_MAX } from './account-fields.ts'
import { text } from './text.ts'

// The two chat-record kinds of the side menu's history.

export const recordName = text()
  .trim()
  .min(1)
  .max(RECORD_NAME_MAX)
  .describe('1–100 characters, stored and returned verbatim')

export const chatRecordRow = z.object({
  id: z.number().int(),
  name: z.string().describe("May be empty; the client shows '暂无名称'"),
  updateTime: z.string().describe('ISO 8601'),
})

export const autoProcessRecordRow = chatRecordRow.extend({
  dispatchId: z.string().nullable(),
})

export type ChatRecord = z.infer<typeof chatRecordRow>
export type AutoProcessRecord = z.infer<typeof autoProcessRecordRow>
