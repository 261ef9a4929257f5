import { http } from '../../../lib/api/client.ts'
import type { AutoProcessRecord } from '../../../../contract/chat-records.ts'
import { PROCESS_RECORD_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/**
 * POST /api/auto-process-chat-record/update-dispatch-id/{id}?dispatchId=: hands the latest route to
 * production (下发). Silent: a refusal is shown in the server's words beside the form.
 */
export async function dispatchRoute(recordId: number, dispatchId: string): Promise<AutoProcessRecord> {
  const { data } = await http.post<AutoProcessRecord>(
    fillPath(PROCESS_RECORD_API.dispatch, { id: recordId }),
    undefined,
    { params: { dispatchId }, silent: true },
  )
  return data
}
