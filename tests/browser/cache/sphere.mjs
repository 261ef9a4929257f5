import { sphereStl } from '../../../scripts/bench-preview-mesh.mjs'

// GET /sphere/<triangles>.stl answers a closed sphere of about that many triangles as a binary STL,
// with its exact count in `X-Triangles` and an ETag (a model cache may keep it): a mesh of any size
// for the tests of where a file is read and what is kept, without committing a big fixture.
const made = new Map()

export function sphereFiles() {
  return async (ctx, next) => {
    const match = /^\/sphere\/(\d+)\.stl$/.exec(ctx.path)
    if (!match) return next()
    const wanted = Number(match[1])
    if (!made.has(wanted)) made.set(wanted, sphereStl(wanted))
    const { buffer, count } = made.get(wanted)
    ctx.set('X-Triangles', String(count))
    ctx.set('ETag', `"sphere-${count}"`)
    ctx.set('Cache-Control', 'no-cache')
    if (ctx.get('If-None-Match') === `"sphere-${count}"`) {
      ctx.status = 304
      return
    }
    ctx.type = 'application/octet-stream'
    ctx.body = buffer
  }
}
