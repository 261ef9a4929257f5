import { http } from '../../../lib/api/client.ts'
import { pageGetter } from '../../../lib/api/get-page.ts'
import { fillPath } from '../../../../contract/fill-path.ts'
import { WEBHOOK_API, type WebhookDelivery } from '../../../../contract/webhooks.ts'

/** Filters of the delivery log: '' means any. */
export interface DeliveryFilters {
  status: string
  endpointId: string
}

/** GET /api/admin/webhooks/deliveries: one page of the log, newest first. Silent: the screen shows the error. */
export const getDeliveries = pageGetter<WebhookDelivery, DeliveryFilters>(WEBHOOK_API.deliveries)

/** POST /api/admin/webhooks/deliveries/{id}/replay: queues the event again; 409 while an attempt runs. */
export async function replayDelivery(id: number): Promise<WebhookDelivery> {
  return (await http.post<WebhookDelivery>(fillPath(WEBHOOK_API.deliveryReplay, { id }))).data
}
