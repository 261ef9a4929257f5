import { meshStats } from './mesh-stats.ts'
import { parseObj } from './parse-obj.ts'
import { parseStl } from './parse-stl.ts'
import { ParseError, type MeshStats, type ParsedMesh } from './protocol.ts'

/** The mesh formats: plain triangles, read without OCCT, in the worker or (small files) on the page. */
export type MeshFileFormat = 'stl' | 'obj'

/** Reads an STL or OBJ file's bytes into meshes. */
export function readMeshFile(format: MeshFileFormat, buffer: ArrayBuffer): ParsedMesh[] {
  if (!buffer.byteLength) throw new ParseError('empty', 'the file is empty')
  return [format === 'stl' ? parseStl(buffer) : parseObj(buffer)]
}

/** The quantities of parsed meshes (filling their bounds); a model without triangles has none to show. */
export function measuredStats(meshes: ParsedMesh[]): MeshStats {
  const stats = meshStats(meshes)
  if (!stats.triangles) throw new ParseError('invalid', 'the file has no triangles')
  return stats
}
