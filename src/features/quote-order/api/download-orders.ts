import { http } from '../../../lib/api/client.ts'
import type { BlobResponse } from '../../../lib/api/types.ts'

/** GET /api/quote-order/xlsx?ids=: the quote sheets of several orders in one workbook. */
export async function downloadOrders(ids: readonly number[]): Promise<BlobResponse> {
  return http.get('/api/quote-order/xlsx', { params: { ids: ids.join(',') }, responseType: 'blob' })
}
