import { http } from '../../../lib/api/client.ts'
import type { Statistics, StatisticsParams } from './types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'

/** GET /api/quote-order/statistics (staff): quotes, orders, conversion, average prices, price points, adjustments. */
export async function getStatistics(params: StatisticsParams): Promise<Statistics> {
  const { data } = await http.get<Statistics>(QUOTE_ORDER_API.statistics, { params: { ...params }, silent: true })
  return data
}
