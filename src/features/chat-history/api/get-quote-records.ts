import { http } from '../../../lib/api/client.ts'
import type { Paged } from '../../../../contract/wire.ts'
import type { ChatRecord } from './types.ts'
import { CHAT_RECORD_API } from '../../../../contract/api-paths.ts'

/** GET /api/chatrecord/page-query: the caller's quote chat records, newest update first. */
export async function getQuoteRecords(pageIndex: number, pageSize: number): Promise<Paged<ChatRecord>> {
  const { data } = await http.get<Paged<ChatRecord>>(CHAT_RECORD_API.page, { params: { pageIndex, pageSize } })
  return data
}
