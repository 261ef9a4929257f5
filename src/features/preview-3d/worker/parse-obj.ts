import { FloatList } from './float-list.ts'
import { ParseError, type ParsedMesh } from './protocol.ts'

/**
 * Wavefront OBJ geometry (`v` and `f` records; materials, groups and texture coordinates are not
 * needed for a part preview). Polygons are fanned into triangles; negative indices count back from
 * the last vertex, as the format allows.
 */
export function parseObj(buffer: ArrayBuffer): ParsedMesh {
  const text = new TextDecoder().decode(buffer)
  const vertices = new FloatList()
  const out = new FloatList()
  const corner = (token: string, line: number) => {
    const n = parseInt(token, 10)
    const count = vertices.length / 3
    const index = n > 0 ? n - 1 : count + n
    if (!Number.isInteger(n) || n === 0 || index < 0 || index >= count) {
      throw new ParseError('invalid', `line ${line}: face refers to a missing vertex (${token})`)
    }
    return 3 * index
  }
  const pushCorner = (at: number) => out.push3(vertices.at(at), vertices.at(at + 1), vertices.at(at + 2))
  const lines = text.split('\n')
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l]!.trim()
    if (line.startsWith('v ')) {
      const [, x, y, z] = line.split(/\s+/)
      const v = [Number(x), Number(y), Number(z)] as const
      if (!v.every(Number.isFinite)) throw new ParseError('invalid', `line ${l + 1}: bad vertex`)
      vertices.push3(...v)
    } else if (line.startsWith('f ')) {
      const tokens = line.split(/\s+/)
      const first = corner(tokens[1]!, l + 1)
      let previous = tokens.length > 2 ? corner(tokens[2]!, l + 1) : first
      for (let k = 3; k < tokens.length; k++) {
        const next = corner(tokens[k]!, l + 1)
        pushCorner(first)
        pushCorner(previous)
        pushCorner(next)
        previous = next
      }
    }
  }
  if (!out.length) throw new ParseError('invalid', 'the OBJ file has no faces')
  return { positions: out.toArray() }
}
