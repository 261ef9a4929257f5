import { http } from '../../../lib/api/client.ts'
import type { CreateOrderInput, QuoteOrder } from './types.ts'

/** POST /api/quote-order/create: a draft from the caller's priced parts (`reprice` prices them again first). */
export async function createOrder(input: CreateOrderInput): Promise<QuoteOrder> {
  const { data } = await http.post<QuoteOrder>('/api/quote-order/create', input)
  return data
}
