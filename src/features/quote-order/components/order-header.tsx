import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteOrder } from '../api/types.ts'
import { formatCalendarDay } from '../../../lib/format/calendar-day.ts'
import { formatDay, formatTime } from '../lib/format.ts'
import { ShipRiskBadge } from './ship-risk-badge.tsx'
import { StatusBadge } from './status-badge.tsx'

/** Props of OrderHeader. */
export interface OrderHeaderProps {
  order: QuoteOrder
  /** Opens another order (the one this re-quotes). */
  onOpen: (id: number) => void
}

/** The order's number and status, customer, dates (the slowest line's ship date too), a ship risk and where it came from. */
export function OrderHeader({ order, onOpen }: OrderHeaderProps) {
  const t = useT()
  const customer = [order.customer.companyName, order.customer.name].filter(Boolean).join(' · ')
  return (
    <header className="qe-qo-header">
      <div className="qe-row">
        <h1 className="qe-title" data-testid="qo-number">
          {order.number}
        </h1>
        <StatusBadge status={order.status} />
      </div>
      <dl className="qe-qo-facts">
        <div>
          <dt>{t('quoteOrder.field.customer')}</dt>
          <dd data-testid="qo-customer" translate="no">
            {customer}
          </dd>
        </div>
        <div>
          <dt>{t('quoteOrder.field.createTime')}</dt>
          <dd>{formatTime(order.createTime)}</dd>
        </div>
        <div>
          <dt>{t('quoteOrder.field.validUntil')}</dt>
          <dd data-testid="qo-valid-until">{formatDay(order.validUntil)}</dd>
        </div>
        {order.shipDate && (
          <div>
            <dt>{t('quoteOrder.field.shipDate')}</dt>
            <dd data-testid="qo-ship-date">{formatCalendarDay(order.shipDate)}</dd>
          </div>
        )}
        <div>
          <dt>{t('quoteOrder.field.version')}</dt>
          <dd data-testid="qo-version">{order.version}</dd>
        </div>
        {order.sourceOrderId !== null && (
          <div>
            <dt>{t('quoteOrder.field.source')}</dt>
            <dd>
              <button
                type="button"
                className="qe-link"
                onClick={() => onOpen(order.sourceOrderId!)}
                data-testid="qo-source"
              >
                {order.sourceOrderNumber ?? `#${order.sourceOrderId}`}
              </button>
            </dd>
          </div>
        )}
        {order.pendingFlags > 0 && (
          <div>
            <dt>{t('quoteOrder.field.pendingFlags')}</dt>
            <dd data-testid="qo-pending-flags">{order.pendingFlags}</dd>
          </div>
        )}
      </dl>
      {order.shipRisk && <ShipRiskBadge explained />}
    </header>
  )
}
