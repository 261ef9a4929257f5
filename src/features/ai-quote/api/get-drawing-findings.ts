import { http } from '../../../lib/api/client.ts'
import type { DrawingFinding } from './types.ts'

/** GET /api/cnc/partcosts/get-drawing-pos-info?partId=: the recognised annotations with their boxes. */
export async function getDrawingFindings(partId: number): Promise<DrawingFinding[]> {
  const { data } = await http.get<{ findings: DrawingFinding[] }>('/api/cnc/partcosts/get-drawing-pos-info', {
    params: { partId },
    silent: true,
  })
  return data.findings
}
