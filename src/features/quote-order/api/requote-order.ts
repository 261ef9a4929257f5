import { http } from '../../../lib/api/client.ts'
import type { QuoteOrder } from './types.ts'

/** POST /api/quote-order/{id}/requote: a new draft of the same parts, priced with the current configuration. */
export async function requoteOrder(id: number): Promise<QuoteOrder> {
  const { data } = await http.post<QuoteOrder>(`/api/quote-order/${id}/requote`, undefined, { silent: true })
  return data
}
