import { http } from '../../../lib/api/client.ts'
import type { BlobResponse } from '../../../lib/api/types.ts'
import { PROCESS_PLAN_API } from '../../../../contract/process-plan.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/auto-process/{id}/card?version=: the process card (工艺过程卡) of a version as XLSX. */
export function downloadCard(recordId: number, version: number): Promise<BlobResponse> {
  return http.get(fillPath(PROCESS_PLAN_API.card, { id: recordId }), {
    params: { version },
    responseType: 'blob',
    silent: true,
  })
}
