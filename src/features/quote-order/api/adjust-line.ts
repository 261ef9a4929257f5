import { http } from '../../../lib/api/client.ts'
import type { QuoteOrder } from './types.ts'

/** POST /api/quote-order/{id}/lines/{lineId}/adjust: review sets a line's unit price ex-VAT, with a required reason. */
export async function adjustLine(
  id: number,
  lineId: number,
  version: number,
  unitPrice: string,
  reason: string,
): Promise<QuoteOrder> {
  const { data } = await http.post<QuoteOrder>(
    `/api/quote-order/${id}/lines/${lineId}/adjust`,
    { version, unitPrice, reason },
    { silent: true },
  )
  return data
}
