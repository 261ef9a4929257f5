import { http } from '../../../lib/api/client.ts'
import type { PagedList } from '../../../lib/api/types.ts'
import type { ChatRecord } from './types.ts'

/** GET /api/chatrecord/page-query: the caller's quote chat records, newest update first. */
export async function getQuoteRecords(pageIndex: number, pageSize: number): Promise<PagedList<ChatRecord>> {
  const { data } = await http.get<PagedList<ChatRecord>>('/api/chatrecord/page-query', { params: { pageIndex, pageSize } })
  return data
}
