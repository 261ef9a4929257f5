import { http } from '../../../lib/api/client.ts'
import type { PagedList } from '../../../lib/api/types.ts'
import type { ChatRecord } from './types.ts'

/** GET /api/auto-process-chat-record/page: the caller's process-assistant records. */
export async function getProcessRecords(pageIndex: number, pageSize: number): Promise<PagedList<ChatRecord>> {
  const { data } = await http.get<PagedList<ChatRecord>>('/api/auto-process-chat-record/page', { params: { pageIndex, pageSize } })
  return data
}
