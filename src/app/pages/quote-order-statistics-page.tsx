import { StatisticsView } from '../../features/quote-order/components/statistics-view.tsx'

/** /quote-order/statistics (统计价格, staff): the feature's screen; its charts load lazily inside it. */
export function QuoteOrderStatisticsPage() {
  return <StatisticsView />
}
