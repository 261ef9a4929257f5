import { lazy, Suspense, useEffect } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { STAT_PERIODS } from '../../../../contract/quote-order-states.ts'
import { TableState } from '../../../lib/data-table/table-state.tsx'
import { formatMoney } from '../../../../contract/format/money.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { StatPeriodName } from '../api/types.ts'
import { percent } from '../lib/statistics-charts.ts'
import { $downloading } from '../stores/downloads.ts'
import { $statistics, downloadShownStatistics, loadStatistics } from '../stores/statistics.ts'
import { StatisticsTables } from './statistics-tables.tsx'
import '../messages.ts'
import '../styles.ts'
import { DateRange } from './date-range.tsx'

// The charting library arrives only when the charts are drawn, after the numbers are on screen.
const StatisticsCharts = lazy(() => import('./statistics-charts.tsx'))

/** 统计价格 (staff): quotes and orders per period, conversion, average prices, price against quantity, review adjustments. */
export function StatisticsView() {
  const t = useT()
  const state = useStore($statistics)
  const downloading = useStore($downloading) === 'statistics'
  useEffect(() => void loadStatistics(), [])
  const { filters, data } = state
  if (state.status === 'forbidden')
    return <TableState kind="forbidden" text={t('quoteOrder.stats.forbidden')} testId="qo-stats" />

  return (
    <main className="qe-page qe-qo" data-testid="quote-order-statistics" aria-busy={state.status === 'loading'}>
      <h1 className="qe-title">{t('router.quoteOrderStatistics')}</h1>
      <div className="qe-toolbar qe-qo-filters" data-testid="qo-stats-filters">
        <label className="qe-qo-inline">
          {t('quoteOrder.stats.periodBy')}
          <select
            className="qe-native-input"
            value={filters.period}
            onChange={(e) => void loadStatistics({ period: e.target.value as StatPeriodName })}
            data-testid="qo-stats-period"
          >
            {STAT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`quoteOrder.stats.by.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <DateRange
          from={filters.from}
          to={filters.to}
          onChange={(change) => void loadStatistics(change)}
          testId="qo-stats"
        />
        <label className="qe-qo-inline">
          {t('quoteOrder.field.customer')}
          <select
            className="qe-native-input"
            value={filters.customerId ?? ''}
            onChange={(e) => void loadStatistics({ customerId: e.target.value ? Number(e.target.value) : null })}
            data-testid="qo-stats-customer"
          >
            <option value="">{t('quoteOrder.stats.allCustomers')}</option>
            {(data?.customers ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.companyName ? `${c.companyName} · ${c.name}` : c.name}
              </option>
            ))}
          </select>
        </label>
        <sl-button
          size="small"
          loading={downloading}
          disabled={!data}
          onClick={() => void downloadShownStatistics()}
          data-testid="qo-stats-download"
        >
          {t('quoteOrder.stats.download')}
        </sl-button>
      </div>
      {state.status === 'error' && (
        <TableState
          kind="error"
          text={t('quoteOrder.list.loadFailed', { message: state.message })}
          onRetry={() => void loadStatistics()}
          testId="qo-stats"
        />
      )}
      {!data && state.status !== 'error' && <TableState kind="loading" testId="qo-stats" />}
      {data && (
        <>
          {state.status === 'empty' && (
            <p className="qe-muted" data-testid="qo-stats-empty">
              {t('quoteOrder.stats.empty')}
            </p>
          )}
          <dl className="qe-qo-summary" data-testid="qo-stats-summary">
            <div>
              <dt>{t('quoteOrder.stats.quotes')}</dt>
              <dd data-testid="qo-stats-quotes">{data.totals.quotes}</dd>
            </div>
            <div>
              <dt>{t('quoteOrder.stats.orders')}</dt>
              <dd data-testid="qo-stats-orders">{data.totals.orders}</dd>
            </div>
            <div>
              <dt>{t('quoteOrder.stats.ordered')}</dt>
              <dd data-testid="qo-stats-ordered">{data.totals.ordered}</dd>
            </div>
            <div>
              <dt>{t('quoteOrder.stats.orderedTotal', { currency: data.currency })}</dt>
              <dd>{formatMoney(data.totals.orderedTotal)}</dd>
            </div>
            <div>
              <dt>{t('quoteOrder.stats.conversion')}</dt>
              <dd data-testid="qo-stats-conversion">
                {data.totals.conversionRate === null ? '—' : `${percent(data.totals.conversionRate)}%`}
              </dd>
            </div>
          </dl>
          {state.status !== 'empty' && (
            <Suspense fallback={<TableState kind="loading" testId="qo-stats-charts" />}>
              <StatisticsCharts data={data} />
            </Suspense>
          )}
          <StatisticsTables data={data} />
        </>
      )}
    </main>
  )
}
