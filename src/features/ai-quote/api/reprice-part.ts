import { http } from '../../../lib/api/client.ts'
import type { Part, RepriceInput } from './types.ts'

/** POST /api/cnc/partcosts/part/{partId}/reprice: prices again from the stored analysis. */
export async function repricePart(partId: number, input: RepriceInput, signal?: AbortSignal): Promise<Part> {
  const { data } = await http.post<Part>(`/api/cnc/partcosts/part/${partId}/reprice`, input, signal ? { signal } : {})
  return data
}
