import { FloatList } from './float-list.ts'
import { ParseError, type ParsedMesh } from './protocol.ts'

/**
 * STL, binary or ASCII. The header of a binary file may itself begin with `solid` (many CAD
 * exporters write it), so the size formula decides, never the first word.
 */
export function parseStl(buffer: ArrayBuffer): ParsedMesh {
  if (buffer.byteLength >= 84) {
    const count = new DataView(buffer).getUint32(80, true)
    if (84 + count * 50 === buffer.byteLength) return parseBinary(buffer, count)
  }
  return parseAscii(new TextDecoder().decode(buffer))
}

function parseBinary(buffer: ArrayBuffer, count: number): ParsedMesh {
  if (!count) throw new ParseError('invalid', 'the binary STL has no triangles')
  const view = new DataView(buffer)
  const positions = new Float32Array(count * 9)
  for (let t = 0; t < count; t++) {
    const at = 84 + t * 50 + 12
    for (let k = 0; k < 9; k++) {
      const v = view.getFloat32(at + k * 4, true)
      if (!Number.isFinite(v)) throw new ParseError('invalid', `triangle ${t + 1} has a non-numeric coordinate`)
      positions[t * 9 + k] = v
    }
  }
  return { positions }
}

const VERTEX = /vertex\s+(\S+)\s+(\S+)\s+(\S+)/g

function parseAscii(text: string): ParsedMesh {
  if (!/^\s*solid/.test(text) || !/facet/.test(text)) {
    throw new ParseError('invalid', 'neither a binary STL (size does not match its triangle count) nor an ASCII STL')
  }
  const values = new FloatList()
  for (const [, x, y, z] of text.matchAll(VERTEX)) {
    const v = [Number(x), Number(y), Number(z)] as const
    if (!v.every(Number.isFinite)) throw new ParseError('invalid', 'the ASCII STL has a non-numeric coordinate')
    values.push3(...v)
  }
  if (values.length < 9 || values.length % 9) throw new ParseError('invalid', 'the ASCII STL has no complete triangles')
  return { positions: values.toArray() }
}
