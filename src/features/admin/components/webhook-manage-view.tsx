import { useEffect, useState } from 'react'
import type { WebhookRow } from '../../../../contract/webhooks.ts'
import type { Column } from '../../../lib/data-table/types.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { TimeText } from '../../../lib/format/time-text.tsx'
import { statusColumn } from '../lib/columns.tsx'
import { removeWebhook, sendTest, setWebhookEnabled } from '../stores/webhook-actions.ts'
import { webhookList } from '../stores/webhook-list.ts'
import { AdminListPage } from './admin-list-page.tsx'
import { DeliveryLogView } from './delivery-log-view.tsx'
import { WebhookDialog } from './webhook-dialog.tsx'
import '../styles.ts'

type Dialog = { kind: 'add' } | { kind: 'edit'; row: WebhookRow } | null

/**
 * /system/webhook: the endpoints other systems are told of order moves and dispatched routes at
 * (search, add, edit, enable or disable, delete, send a test event) and, below, the delivery log.
 */
export function WebhookManageView({ can }: { can: (name: string) => boolean }) {
  const t = useT()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [testing, setTesting] = useState<number | null>(null)
  useEffect(() => void webhookList.reload(), [])
  async function test(row: WebhookRow) {
    setTesting(row.id)
    await sendTest(row)
    setTesting(null)
  }
  const columns: Column<WebhookRow>[] = [
    { key: 'name', title: 'admin.webhook.name', fixed: true },
    { key: 'url', title: 'admin.webhook.url', className: 'qe-admin-url' },
    {
      key: 'events',
      title: 'admin.webhook.events',
      className: 'qe-admin-events',
      render: (row) =>
        row.events.map((event) => t(`admin.webhook.eventNames.${event}`)).join(t('admin.webhook.listSeparator')),
    },
    { key: 'secretHint', title: 'admin.webhook.secret' },
    statusColumn({
      label: t('admin.status'),
      canEdit: can('edit'),
      testIdPrefix: 'admin-webhook-status',
      onToggle: (row, on) => void setWebhookEnabled(row, on),
    }),
    { key: 'updatedAt', title: 'admin.webhook.updatedAt', render: (row) => <TimeText iso={row.updatedAt} /> },
  ]
  return (
    <AdminListPage<WebhookRow, 'test'>
      entity="webhook"
      list={webhookList}
      can={can}
      columns={columns}
      actions={{
        actions: (row) => [
          can('edit') && testing !== row.id && 'test',
          can('edit') && 'edit',
          can('delete') && 'delete',
        ],
        label: (action) => t(action === 'test' ? 'admin.webhook.test' : `admin.${action}`),
      }}
      onAction={(kind, row) => (kind === 'test' ? void test(row) : setDialog({ kind, row }))}
      nameOf={(row) => row.name}
      remove={removeWebhook}
      onAdd={can('add') ? () => setDialog({ kind: 'add' }) : undefined}
    >
      {dialog && (
        <WebhookDialog row={dialog.kind === 'edit' ? dialog.row : undefined} onClose={() => setDialog(null)} />
      )}
      <DeliveryLogView canReplay={can('edit')} endpoints={webhookList} />
    </AdminListPage>
  )
}
