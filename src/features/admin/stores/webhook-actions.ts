import type { WebhookDelivery, WebhookInput, WebhookRow } from '../../../../contract/webhooks.ts'
import { showToast } from '../../../lib/api/toast.ts'
import { t } from '../../../lib/i18n/index.ts'
import { replayDelivery } from '../api/webhook-deliveries.ts'
import { setWebhookStatus, testWebhook, webhookCalls } from '../api/webhooks.ts'
import { deliveryLog } from './delivery-log.ts'
import { runAction, runDone } from './run-action.ts'
import { webhookList } from './webhook-list.ts'

const reload = () => webhookList.reload()

/** Creates (no id) or saves an endpoint; answers it, or null when refused. */
export const saveWebhook = (id: number | null, body: WebhookInput) =>
  runAction(() => (id === null ? webhookCalls.create(body) : webhookCalls.edit(id, body)), 'admin.saved', reload)

/** Enables or disables an endpoint. */
export const setWebhookEnabled = (row: WebhookRow, enabled: boolean): Promise<boolean> =>
  runDone(() => setWebhookStatus(row.id, enabled ? 1 : 0), enabled ? 'admin.enabledDone' : 'admin.disabledDone', reload)

/** Deletes an endpoint with its delivery log. */
export const removeWebhook = (id: number): Promise<boolean> =>
  runDone(
    () => webhookCalls.remove(id),
    'admin.deleted',
    async () => {
      await webhookList.afterDelete(1)
      await deliveryLog.reload()
    },
  )

/** Sends a test event now; the toast says what the receiver answered, and the log shows the delivery. */
export async function sendTest(row: WebhookRow): Promise<WebhookDelivery | null> {
  try {
    const delivery = await testWebhook(row.id)
    if (delivery.status === 'delivered')
      showToast('success', t('admin.webhook.testDelivered', { status: delivery.lastStatus ?? '' }))
    else
      showToast(
        'danger',
        t('admin.webhook.testFailed', { status: delivery.lastStatus ?? '—', response: delivery.lastResponse }),
      )
    await deliveryLog.reload()
    return delivery
  } catch {
    return null
  }
}

/** Queues a delivery again from its first attempt. */
export const replay = (row: WebhookDelivery): Promise<boolean> =>
  runDone(
    () => replayDelivery(row.id),
    'admin.webhook.replayed',
    () => deliveryLog.reload(),
  )
