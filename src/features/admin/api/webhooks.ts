import { http } from '../../../lib/api/client.ts'
import { crudCalls } from '../../../lib/api/crud-calls.ts'
import { pageGetter } from '../../../lib/api/get-page.ts'
import { fillPath } from '../../../../contract/fill-path.ts'
import type { AdminStatus } from '../../../../contract/admin.ts'
import { WEBHOOK_API, type WebhookDelivery, type WebhookInput, type WebhookRow } from '../../../../contract/webhooks.ts'

/** GET /api/admin/webhooks: one page of endpoints, filtered by status ('' any). Silent: the screen shows the error. */
export const getWebhooks = pageGetter<WebhookRow, { status: string }>(WEBHOOK_API.endpoints)

/** POST /api/admin/webhooks, PUT and DELETE /api/admin/webhooks/{id}. */
export const webhookCalls = crudCalls<WebhookRow, WebhookInput>(WEBHOOK_API.endpoints, WEBHOOK_API.endpoint)

/** PUT /api/admin/webhooks/{id}/status. */
export async function setWebhookStatus(id: number, status: AdminStatus): Promise<void> {
  await http.put(fillPath(WEBHOOK_API.endpointStatus, { id }), { status })
}

/** POST /api/admin/webhooks/{id}/test: sends a signed test event now and answers its logged delivery. */
export async function testWebhook(id: number): Promise<WebhookDelivery> {
  return (await http.post<WebhookDelivery>(fillPath(WEBHOOK_API.endpointTest, { id }))).data
}
