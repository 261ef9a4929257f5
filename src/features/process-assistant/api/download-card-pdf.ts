import { http } from '../../../lib/api/client.ts'
import type { BlobResponse } from '../../../lib/api/types.ts'
import { PROCESS_PLAN_API } from '../../../../contract/process-plan.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/auto-process/{id}/card/pdf?version=: the process card (工艺过程卡) of a version as PDF. */
export function downloadCardPdf(recordId: number, version: number): Promise<BlobResponse> {
  return http.get(fillPath(PROCESS_PLAN_API.cardPdf, { id: recordId }), {
    params: { version },
    responseType: 'blob',
    silent: true,
  })
}
