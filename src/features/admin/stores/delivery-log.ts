import { createPagedList } from '../../../lib/paged-list/create-paged-list.ts'
import type { WebhookDelivery } from '../../../../contract/webhooks.ts'
import { getDeliveries, type DeliveryFilters } from '../api/webhook-deliveries.ts'

/** The webhook delivery log on /system/webhook, newest first, filtered by status and endpoint. */
export const deliveryLog = createPagedList<WebhookDelivery, DeliveryFilters>({
  fetchPage: getDeliveries,
  pageSize: 10,
  filters: { status: '', endpointId: '' },
})
