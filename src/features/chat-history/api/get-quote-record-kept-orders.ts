import { http } from '../../../lib/api/client.ts'

/** GET /api/chatrecord/{id}/kept-orders: numbers of the quote orders that keep the record's parts and files. */
export async function getQuoteRecordKeptOrders(id: number | string): Promise<string[]> {
  const { data } = await http.get<string[]>(`/api/chatrecord/${encodeURIComponent(String(id))}/kept-orders`)
  return data
}
