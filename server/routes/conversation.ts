import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok, pagedOf } from '../lib/envelope.ts'
import { pageMessages } from '../services/chat-messages.ts'
import { recordParts, runCommand } from '../services/conversation.ts'
import type { LlmClient } from '../services/llm-client.ts'
import { idParam } from './schemas.ts'

const message = z.object({
  id: z.number().int(), role: z.enum(['user', 'assistant']), kind: z.string(),
  content: z.string().describe('Rendered in the caller’s language (Accept-Language)'),
  data: z.record(z.string(), z.unknown()).describe('Links: taskId, partIds, partId, quoteId, changes'), createTime: z.string(),
})
const partRow = z.object({
  partId: z.number().int(), taskId: z.string(), name: z.string(), status: z.string(), currency: z.string().nullable(),
  quantity: z.number().int().nullable(), unitPrice: z.string().nullable(), total: z.string().nullable(), createTime: z.string(),
})
const errors = { ...commonErrors, 403: errorEnvelope, 409: errorEnvelope }

/** The conversation of a quote chat record: replay and free-text commands (owner only). */
export async function conversationRoutes(app: FastifyInstance, deps: Deps & { llm: LlmClient | undefined }) {
  const { db, auth, llm } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['chat records']
  const byId = z.object({ id: idParam })

  r.get('/api/chatrecord/:id/messages', {
    preHandler: auth(),
    schema: {
      tags, summary: 'The whole conversation, oldest first (pageSize up to 200, default 200)', params: byId,
      querystring: z.object({ pageIndex: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(200).default(200) }),
      response: { 200: envelopeOf(pagedOf(message)), ...errors },
    },
    handler: async (req) => ok(req, await pageMessages(db, caller(req).id, req.params.id, req.query, req.locale)),
  })

  r.get('/api/chatrecord/:id/parts', {
    preHandler: auth(),
    schema: { tags, summary: 'Parts of the record with their latest price (details: GET /api/cnc/partcosts/part/{partId})', params: byId, response: { 200: envelopeOf(z.array(partRow)), ...errors } },
    handler: async (req) => ok(req, await recordParts(db, caller(req), req.params.id)),
  })

  r.post('/api/chatrecord/:id/command', {
    preHandler: auth(),
    schema: {
      tags, params: byId,
      summary: 'A free-text request ("数量改为100", "材料换成7075", "change quantity to 50"): re-prices the part (or every analysed part)',
      body: z.object({ text: z.string().trim().min(1).max(500), partId: idParam.optional() }),
      response: {
        200: envelopeOf(z.object({
          understood: z.boolean(), via: z.enum(['rules', 'llm', 'none']), changes: z.record(z.string(), z.unknown()),
          parts: z.array(z.record(z.string(), z.unknown())).describe('Part details as GET part/{partId}'), messages: z.array(message),
        })),
        ...errors,
      },
    },
    handler: async (req) => ok(req, await runCommand(db, caller(req), req.params.id, req.body, req.locale, llm)),
  })
}
