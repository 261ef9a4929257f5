import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { statusChange } from '../../contract/admin.ts'
import {
  deliveryQuery,
  WEBHOOK_API as API,
  WEBHOOK_SCREEN,
  webhookDelivery,
  webhookInput,
  webhookQuery,
  webhookRow,
} from '../../contract/webhooks.ts'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { pagedOf } from '../lib/envelope.ts'
import { byId, envelopeRoutes, grantedErrors } from '../lib/envelope-routes.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { pageDeliveries, replayDelivery, testEndpoint } from '../services/webhooks/deliveries.ts'
import {
  createEndpoint,
  deleteEndpoint,
  editEndpoint,
  pageEndpoints,
  setEndpointStatus,
} from '../services/webhooks/endpoints.ts'

/** Webhook endpoints and their delivery log (/system/webhook), by the grants on that menu. */
export async function webhookRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth, config } = deps
  const route = envelopeRoutes(app, ['admin: webhooks'], grantedErrors)
  const can = (action: 'add' | 'edit' | 'delete' | 'view') => [auth(), actionGuardFor(db)(WEBHOOK_SCREEN, action)]

  route.get(
    API.endpoints,
    {
      onRequest: can('view'),
      summary: 'Webhook endpoints (secrets shown as their last four characters); keyword: name or URL',
      querystring: webhookQuery,
      data: pagedOf(webhookRow),
    },
    (req) => pageEndpoints(db, req.query),
  )
  route.post(
    API.endpoints,
    {
      onRequest: can('add'),
      summary: 'Register an endpoint: http(s) URL, a secret of 16+ characters, the events it receives',
      body: webhookInput,
      data: webhookRow,
    },
    (req) => createEndpoint(db, caller(req), req.body, config.webhookLoopback),
  )
  route.put(
    API.endpoint,
    {
      onRequest: can('edit'),
      summary: 'Edit an endpoint; a blank secret keeps the stored one',
      params: byId,
      body: webhookInput,
      data: webhookRow,
    },
    (req) => editEndpoint(db, caller(req), req.params.id, req.body, config.webhookLoopback),
  )
  route.put(
    API.endpointStatus,
    {
      onRequest: can('edit'),
      summary: 'Enable or disable; a disabled endpoint’s queued deliveries wait until it is enabled',
      params: byId,
      body: statusChange,
      data: webhookRow,
    },
    (req) => setEndpointStatus(db, caller(req), req.params.id, req.body.status),
  )
  route.delete(
    API.endpoint,
    { onRequest: can('delete'), summary: 'Delete an endpoint and its delivery log', params: byId, data: z.null() },
    async (req) => (await deleteEndpoint(db, caller(req), req.params.id)) ?? null,
  )
  route.post(
    API.endpointTest,
    {
      onRequest: can('edit'),
      summary: 'Send a signed test event now; answers the logged delivery (delivered, or failed with the reason)',
      params: byId,
      data: webhookDelivery,
    },
    (req) => testEndpoint(db, caller(req), req.params.id, config.webhookTimeoutMs, config.webhookLoopback),
  )
  route.get(
    API.deliveries,
    {
      onRequest: can('view'),
      summary: 'The delivery log, newest first: status, attempts, last answer',
      querystring: deliveryQuery,
      data: pagedOf(webhookDelivery),
    },
    (req) => pageDeliveries(db, req.query),
  )
  route.post(
    API.deliveryReplay,
    {
      onRequest: can('edit'),
      summary: 'Send a delivery again (same event id) from its first attempt; 409 while one is under way',
      params: byId,
      data: webhookDelivery,
    },
    async (req) => {
      const row = await replayDelivery(db, caller(req), req.params.id)
      void deps.queue.wake()
      return row
    },
  )
}
