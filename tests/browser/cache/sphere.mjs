import { sphereStl } from '../../../scripts/bench-preview-mesh.mjs'

// GET /sphere/<triangles>.stl answers a closed sphere of about that many triangles as a binary STL,
// with its exact count in `X-Triangles`: a mesh of any size for the tests of where a file is read,
// without committing a big fixture.
const made = new Map()

export function sphereFiles() {
  return async (ctx, next) => {
    const match = /^\/sphere\/(\d+)\.stl$/.exec(ctx.path)
    if (!match) return next()
    const wanted = Number(match[1])
    if (!made.has(wanted)) made.set(wanted, sphereStl(wanted))
    const { buffer, count } = made.get(wanted)
    ctx.set('X-Triangles', String(count))
    ctx.type = 'application/octet-stream'
    ctx.body = buffer
  }
}
