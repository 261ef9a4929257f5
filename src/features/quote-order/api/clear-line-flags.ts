import { http } from '../../../lib/api/client.ts'
import type { QuoteOrder } from './types.ts'

/** POST /api/quote-order/{id}/lines/{lineId}/clear-flags: review marks every flag of the line handled. */
export async function clearLineFlags(id: number, lineId: number, version: number): Promise<QuoteOrder> {
  const { data } = await http.post<QuoteOrder>(
    `/api/quote-order/${id}/lines/${lineId}/clear-flags`,
    { version },
    { silent: true },
  )
  return data
}
