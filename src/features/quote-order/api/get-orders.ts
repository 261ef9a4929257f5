import { http } from '../../../lib/api/client.ts'
import type { Paged } from '../../../../contract/wire.ts'
import type { OrderListParams, QuoteOrderRow } from './types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'

/** GET /api/quote-order/list: one page of orders (own ones, or all for staff). Silent: the list shows the error. */
export async function getOrders(params: OrderListParams): Promise<Paged<QuoteOrderRow>> {
  const { data } = await http.get<Paged<QuoteOrderRow>>(QUOTE_ORDER_API.list, {
    params: { ...params },
    silent: true,
  })
  return data
}
