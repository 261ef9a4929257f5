import { http } from '../../../lib/api/client.ts'
import type { QuoteOrder } from './types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/quote-order/{id}/lines/{lineId}/clear-flags: review marks every flag of the line handled. */
export async function clearLineFlags(id: number, lineId: number, version: number): Promise<QuoteOrder> {
  const { data } = await http.post<QuoteOrder>(
    fillPath(QUOTE_ORDER_API.clearFlags, { id, lineId }),
    { version },
    { silent: true },
  )
  return data
}
