import { http } from '../../../lib/api/client.ts'
import type { Paged } from '../../../../contract/wire.ts'
import type { ChatRecord } from './types.ts'
import { PROCESS_RECORD_API } from '../../../../contract/api-paths.ts'

/** GET /api/auto-process-chat-record/page: the caller's process-assistant records. */
export async function getProcessRecords(pageIndex: number, pageSize: number): Promise<Paged<ChatRecord>> {
  const { data } = await http.get<Paged<ChatRecord>>(PROCESS_RECORD_API.page, {
    params: { pageIndex, pageSize },
  })
  return data
}
