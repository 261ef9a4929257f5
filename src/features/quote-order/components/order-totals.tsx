import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteOrder } from '../api/types.ts'
import { formatAmount } from '../lib/format.ts'

/** The order's sums: ex-VAT, the VAT at its frozen rate, and with VAT; a note while they await approval. */
export function OrderTotals({ order }: { order: QuoteOrder }) {
  const t = useT()
  const rate = `${Math.round(Number(order.taxRate) * 10_000) / 100}%`
  if (order.totalWithTax === null)
    return (
      <p className="qe-qo-totals qe-muted" data-testid="qo-price-withheld">
        {t('quoteOrder.approval.withheld')}
      </p>
    )
  return (
    <dl className="qe-qo-totals" data-testid="qo-totals">
      <div>
        <dt>{t('quoteOrder.price.totalWithoutTax')}</dt>
        <dd data-testid="qo-total">{formatAmount(order.total, order.currency)}</dd>
      </div>
      <div>
        <dt>{t('quoteOrder.price.tax', { rate })}</dt>
        <dd data-testid="qo-tax">{formatAmount(order.tax, order.currency)}</dd>
      </div>
      <div className="is-grand">
        <dt>{t('quoteOrder.price.totalWithTax')}</dt>
        <dd data-testid="qo-total-with-tax">{formatAmount(order.totalWithTax, order.currency)}</dd>
      </div>
    </dl>
  )
}
