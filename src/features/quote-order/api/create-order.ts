import { http } from '../../../lib/api/client.ts'
import type { CreateOrderInput, QuoteOrder } from './types.ts'
import { QUOTE_ORDER_API } from '../../../../contract/api-paths.ts'

/** POST /api/quote-order/create: a draft from the caller's priced parts (`reprice` prices them again first). */
export async function createOrder(input: CreateOrderInput): Promise<QuoteOrder> {
  const { data } = await http.post<QuoteOrder>(QUOTE_ORDER_API.create, input)
  return data
}
