import { useMemo } from 'react'
import { enumLabel } from '../../../lib/i18n/enum-label.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { Statistics } from '../api/types.ts'
import { averagesChart, periodsChart, pricePointsChart, type ChartLabels } from '../lib/statistics-charts.ts'
import { EChart } from './echart.tsx'
import { keyedName } from '../../../lib/i18n/seeded-name.ts'

/** A material key in the reader's words (a seeded one by the catalogue). */
const materialName = (key: string) => keyedName('materialName', key)

/** The statistics as charts: activity and conversion per period, average prices, price against quantity. */
export default function StatisticsCharts({ data }: { data: Statistics }) {
  const t = useT()
  const labels: ChartLabels = {
    quotes: t('quoteOrder.stats.quotes'),
    orders: t('quoteOrder.stats.orders'),
    ordered: t('quoteOrder.stats.ordered'),
    conversion: t('quoteOrder.stats.conversion'),
    averageUnitPrice: t('quoteOrder.stats.averageUnitPrice'),
    quantity: t('quoteOrder.line.quantity'),
    unitPrice: t('quoteOrder.price.unit'),
    unknown: t('quoteOrder.stats.unknown'),
  }
  const key = JSON.stringify(labels)
  const periods = useMemo(() => periodsChart(data.periods, labels), [data, key])
  const materials = useMemo(() => averagesChart(data.byMaterial, labels, materialName), [data, key])
  const classes = useMemo(() => averagesChart(data.byPartClass, labels, (k) => enumLabel('partClass', k)), [data, key])
  const points = useMemo(() => pricePointsChart(data.pricePoints, labels, materialName), [data, key])
  return (
    <div className="qe-qo-charts" data-testid="qo-stats-charts">
      <figure>
        <figcaption>{t('quoteOrder.stats.perPeriod')}</figcaption>
        <EChart option={periods} label={t('quoteOrder.stats.perPeriod')} testId="qo-chart-periods" />
      </figure>
      <figure>
        <figcaption>{t('quoteOrder.stats.byMaterial')}</figcaption>
        <EChart option={materials} label={t('quoteOrder.stats.byMaterial')} testId="qo-chart-materials" />
      </figure>
      <figure>
        <figcaption>{t('quoteOrder.stats.byPartClass')}</figcaption>
        <EChart option={classes} label={t('quoteOrder.stats.byPartClass')} testId="qo-chart-classes" />
      </figure>
      <figure>
        <figcaption>{t('quoteOrder.stats.priceQuantity')}</figcaption>
        <EChart option={points} label={t('quoteOrder.stats.priceQuantity')} testId="qo-chart-points" />
      </figure>
    </div>
  )
}
