import { http } from '../../../lib/api/client.ts'
import type { BlobResponse } from '../../../lib/api/types.ts'
import { PARTCOSTS_API } from '../../../../contract/api-paths.ts'

/** PUT /api/cnc/partcosts/batch/download: the XLSX quote sheet of the parts (1–200). */
export async function downloadQuoteSheet(partIds: number[]): Promise<BlobResponse> {
  return http.put(PARTCOSTS_API.batchDownload, { partIds }, { responseType: 'blob' })
}
