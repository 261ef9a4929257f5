import { http } from '../../../lib/api/client.ts'
import { CHAT_RECORD_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/chatrecord/{id}/kept-orders: numbers of the quote orders that keep the record's parts and files. */
export async function getQuoteRecordKeptOrders(id: number | string): Promise<string[]> {
  const { data } = await http.get<string[]>(fillPath(CHAT_RECORD_API.keptOrders, { id }))
  return data
}
