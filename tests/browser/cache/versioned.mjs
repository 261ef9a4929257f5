import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

// A file server whose files change version on request, for the model cache's tests:
// GET /versioned/<path>?… answers the file at <path> with ETag "v<n>" (304 to If-None-Match "v<n>"),
// POST /versioned/<path>?… moves it on to the next version. Versions are per path and query, so
// each test names its own file.
const versions = new Map()

export function versionedFiles(root) {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/versioned/')) return next()
    const key = ctx.url
    if (ctx.method === 'POST') {
      versions.set(key, (versions.get(key) ?? 1) + 1)
      ctx.status = 204
      return
    }
    const etag = `"v${versions.get(key) ?? 1}"`
    ctx.set('ETag', etag)
    ctx.set('Cache-Control', 'no-cache')
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304
      return
    }
    ctx.body = await readFile(join(root, ctx.path.slice('/versioned/'.length)))
    ctx.type = 'application/octet-stream'
  }
}
