import { ModelParseError } from '../occt.ts'
import type { TriMesh } from '../types.ts'

/** True when the byte length is exactly what a binary STL with its declared triangle count needs. */
export function isBinaryStl(bytes: Uint8Array): boolean {
  if (bytes.length < 84) return false
  const count = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(80, true)
  // Many exporters write "solid" into the binary header, so the size check is the only reliable test.
  return bytes.length === 84 + 50 * count
}

/** Parses binary or ASCII STL; coordinates are multiplied by `scale` (unit → mm). */
export function parseStl(bytes: Uint8Array, scale: number): TriMesh {
  return isBinaryStl(bytes) ? parseBinary(bytes, scale) : parseAscii(bytes, scale)
}

function parseBinary(bytes: Uint8Array, scale: number): TriMesh {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const count = view.getUint32(80, true)
  if (count === 0) throw new ModelParseError('The STL file contains no triangles')
  const positions = new Float64Array(count * 9)
  for (let t = 0; t < count; t++) {
    const base = 84 + t * 50 + 12 // skip the facet normal: recomputed from the winding
    for (let k = 0; k < 9; k++) positions[t * 9 + k] = view.getFloat32(base + k * 4, true) * scale
  }
  return { positions, indices: sequence(count * 3) }
}

function parseAscii(bytes: Uint8Array, scale: number): TriMesh {
  const text = new TextDecoder('latin1').decode(bytes)
  if (!/^\s*solid/i.test(text)) throw new ModelParseError('Not an STL file')
  const values: number[] = []
  const vertex = /vertex\s+(\S+)\s+(\S+)\s+(\S+)/gi
  for (let m = vertex.exec(text); m; m = vertex.exec(text)) {
    values.push(Number(m[1]) * scale, Number(m[2]) * scale, Number(m[3]) * scale)
  }
  if (values.length === 0 || values.length % 9 !== 0 || values.some((v) => !Number.isFinite(v))) {
    throw new ModelParseError('The ASCII STL file is truncated or malformed')
  }
  return { positions: Float64Array.from(values), indices: sequence(values.length / 3) }
}

/** Triangle soups index their vertices 0..n-1; welding happens later, where it is needed. */
export function sequence(n: number): Uint32Array {
  const out = new Uint32Array(n)
  for (let i = 0; i < n; i++) out[i] = i
  return out
}
