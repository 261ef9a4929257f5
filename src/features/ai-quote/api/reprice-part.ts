import { http } from '../../../lib/api/client.ts'
import type { Part, RepriceInput } from './types.ts'
import { PARTCOSTS_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/cnc/partcosts/part/{partId}/reprice: prices again from the stored analysis. */
export async function repricePart(partId: number, input: RepriceInput, signal?: AbortSignal): Promise<Part> {
  const { data } = await http.post<Part>(fillPath(PARTCOSTS_API.reprice, { partId }), input, signal ? { signal } : {})
  return data
}
