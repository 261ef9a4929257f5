import type { Ref } from 'react'
import { formatMoney } from '../../../../contract/format/money.ts'
import { formatCalendarDay } from '../../../lib/format/calendar-day.ts'
import { enumLabel } from '../../../lib/i18n/enum-label.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteOrder } from '../api/types.ts'
import { formatAmount, formatDay } from '../lib/format.ts'
import { leadDaysText } from '../lib/lead-facts.ts'
import { keyedName } from '../../../lib/i18n/seeded-name.ts'

/**
 * The quote sheet as plain HTML for printing (no viewers, no buttons): header with the date the
 * order ships, one row per line with its adjustment and reason, its tier, days and ship date, and
 * the totals. Rendered hidden; printing copies it out.
 */
export function PrintableOrder({ order, ref }: { order: QuoteOrder; ref?: Ref<HTMLDivElement> }) {
  const t = useT()
  const cur = order.currency
  return (
    <div ref={ref} hidden data-testid="qo-printable">
      <h1>
        {t('quoteOrder.print.title')} {order.number}
      </h1>
      <p className="muted">
        {t('quoteOrder.field.customer')}:{' '}
        {[order.customer.companyName, order.customer.name].filter(Boolean).join(' · ')} · {t('quoteOrder.field.status')}
        : {t(`enums.quoteOrderStatus.${order.status}`)} · {t('quoteOrder.field.validUntil')}:{' '}
        {formatDay(order.validUntil)}
        {order.shipDate && (
          <>
            {' '}
            · {t('quoteOrder.field.shipDate')}: {formatCalendarDay(order.shipDate)}
          </>
        )}
      </p>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('quoteOrder.field.parts')}</th>
            <th>{t('quoteOrder.line.material')}</th>
            <th className="num">{t('quoteOrder.line.quantity')}</th>
            <th className="num">{t('quoteOrder.price.unit')}</th>
            <th className="num">{t('quoteOrder.price.totalShort')}</th>
            <th className="num">{t('quoteOrder.price.withTax')}</th>
            <th>{t('quoteOrder.line.tier')}</th>
            <th>{t('quoteOrder.line.leadDays')}</th>
            <th>{t('quoteOrder.line.shipDate')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.lineId}>
              <td>{line.position}</td>
              <td>
                {line.partName}
                {line.adjustment && (
                  <div className="adjustment muted">
                    {t('quoteOrder.print.adjusted', {
                      from: formatMoney(line.adjustment.originalUnitPrice),
                      to: formatMoney(line.adjustment.unitPrice),
                    })}{' '}
                    {t('quoteOrder.line.reason', { reason: line.adjustment.reason })}
                  </div>
                )}
              </td>
              <td>{line.material ? keyedName('materialName', line.material) : '—'}</td>
              <td className="num">{line.quantity}</td>
              <td className="num">{line.unitPrice === null ? '—' : formatMoney(line.unitPrice)}</td>
              <td className="num">{line.total === null ? '—' : formatMoney(line.total)}</td>
              <td className="num">{line.totalWithTax === null ? '—' : formatMoney(line.totalWithTax)}</td>
              <td>{line.tier === null ? '—' : enumLabel('leadTier', line.tier)}</td>
              <td>{leadDaysText(line.leadDays, line.tier !== null, t)}</td>
              <td>{formatCalendarDay(line.shipDate) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <tbody>
          <tr>
            <th>{t('quoteOrder.price.totalWithoutTax')}</th>
            <td className="num">
              {order.total === null ? t('quoteOrder.approval.withheldShort') : formatAmount(order.total, cur)}
            </td>
          </tr>
          <tr>
            <th>{t('quoteOrder.price.taxShort')}</th>
            <td className="num">
              {order.tax === null ? t('quoteOrder.approval.withheldShort') : formatAmount(order.tax, cur)}
            </td>
          </tr>
          <tr>
            <th>{t('quoteOrder.price.totalWithTax')}</th>
            <td className="num">
              {order.totalWithTax === null
                ? t('quoteOrder.approval.withheldShort')
                : formatAmount(order.totalWithTax, cur)}
            </td>
          </tr>
        </tbody>
      </table>
      {order.remarks && (
        <p>
          {t('quoteOrder.remarks.title')}: {order.remarks}
        </p>
      )}
    </div>
  )
}
