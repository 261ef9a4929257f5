import { http } from '../../../lib/api/client.ts'
import type { DrawingFinding } from './types.ts'
import { PARTCOSTS_API } from '../../../../contract/api-paths.ts'

/** GET /api/cnc/partcosts/get-drawing-pos-info?partId=: the recognised annotations with their boxes. */
export async function getDrawingFindings(partId: number): Promise<DrawingFinding[]> {
  const { data } = await http.get<{ findings: DrawingFinding[] }>(PARTCOSTS_API.drawingFindings, {
    params: { partId },
    silent: true,
  })
  return data.findings
}
