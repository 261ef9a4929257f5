// A closed UV sphere (radius 1) as a binary STL with about `triangles` triangles, for the preview
// benchmark and the browser tests: a big mesh whose size is known without shipping a 50 MB fixture.
import { writeFileSync } from 'node:fs'

/** Writes the sphere to `path`; answers its triangle count. */
export function writeSphereStl(path, triangles) {
  const { buffer, count } = sphereStl(triangles)
  writeFileSync(path, buffer)
  return count
}

/** The sphere's bytes and its exact triangle count. */
export function sphereStl(triangles) {
  const cols = Math.round(Math.sqrt(triangles))
  const rows = Math.round(triangles / (2 * cols))
  const vertex = (r, c) => {
    const theta = (Math.PI * r) / rows
    const phi = (2 * Math.PI * c) / cols
    return [Math.sin(theta) * Math.cos(phi), Math.sin(theta) * Math.sin(phi), Math.cos(theta)]
  }
  const count = rows * cols * 2
  const buffer = Buffer.alloc(84 + count * 50)
  buffer.write('solid bench sphere (binary)', 0, 'ascii')
  buffer.writeUInt32LE(count, 80)
  let at = 84
  const facet = (a, b, c) => {
    at += 12 // normal left zero: readers recompute it
    for (const p of [a, b, c]) for (const v of p) at = buffer.writeFloatLE(v, at)
    at += 2
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const a = vertex(r, c),
        b = vertex(r + 1, c),
        d = vertex(r, c + 1),
        e = vertex(r + 1, c + 1)
      facet(a, b, e)
      facet(a, e, d)
    }
  }
  return { buffer, count }
}
