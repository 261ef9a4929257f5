import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok, pagedOf } from '../lib/envelope.ts'
import { pageMessages } from '../services/chat-messages.ts'
import { recordParts, runCommand } from '../services/conversation.ts'
import type { LlmClient } from '../services/llm-client.ts'
import { audienceOf } from '../services/quote-visibility.ts'
import { chatMessage as message, commandBody, partRow } from '../../contract/conversation.ts'
import { idParam } from '../../contract/envelope.ts'
import { CHAT_RECORD_API } from '../../contract/api-paths.ts'

const errors = { ...commonErrors, 403: errorEnvelope, 409: errorEnvelope }

/** The conversation of a quote chat record: replay and free-text commands (owner only). */
export async function conversationRoutes(app: FastifyInstance, deps: Deps & { llm: LlmClient | undefined }) {
  const { db, auth, llm, config } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['chat records']
  const byId = z.object({ id: idParam })

  r.get(CHAT_RECORD_API.messages, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'The whole conversation, oldest first (pageSize up to 200, default 200)',
      params: byId,
      querystring: z.object({
        pageIndex: z.coerce.number().int().min(1).default(1),
        pageSize: z.coerce.number().int().min(1).max(200).default(200),
      }),
      response: { 200: envelopeOf(pagedOf(message)), ...errors },
    },
    handler: async (req) => ok(req, await pageMessages(db, caller(req).id, req.params.id, req.query, req.locale)),
  })

  r.get(CHAT_RECORD_API.parts, {
    onRequest: auth(),
    schema: {
      tags,
      summary: 'Parts of the record with their latest price (details: GET /api/cnc/partcosts/part/{partId})',
      params: byId,
      response: { 200: envelopeOf(z.array(partRow)), ...errors },
    },
    handler: async (req) => ok(req, await recordParts(db, caller(req), req.params.id)),
  })

  r.post(CHAT_RECORD_API.command, {
    onRequest: auth(),
    schema: {
      tags,
      params: byId,
      summary:
        'A free-text request ("数量改为100", "材料换成7075", "change quantity to 50"): re-prices the part (or every analysed part)',
      body: commandBody,
      response: {
        200: envelopeOf(
          z.object({
            understood: z.boolean(),
            via: z.enum(['rules', 'llm', 'none']),
            changes: z.record(z.string(), z.unknown()),
            parts: z.array(z.record(z.string(), z.unknown())).describe('Part details as GET part/{partId}'),
            messages: z.array(message),
          }),
        ),
        ...errors,
      },
    },
    handler: async (req) => {
      const user = caller(req)
      return ok(
        req,
        await runCommand(
          db,
          user,
          req.params.id,
          req.body,
          req.locale,
          llm,
          audienceOf(user, config.customerCostDetail),
        ),
      )
    },
  })
}
