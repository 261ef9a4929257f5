import { http } from '../../../lib/api/client.ts'
import type { Paged } from '../../../../contract/wire.ts'
import type { OrderListParams, QuoteOrderRow } from './types.ts'

/** GET /api/quote-order/list: one page of orders (own ones, or all for staff). Silent: the list shows the error. */
export async function getOrders(params: OrderListParams): Promise<Paged<QuoteOrderRow>> {
  const { data } = await http.get<Paged<QuoteOrderRow>>('/api/quote-order/list', {
    params: { ...params },
    silent: true,
  })
  return data
}
