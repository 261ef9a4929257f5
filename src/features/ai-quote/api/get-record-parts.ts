import { http } from '../../../lib/api/client.ts'
import type { AnalysisStatus } from './types.ts'
import { CHAT_RECORD_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** A part as a chat record lists it. */
export interface RecordPart {
  partId: number
  taskId: string
  name: string
  status: AnalysisStatus
  /** A done part's 3D view, downloaded while the part's answer is fetched. */
  meshUrl?: string
}

/** GET /api/chatrecord/{id}/parts: the parts of a reopened conversation. */
export async function getRecordParts(recordId: string | number): Promise<RecordPart[]> {
  const { data } = await http.get<RecordPart[]>(fillPath(CHAT_RECORD_API.parts, { id: recordId }))
  return data
}
