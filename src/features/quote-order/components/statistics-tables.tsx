import { formatMoney } from '../../../../contract/format/money.ts'
import { enumLabel } from '../../../lib/i18n/enum-label.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { scrollRegion } from '../../../lib/scroll-region.ts'
import type { StatGroup, Statistics } from '../api/types.ts'
import { formatDelta, formatTime } from '../lib/format.ts'
import { percent } from '../lib/statistics-charts.ts'
import { keyedName } from '../../../lib/i18n/seeded-name.ts'

const rate = (value: number | null) => (value === null ? '—' : `${percent(value)}%`)

interface GroupTableProps {
  caption: string
  groups: readonly StatGroup[]
  testId: string
  /** A group's key in words (a part class's label); the key itself by default. */
  label?: (key: string) => string
}

function GroupTable({ caption, groups, testId, label = (key) => key }: GroupTableProps) {
  const t = useT()
  return (
    <div className="qe-qo-scroll" {...scrollRegion(caption)}>
      <table className="qe-qo-table qe-small" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th>{t('quoteOrder.stats.group')}</th>
            <th className="qe-qo-num">{t('quoteOrder.stats.lines')}</th>
            <th className="qe-qo-num">{t('quoteOrder.line.quantity')}</th>
            <th className="qe-qo-num">{t('quoteOrder.stats.averageUnitPrice')}</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.key}>
              <th scope="row">{g.key ? label(g.key) : t('quoteOrder.stats.unknown')}</th>
              <td className="qe-qo-num">{g.lines}</td>
              <td className="qe-qo-num">{g.quantity}</td>
              <td className="qe-qo-num">{formatMoney(g.averageUnitPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The statistics' numbers as tables: per period with totals, average prices by group, and review adjustments. */
export function StatisticsTables({ data }: { data: Statistics }) {
  const t = useT()
  return (
    <div className="qe-qo-stat-tables">
      <div className="qe-qo-scroll is-wide" {...scrollRegion(t('quoteOrder.stats.perPeriod'))}>
        <table className="qe-qo-table qe-small" data-testid="qo-stats-periods">
          <caption>{t('quoteOrder.stats.perPeriod')}</caption>
          <thead>
            <tr>
              <th>{t('quoteOrder.stats.period')}</th>
              <th className="qe-qo-num">{t('quoteOrder.stats.quotes')}</th>
              <th className="qe-qo-num">{t('quoteOrder.stats.orders')}</th>
              <th className="qe-qo-num">{t('quoteOrder.stats.ordered')}</th>
              <th className="qe-qo-num">{t('quoteOrder.stats.orderedTotal', { currency: data.currency })}</th>
              <th className="qe-qo-num">{t('quoteOrder.stats.conversion')}</th>
            </tr>
          </thead>
          <tbody>
            {data.periods.map((p) => (
              <tr key={p.period}>
                <th scope="row">{p.period}</th>
                <td className="qe-qo-num">{p.quotes}</td>
                <td className="qe-qo-num">{p.orders}</td>
                <td className="qe-qo-num">{p.ordered}</td>
                <td className="qe-qo-num">{formatMoney(p.orderedTotal)}</td>
                <td className="qe-qo-num">{rate(p.conversionRate)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="qo-stats-totals-row">
              <th scope="row">{t('quoteOrder.stats.total')}</th>
              <td className="qe-qo-num">{data.totals.quotes}</td>
              <td className="qe-qo-num">{data.totals.orders}</td>
              <td className="qe-qo-num">{data.totals.ordered}</td>
              <td className="qe-qo-num">{formatMoney(data.totals.orderedTotal)}</td>
              <td className="qe-qo-num">{rate(data.totals.conversionRate)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <GroupTable
        caption={t('quoteOrder.stats.byMaterial')}
        groups={data.byMaterial}
        testId="qo-stats-materials"
        label={(key) => keyedName('materialName', key)}
      />
      <GroupTable
        caption={t('quoteOrder.stats.byPartClass')}
        groups={data.byPartClass}
        testId="qo-stats-classes"
        label={(key) => enumLabel('partClass', key)}
      />
      <div
        className="qe-qo-scroll is-wide"
        {...scrollRegion(t('quoteOrder.stats.adjustments', { count: data.adjustments.length }))}
      >
        <table className="qe-qo-table qe-small" data-testid="qo-stats-adjustments">
          <caption>{t('quoteOrder.stats.adjustments', { count: data.adjustments.length })}</caption>
          <thead>
            <tr>
              <th>{t('quoteOrder.field.number')}</th>
              <th>{t('quoteOrder.field.parts')}</th>
              <th>{t('quoteOrder.field.customer')}</th>
              <th className="qe-qo-num">{t('quoteOrder.stats.priceBefore')}</th>
              <th className="qe-qo-num">{t('quoteOrder.stats.priceAfter')}</th>
              <th className="qe-qo-num">{t('quoteOrder.compare.delta')}</th>
              <th>{t('quoteOrder.stats.reason')}</th>
              <th>{t('quoteOrder.stats.reviewer')}</th>
            </tr>
          </thead>
          <tbody>
            {/* Part names, customers, reasons and people are user data, in whatever language they were written. */}
            {data.adjustments.map((a) => (
              <tr key={`${a.orderId}-${a.lineId}`} data-testid="qo-stats-adjustment">
                <td>{a.number}</td>
                <td translate="no">{a.partName}</td>
                <td translate="no">{a.customer.companyName || a.customer.name}</td>
                <td className="qe-qo-num">{formatMoney(a.originalUnitPrice)}</td>
                <td className="qe-qo-num">{formatMoney(a.unitPrice)}</td>
                <td className="qe-qo-num">{formatDelta(a.delta)}</td>
                <td translate="no">{a.reason}</td>
                <td>
                  <span translate="no">{a.by.name}</span> <span className="qe-muted">{formatTime(a.at)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
