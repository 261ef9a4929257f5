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
import { InlineSelect } from './inline-select.tsx'

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
        <InlineSelect
          label={t('quoteOrder.stats.periodBy')}
          value={filters.period}
          onChange={(value) => void loadStatistics({ period: value as StatPeriodName })}
          testId="qo-stats-period"
          options={STAT_PERIODS.map((p) => [p, t(`quoteOrder.stats.by.${p}`)] as const)}
        />
        <DateRange
          from={filters.from}
          to={filters.to}
          onChange={(change) => void loadStatistics(change)}
          testId="qo-stats"
        />
        <InlineSelect
          label={t('quoteOrder.field.customer')}
          value={filters.customerId ?? ''}
          onChange={(value) => void loadStatistics({ customerId: value ? Number(value) : null })}
          testId="qo-stats-customer"
          options={[
            ['', t('quoteOrder.stats.allCustomers')],
            ...(data?.customers ?? []).map(
              (c) => [c.id, c.companyName ? `${c.companyName} · ${c.name}` : c.name] as const,
            ),
          ]}
        />
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
