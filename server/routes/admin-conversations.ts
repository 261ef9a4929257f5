import type { FastifyInstance } from 'fastify'
import type { Deps } from '../lib/deps.ts'
import { commonErrors, errorEnvelope, pagedOf } from '../lib/envelope.ts'
import { envelopeRoutes } from '../lib/envelope-routes.ts'
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
  const route = envelopeRoutes(app, ['admin: conversations'], errors)
  const view = [auth(), actionGuardFor(db)(ADMIN_SCREENS.conversations, 'view')]

  route.get(
    API.conversations,
    {
      onRequest: view,
      summary: 'Every customer’s quote or process conversations, newest update first; keyword: name, owner, company',
      querystring: adminConversationQuery,
      data: pagedOf(adminConversationRow),
    },
    (req) => pageConversations(db, req.query),
  )
  route.get(
    API.conversation,
    {
      onRequest: view,
      summary: 'One conversation, read-only: its messages and priced parts with files, or its uploaded files',
      params: adminConversationParams,
      data: adminConversationDetail,
    },
    (req) => conversationDetail(db, req.params.kind, req.params.id, req.locale),
  )
}
