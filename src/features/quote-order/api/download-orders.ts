import { http } from '../../../lib/api/client.ts'
import type { BlobResponse } from '../../../lib/api/types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'

/** GET /api/quote-order/xlsx?ids=: the quote sheets of several orders in one workbook. */
export async function downloadOrders(ids: readonly number[]): Promise<BlobResponse> {
  return http.get(QUOTE_ORDER_API.xlsx, { params: { ids: ids.join(',') }, responseType: 'blob' })
}
