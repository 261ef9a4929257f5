import { http } from '../../../lib/api/client.ts'
import type { Part } from './types.ts'

/** GET /api/cnc/partcosts/part/{partId}: geometry, drawing, attributes and the latest quote. */
export async function getPart(partId: number): Promise<Part> {
  const { data } = await http.get<Part>(`/api/cnc/partcosts/part/${partId}`)
  return data
}
