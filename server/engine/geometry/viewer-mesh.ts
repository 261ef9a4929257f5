import { encodeMesh, MESHED_FORMATS } from '../../../contract/mesh-file.ts'
import type { GeometryReport, TriMesh } from './types.ts'

/**
 * The viewer's copy of an analysed model (contract/mesh-file.ts): the very triangles and B-rep face
 * ranges the features were recognised on, so a face id the report names is the face the browser
 * tints. Undefined for formats the browser reads cheaply itself (mesh formats keep their own units
 * and materials there).
 */
export function viewerMesh(mesh: TriMesh, report: GeometryReport): Uint8Array | undefined {
  if (!MESHED_FORMATS.includes(report.format)) return undefined
  const faces = mesh.faces ? new Uint32Array(mesh.faces.flatMap((f) => [f.first, f.last])) : undefined
  return encodeMesh({
    positions: Float32Array.from(mesh.positions),
    ...(mesh.normals ? { normals: mesh.normals } : {}),
    indices: mesh.indices,
    ...(faces ? { faces } : {}),
    stats: {
      triangles: report.triangles,
      min: report.bbox.min,
      max: report.bbox.max,
      area: report.area,
      volume: report.volume,
      closed: report.closed,
    },
  })
}
