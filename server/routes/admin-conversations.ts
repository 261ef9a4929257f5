import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok, pagedOf } from '../lib/envelope.ts'
import { conversationDetail, pageConversations } from '../services/admin/conversations.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { ADMIN_API as API, ADMIN_SCREENS } from '../../contract/admin.ts'
import {
  adminConversationDetail,
  adminConversationParams,
  adminConversationQuery,
  adminConversationRow,
} from '../../contract/admin-conversations.ts'

const errors = { ...commonErrors, 403: errorEnvelope }

/** The back office's read-only view of every customer's conversations (/admin/manage). */
export async function adminConversationRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['admin: conversations']
  const view = [auth(), actionGuardFor(db)(ADMIN_SCREENS.conversations, 'view')]

  r.get(API.conversations, {
    onRequest: view,
    schema: {
      tags,
      summary: 'Every customer’s quote or process conversations, newest update first; keyword: name, owner, company',
      querystring: adminConversationQuery,
      response: { 200: envelopeOf(pagedOf(adminConversationRow)), ...errors },
    },
    handler: async (req) => ok(req, await pageConversations(db, req.query)),
  })

  r.get(API.conversation, {
    onRequest: view,
    schema: {
      tags,
      summary: 'One conversation, read-only: its messages and priced parts with files, or its uploaded files',
      params: adminConversationParams,
      response: { 200: envelopeOf(adminConversationDetail), ...errors },
    },
    handler: async (req) => ok(req, await conversationDetail(db, req.params.kind, req.params.id, req.locale)),
  })
}
