import { http } from '../../../lib/api/client.ts'
import type { Paged } from '../../../../contract/wire.ts'
import type { ChatRecord } from './types.ts'

/** GET /api/chatrecord/page-query: the caller's quote chat records, newest update first. */
export async function getQuoteRecords(pageIndex: number, pageSize: number): Promise<Paged<ChatRecord>> {
  const { data } = await http.get<Paged<ChatRecord>>('/api/chatrecord/page-query', { params: { pageIndex, pageSize } })
  return data
}
