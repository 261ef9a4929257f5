import { http } from '../../../lib/api/client.ts'
import type { QuoteOrder } from './types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/quote-order/{id}: the order with lines, timeline and the caller's actions. Silent: the screen shows the error. */
export async function getOrder(id: number): Promise<QuoteOrder> {
  const { data } = await http.get<QuoteOrder>(fillPath(QUOTE_ORDER_API.order, { id }), { silent: true })
  return data
}
