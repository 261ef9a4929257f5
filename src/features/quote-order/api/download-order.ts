import { http } from '../../../lib/api/client.ts'
import type { BlobResponse } from '../../../lib/api/types.ts'

/** GET /api/quote-order/{id}/xlsx: one order's quote sheet. */
export async function downloadOrder(id: number): Promise<BlobResponse> {
  return http.get(`/api/quote-order/${id}/xlsx`, { responseType: 'blob' })
}
