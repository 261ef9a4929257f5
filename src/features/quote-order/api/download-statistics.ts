import { http } from '../../../lib/api/client.ts'
import type { BlobResponse } from '../../../lib/api/types.ts'
import type { StatisticsParams } from './types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'

/** GET /api/quote-order/statistics/xlsx (staff): the same numbers as a workbook. */
export async function downloadStatistics(params: StatisticsParams): Promise<BlobResponse> {
  return http.get(QUOTE_ORDER_API.statisticsXlsx, { params: { ...params }, responseType: 'blob' })
}
