import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, pagedOf, pageQuery } from '../lib/envelope.ts'
import { byId, envelopeRoutes } from '../lib/envelope-routes.ts'
import { parseInput } from '../lib/parse-input.ts'
import {
  createChatRecord,
  deleteChatRecord,
  keptByRecord,
  pageChatRecords,
  renameChatRecord,
} from '../services/chat-records.ts'
import { chatRecordRow, recordName } from '../../contract/chat-records.ts'
import { idParam } from '../../contract/envelope.ts'
import { text } from '../../contract/text.ts'
import { CHAT_RECORD_API } from '../../contract/api-paths.ts'

const changeName = z.object({ chatRecordId: idParam, name: recordName })

/** Quote chat records of the caller (/api/chatrecord/*). Other users' records answer 404. */
export async function chatRecordRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth, storage, jobs } = deps
  const route = envelopeRoutes(app, ['chat records'], commonErrors)

  route.get(
    CHAT_RECORD_API.page,
    {
      onRequest: auth(),
      summary: 'The caller’s quote chat records, newest update first (default page 1, 20 rows)',
      querystring: pageQuery,
      data: pagedOf(chatRecordRow),
    },
    (req) => pageChatRecords(db, caller(req).id, req.query),
  )

  route.post(
    CHAT_RECORD_API.create,
    {
      onRequest: auth(),
      summary: 'Start a quote chat record (the quote flow also creates them)',
      body: z.object({ name: text().trim().max(100).default('') }).default({ name: '' }),
      data: chatRecordRow,
    },
    (req) => createChatRecord(db, caller(req).id, req.body.name),
  )

  route.post(
    CHAT_RECORD_API.delete,
    {
      onRequest: auth(),
      summary:
        'Delete one of the caller’s quote chat records with its parts, quotes and the files no quote order keeps',
      params: byId,
      data: z.boolean(),
    },
    async (req) => {
      await deleteChatRecord(db, storage, caller(req).id, req.params.id, (taskId) => jobs.cancel(taskId))
      return true
    },
  )

  route.get(
    CHAT_RECORD_API.keptOrders,
    {
      onRequest: auth(),
      summary: 'Before deleting a record: numbers of the quote orders that keep its parts and files',
      params: byId,
      data: z.array(z.string()),
    },
    (req) => keptByRecord(db, caller(req).id, req.params.id),
  )

  route.post(
    CHAT_RECORD_API.rename,
    {
      onRequest: auth(),
      summary: 'Rename a quote chat record: { chatRecordId, name } as JSON body (or query string)',
      body: z
        .object({ chatRecordId: z.union([z.number(), z.string()]).optional(), name: z.string().optional() })
        .nullish()
        .describe('chatRecordId: integer; name: 1–100 characters'),
      querystring: z.object({ chatRecordId: z.string().optional(), name: z.string().optional() }),
      data: chatRecordRow,
    },
    (req) => {
      // Existing clients send these form-urlencoded POSTs as a query string, so accept both places.
      const fromBody = Object.fromEntries(Object.entries(req.body ?? {}).filter(([, v]) => v !== undefined))
      const input = parseInput(changeName, { ...req.query, ...fromBody })
      return renameChatRecord(db, caller(req).id, input.chatRecordId, input.name)
    },
  )
}
