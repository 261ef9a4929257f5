import { ParseError, type ParsedMesh } from './protocol.ts'

/**
 * Wavefront OBJ geometry (`v` and `f` records; materials, groups and texture coordinates are not
 * needed for a part preview). Polygons are fanned into triangles; negative indices count back from
 * the last vertex, as the format allows.
 */
export function parseObj(buffer: ArrayBuffer): ParsedMesh {
  const text = new TextDecoder().decode(buffer)
  const vertices: number[] = []
  const out: number[] = []
  const corner = (token: string, line: number) => {
    const n = parseInt(token, 10)
    const index = n > 0 ? n - 1 : vertices.length / 3 + n
    if (!Number.isInteger(n) || n === 0 || index < 0 || index >= vertices.length / 3) {
      throw new ParseError('invalid', `line ${line}: face refers to a missing vertex (${token})`)
    }
    return index
  }
  const lines = text.split('\n')
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l]!.trim()
    if (line.startsWith('v ')) {
      const [, x, y, z] = line.split(/\s+/)
      const v = [Number(x), Number(y), Number(z)]
      if (v.some((c) => !Number.isFinite(c))) throw new ParseError('invalid', `line ${l + 1}: bad vertex`)
      vertices.push(...v)
    } else if (line.startsWith('f ')) {
      const ids = line
        .split(/\s+/)
        .slice(1)
        .map((token) => corner(token, l + 1))
      for (let k = 1; k + 1 < ids.length; k++) {
        for (const i of [ids[0]!, ids[k]!, ids[k + 1]!])
          out.push(vertices[3 * i]!, vertices[3 * i + 1]!, vertices[3 * i + 2]!)
      }
    }
  }
  if (!out.length) throw new ParseError('invalid', 'the OBJ file has no faces')
  return { positions: Float32Array.from(out) }
}
