import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { pagedOf } from '../lib/envelope.ts'
import { byId, envelopeRoutes, grantedErrors } from '../lib/envelope-routes.ts'
import { pageMessages } from '../services/chat-messages.ts'
import { recordParts, runCommand } from '../services/conversation.ts'
import type { LlmClient } from '../services/llm-client.ts'
import { audienceOf } from '../services/quote-visibility.ts'
import { chatMessage as message, commandBody, partRow } from '../../contract/conversation.ts'
import { CHAT_RECORD_API } from '../../contract/api-paths.ts'

/** The conversation of a quote chat record: replay and free-text commands (owner only). */
export async function conversationRoutes(app: FastifyInstance, deps: Deps & { llm: LlmClient | undefined }) {
  const { db, auth, llm, config } = deps
  const route = envelopeRoutes(app, ['chat records'], grantedErrors)

  route.get(
    CHAT_RECORD_API.messages,
    {
      onRequest: auth(),
      summary: 'The whole conversation, oldest first (pageSize up to 200, default 200)',
      params: byId,
      querystring: z.object({
        pageIndex: z.coerce.number().int().min(1).default(1),
        pageSize: z.coerce.number().int().min(1).max(200).default(200),
      }),
      data: pagedOf(message),
    },
    (req) => pageMessages(db, caller(req).id, req.params.id, req.query, req.locale),
  )

  route.get(
    CHAT_RECORD_API.parts,
    {
      onRequest: auth(),
      summary: 'Parts of the record with their latest price (details: GET /api/cnc/partcosts/part/{partId})',
      params: byId,
      data: z.array(partRow),
    },
    (req) => recordParts(db, caller(req), req.params.id),
  )

  route.post(
    CHAT_RECORD_API.command,
    {
      onRequest: auth(),
      params: byId,
      summary:
        'A free-text request ("数量改为100", "材料换成7075", "change quantity to 50", "加急", "3 天内交货"): re-prices the part (or every analysed part); a deadline takes the cheapest tier that arrives in time',
      body: commandBody,
      data: z.object({
        understood: z.boolean(),
        via: z.enum(['rules', 'llm', 'none']),
        changes: z.record(z.string(), z.unknown()),
        parts: z.array(z.record(z.string(), z.unknown())).describe('Part details as GET part/{partId}'),
        messages: z.array(message),
      }),
    },
    (req) => {
      const user = caller(req)
      const audience = audienceOf(user, config.customerCostDetail)
      return runCommand(db, user, req.params.id, req.body, req.locale, llm, audience)
    },
  )
}
