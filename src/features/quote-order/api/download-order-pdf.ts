import { http } from '../../../lib/api/client.ts'
import type { BlobResponse } from '../../../lib/api/types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/quote-order/{id}/pdf: one order's 报价单 as PDF, in the caller's language. */
export async function downloadOrderPdf(id: number): Promise<BlobResponse> {
  return http.get(fillPath(QUOTE_ORDER_API.orderPdf, { id }), { responseType: 'blob' })
}
