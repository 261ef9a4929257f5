import { http } from '../../../lib/api/client.ts'
import type { Part } from './types.ts'
import { PARTCOSTS_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** GET /api/cnc/partcosts/part/{partId}: geometry, drawing, attributes and the latest quote. */
export async function getPart(partId: number): Promise<Part> {
  const { data } = await http.get<Part>(fillPath(PARTCOSTS_API.part, { partId }))
  return data
}
