import { http } from '../../../lib/api/client.ts'
import type { QuoteOrder } from './types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/quote-order/{id}/requote: a new draft of the same parts, priced with the current configuration. */
export async function requoteOrder(id: number): Promise<QuoteOrder> {
  const { data } = await http.post<QuoteOrder>(fillPath(QUOTE_ORDER_API.requote, { id }), undefined, { silent: true })
  return data
}
