import { http } from '../../../lib/api/client.ts'
import type { QuoteOrder } from './types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/quote-order/{id}/lines/{lineId}/adjust: review sets a line's unit price ex-VAT, with a required reason. */
export async function adjustLine(
  id: number,
  lineId: number,
  version: number,
  unitPrice: string,
  reason: string,
): Promise<QuoteOrder> {
  const { data } = await http.post<QuoteOrder>(
    fillPath(QUOTE_ORDER_API.adjust, { id, lineId }),
    { version, unitPrice, reason },
    { silent: true },
  )
  return data
}
