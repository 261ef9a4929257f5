import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, ok, pagedOf, pageQuery } from '../lib/envelope.ts'
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
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['chat records']

  r.get(CHAT_RECORD_API.page, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'The caller’s quote chat records, newest update first (default page 1, 20 rows)',
      querystring: pageQuery,
      response: { 200: envelopeOf(pagedOf(chatRecordRow)), ...commonErrors },
    },
    handler: async (req) => ok(req, await pageChatRecords(db, caller(req).id, req.query.pageIndex, req.query.pageSize)),
  })

  r.post(CHAT_RECORD_API.create, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Start a quote chat record (the quote flow also creates them)',
      body: z.object({ name: text().trim().max(100).default('') }).default({ name: '' }),
      response: { 200: envelopeOf(chatRecordRow), ...commonErrors },
    },
    handler: async (req) => ok(req, await createChatRecord(db, caller(req).id, req.body.name)),
  })

  r.post(CHAT_RECORD_API.delete, {
    onRequest: auth(),
    schema: {
      tags,
      summary:
        'Delete one of the caller’s quote chat records with its parts, quotes and the files no quote order keeps',
      params: z.object({ id: idParam }),
      response: { 200: envelopeOf(z.boolean()), ...commonErrors },
    },
    handler: async (req) => {
      await deleteChatRecord(db, storage, caller(req).id, req.params.id, (taskId) => jobs.cancel(taskId))
      return ok(req, true)
    },
  })

  r.get(CHAT_RECORD_API.keptOrders, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Before deleting a record: numbers of the quote orders that keep its parts and files',
      params: z.object({ id: idParam }),
      response: { 200: envelopeOf(z.array(z.string())), ...commonErrors },
    },
    handler: async (req) => ok(req, await keptByRecord(db, caller(req).id, req.params.id)),
  })

  r.post(CHAT_RECORD_API.rename, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Rename a quote chat record: { chatRecordId, name } as JSON body (or query string)',
      body: z
        .object({ chatRecordId: z.union([z.number(), z.string()]).optional(), name: z.string().optional() })
        .nullish()
        .describe('chatRecordId: integer; name: 1–100 characters'),
      querystring: z.object({ chatRecordId: z.string().optional(), name: z.string().optional() }),
      response: { 200: envelopeOf(chatRecordRow), ...commonErrors },
    },
    handler: async (req) => {
      // Existing clients send these form-urlencoded POSTs as a query string, so accept both places.
      const fromBody = Object.fromEntries(Object.entries(req.body ?? {}).filter(([, v]) => v !== undefined))
      const input = parseInput(changeName, { ...req.query, ...fromBody })
      return ok(req, await renameChatRecord(db, caller(req).id, input.chatRecordId, input.name))
    },
  })
}
