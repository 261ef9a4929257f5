import { http } from '../../../lib/api/client.ts'
import type { Envelope } from '../../../../contract/wire.ts'
import type { ChatRecord } from './types.ts'
import { PROCESS_RECORD_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/auto-process-chat-record/update-name/{chatRecordId}?name=; the whole envelope. */
export async function renameProcessRecord(chatRecordId: number | string, name: string): Promise<Envelope<ChatRecord>> {
  return http.post<ChatRecord>(fillPath(PROCESS_RECORD_API.rename, { chatRecordId }), undefined, {
    params: { name },
  })
}
