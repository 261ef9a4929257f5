import { ModelParseError } from '../occt.ts'
import type { TriMesh } from '../types.ts'

/**
 * Parses Wavefront OBJ geometry (v / f records; polygons fan-triangulated, negative indices
 * resolved). Materials, normals and texture coordinates are irrelevant to costing and skipped.
 */
export function parseObj(bytes: Uint8Array, scale: number): TriMesh {
  const text = new TextDecoder('utf-8').decode(bytes)
  const positions: number[] = []
  const indices: number[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line.startsWith('v ')) {
      const [, x, y, z] = line.split(/\s+/)
      positions.push(Number(x) * scale, Number(y) * scale, Number(z) * scale)
    } else if (line.startsWith('f ')) {
      const count = positions.length / 3
      const refs = line
        .split(/\s+/)
        .slice(1)
        .map((token) => {
          const i = Number.parseInt(token.split('/')[0] ?? '', 10)
          return i < 0 ? count + i : i - 1
        })
      if (refs.some((i) => !Number.isInteger(i) || i < 0 || i >= count)) {
        throw new ModelParseError('The OBJ file references a vertex that does not exist')
      }
      for (let k = 1; k + 1 < refs.length; k++)
        indices.push(refs[0] as number, refs[k] as number, refs[k + 1] as number)
    }
  }
  if (indices.length === 0 || positions.some((v) => !Number.isFinite(v))) {
    throw new ModelParseError('The OBJ file contains no faces')
  }
  return { positions: Float64Array.from(positions), indices: Uint32Array.from(indices) }
}
