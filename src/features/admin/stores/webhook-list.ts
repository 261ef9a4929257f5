import { createPagedList } from '../../../lib/paged-list/create-paged-list.ts'
import type { WebhookRow } from '../../../../contract/webhooks.ts'
import { getWebhooks } from '../api/webhooks.ts'

/** The endpoints on /system/webhook, searched by name or URL and filtered by status. */
export const webhookList = createPagedList<WebhookRow, { status: string }>({
  fetchPage: getWebhooks,
  pageSize: 10,
  filters: { status: '' },
})
