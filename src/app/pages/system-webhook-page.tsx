import { WebhookManageView } from '../../features/admin/components/webhook-manage-view.tsx'
import { hasPermission } from '../../lib/permission.ts'
import { useRouteEntry } from '../router/route-context.ts'

/** /system/webhook: the feature's endpoint list and delivery log, with this route's action permissions (`meta.permission`). */
export function SystemWebhookPage() {
  const granted = useRouteEntry()?.meta.permission ?? []
  return <WebhookManageView can={(name) => hasPermission(name, granted)} />
}
