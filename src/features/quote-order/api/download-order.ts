import { http } from '../../../lib/api/client.ts'
import type { BlobResponse } from '../../../lib/api/types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/quote-order/{id}/xlsx: one order's quote sheet. */
export async function downloadOrder(id: number): Promise<BlobResponse> {
  return http.get(fillPath(QUOTE_ORDER_API.orderXlsx, { id }), { responseType: 'blob' })
}
