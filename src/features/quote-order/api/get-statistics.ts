import { http } from '../../../lib/api/client.ts'
import type { Statistics, StatisticsParams } from './types.ts'

/** GET /api/quote-order/statistics (staff): quotes, orders, conversion, average prices, price points, adjustments. */
export async function getStatistics(params: StatisticsParams): Promise<Statistics> {
  const { data } = await http.get<Statistics>('/api/quote-order/statistics', { params: { ...params }, silent: true })
  return data
}
