import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import {
  DELIVERY_STATUSES,
  type WebhookDelivery,
  type WebhookEventType,
  type WebhookRow,
} from '../../../../contract/webhooks.ts'
import { ListTable, type TableList } from '../../../lib/data-table/list-table.tsx'
import type { Column } from '../../../lib/data-table/types.ts'
import { TimeText } from '../../../lib/format/time-text.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import { actionsColumn } from '../lib/columns.tsx'
import { deliveryLog } from '../stores/delivery-log.ts'
import { replay } from '../stores/webhook-actions.ts'
import '../messages.ts'

/** Props of DeliveryLogView. */
export interface DeliveryLogViewProps {
  canReplay: boolean
  /** The endpoint list (its rows fill the endpoint filter). */
  endpoints: Pick<TableList<WebhookRow>, '$state'>
}

/** One delivery's outcome in words: what the receiver answered, or why nothing came back. */
function LastAnswer({ row }: { row: WebhookDelivery }) {
  const t = useT()
  if (row.attempts === 0 && row.lastStatus === null)
    return <span className="qe-muted">{t('admin.webhook.notSent')}</span>
  return (
    <span className="qe-admin-response" title={row.lastResponse}>
      {row.lastStatus !== null ? `HTTP ${row.lastStatus}` : t('admin.webhook.noAnswer')}
      {row.lastResponse && ` · ${row.lastResponse.slice(0, 80)}`}
    </span>
  )
}

/** The time that matters now: when it was received, when the next attempt is due, or when the last one was made. */
function When({ row }: { row: WebhookDelivery }) {
  const t = useT()
  const [key, iso] = row.deliveredAt
    ? (['admin.webhook.deliveredAt', row.deliveredAt] as const)
    : row.nextAttemptAt
      ? (['admin.webhook.nextAttemptAt', row.nextAttemptAt] as const)
      : (['admin.webhook.lastAttemptAt', row.lastAttemptAt ?? row.createdAt] as const)
  return (
    <span>
      {t(key)} <TimeText iso={iso} />
    </span>
  )
}

/** The delivery log: each event sent to each endpoint, its status, attempts and last answer; replay sends it again. */
export function DeliveryLogView({ canReplay, endpoints }: DeliveryLogViewProps) {
  const t = useT()
  const { filters } = useStore(deliveryLog.$state)
  const known = useStore(endpoints.$state).rows
  useEffect(() => void deliveryLog.reload(), [])
  const columns: Column<WebhookDelivery>[] = [
    { key: 'createdAt', title: 'admin.webhook.time', fixed: true, render: (row) => <TimeText iso={row.createdAt} /> },
    {
      key: 'eventType',
      title: 'admin.webhook.event',
      render: (row) => t(`admin.webhook.eventNames.${row.eventType as WebhookEventType}`),
    },
    { key: 'endpointName', title: 'admin.webhook.endpoint' },
    {
      key: 'status',
      title: 'admin.webhook.deliveryStatus',
      render: (row) => (
        <span className={`qe-admin-delivery is-${row.status}`} data-testid={`webhook-delivery-status-${row.id}`}>
          {t(`admin.webhook.statuses.${row.status}`)}
        </span>
      ),
    },
    { key: 'attempts', title: 'admin.webhook.attempts', align: 'end' },
    { key: 'last', title: 'admin.webhook.lastAnswer', render: (row) => <LastAnswer row={row} /> },
    { key: 'when', title: 'admin.webhook.when', render: (row) => <When row={row} /> },
    actionsColumn<WebhookDelivery, 'replay'>({
      actions: (row) => [canReplay && row.status !== 'running' && 'replay'],
      label: () => t('admin.webhook.replay'),
      testId: (_, row) => `webhook-delivery-replay-${row.id}`,
      onAction: (_, row) => void replay(row),
    }),
  ]
  const select = (name: 'status' | 'endpointId', label: string, options: [string, string][]) => (
    <select
      aria-label={label}
      value={filters[name]}
      onChange={(e) => void deliveryLog.setFilters({ [name]: e.target.value })}
      data-testid={`webhook-delivery-filter-${name}`}
    >
      <option value="">{t(name === 'status' ? 'admin.webhook.anyStatus' : 'admin.webhook.anyEndpoint')}</option>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </select>
  )
  return (
    <section className="qe-admin-deliveries" aria-labelledby="webhook-deliveries-title">
      <h2 id="webhook-deliveries-title">{t('admin.webhook.deliveries')}</h2>
      <div className="qe-toolbar qe-admin-bar">
        {select(
          'status',
          t('admin.webhook.deliveryStatus'),
          DELIVERY_STATUSES.map((s) => [s, t(`admin.webhook.statuses.${s}`)]),
        )}
        {select(
          'endpointId',
          t('admin.webhook.endpoint'),
          known.map((e) => [String(e.id), e.name]),
        )}
      </div>
      <ListTable
        list={deliveryLog}
        id="webhook-deliveries"
        label={t('admin.webhook.deliveries')}
        columns={columns}
        emptyText={t('admin.webhook.noDeliveries')}
      />
    </section>
  )
}
