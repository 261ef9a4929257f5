import { formatMoney } from '../../../../contract/format/money.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { ProductRow } from '../api/types.ts'
import { formatTime } from '../lib/format.ts'
import { StatusBadge } from './status-badge.tsx'
import { keyedName, seededName } from '../../../lib/i18n/seeded-name.ts'

/** Props of ProductHistory. */
export interface ProductHistoryProps {
  row: ProductRow
  onOpenOrder: (id: number) => void
}

/** A product's quote history (newest first) and the orders it is on. */
export function ProductHistory({ row, onOpenOrder }: ProductHistoryProps) {
  const t = useT()
  return (
    <div className="qe-qo-history" data-testid="qo-product-history">
      <table className="qe-qo-table qe-small">
        <caption>{t('quoteOrder.products.history', { count: row.quoteCount })}</caption>
        <thead>
          <tr>
            <th>{t('quoteOrder.products.pricedAt')}</th>
            <th>{t('quoteOrder.line.material')}</th>
            <th className="qe-qo-num">{t('quoteOrder.line.quantity')}</th>
            <th className="qe-qo-num">{t('quoteOrder.price.unit')}</th>
            <th>{t('quoteOrder.line.config')}</th>
          </tr>
        </thead>
        <tbody>
          {row.quotes.map((q) => (
            <tr key={q.quoteId} data-testid="qo-product-quote">
              <td>{formatTime(q.pricedAt)}</td>
              <td>{q.material ? keyedName('materialName', q.material) : '—'}</td>
              <td className="qe-qo-num">{q.quantity}</td>
              <td className="qe-qo-num">{q.unitPrice === null ? '—' : formatMoney(q.unitPrice)}</td>
              <td>
                {t('quoteOrder.line.configVersion', {
                  name: seededName('seededConfig', 'name', q.configName),
                  version: q.configVersion,
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {row.orders.length > 0 ? (
        <ul className="qe-qo-order-refs" aria-label={t('quoteOrder.products.orders')}>
          {row.orders.map((o) => (
            <li key={o.id} data-testid="qo-product-order">
              <button type="button" className="qe-link" onClick={() => onOpenOrder(o.id)}>
                {o.number}
              </button>{' '}
              <StatusBadge status={o.status} />{' '}
              {t('quoteOrder.products.orderLine', { quantity: o.quantity, price: formatMoney(o.unitPrice) })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="qe-muted qe-small">{t('quoteOrder.products.noOrders')}</p>
      )}
    </div>
  )
}
