// The preview benchmark's static server: the repository (our built bundle, the fixtures, three for
// the bare-loader baseline, occt-import-js), a generated big STL, and Online 3D Viewer from
// node_modules. The peer fetches its OCCT worker from jsDelivr; the server rewrites that one base
// URL to the same local occt-import-js files our viewer uses, so neither side touches the network
// and both parse STEP with the same WASM (the peer pins 0.0.22 on the CDN, we ship 0.0.23).
import { createServer } from 'node:http'
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { extname, join, normalize } from 'node:path'

const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.html': 'text/html',
  '.json': 'application/json',
}
const PEER_CDN = 'https://cdn.jsdelivr.net/npm/occt-import-js@0.0.22/dist/'
const OCCT_DIR = '/node_modules/occt-import-js/dist/'

/** The page both viewers start from: three resolvable for the baseline, a fixed-size host box. */
const PAGE = `<!doctype html><meta charset="utf-8"><body style="margin:0">
<script type="importmap">{"imports":{"three":"/node_modules/three/build/three.module.js"}}</script>
<div id="host" style="width:800px;height:600px"></div>`
/** `?lib=` loads a viewer with the page, as a host page would. */
const LIBRARIES = {
  ours: '<script type="module" src="/dist/quote-elements.js"></script>',
  peer: '<script src="/o3dv.js"></script>',
}

/**
 * Starts the server on a free port. `extra` maps request paths to files outside the repository
 * (the generated STL). Resolves to its origin and a `close()`.
 */
export async function startBenchServer(root, extra) {
  const require = createRequire(join(root, 'package.json'))
  const peerFile = require.resolve('online-3d-viewer/build/engine/o3dv.min.js')
  let peer = null
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x')
    const path = decodeURIComponent(url.pathname)
    if (path === '/bench.html') {
      const library = LIBRARIES[url.searchParams.get('lib')] ?? ''
      return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE + library)
    }
    if (path === '/o3dv.js') {
      // The origin is known only once listening; the rewrite happens on the first request.
      peer ??= readFileSync(peerFile, 'utf8').replaceAll(PEER_CDN, `${origin}${OCCT_DIR}`)
      return res.writeHead(200, { 'content-type': 'text/javascript' }).end(peer)
    }
    const file = extra[path] ?? normalize(join(root, path))
    if (!file.startsWith(root) && !Object.values(extra).includes(file)) return res.writeHead(403).end()
    if (!existsSync(file) || !statSync(file).isFile()) return res.writeHead(404).end()
    // A validator, as any static server sends: a viewer that kept the model asks with it.
    const { size, mtimeMs } = statSync(file)
    const etag = `"${size.toString(36)}-${Math.round(mtimeMs).toString(36)}"`
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, { etag }).end()
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': size,
      etag,
    })
    createReadStream(file).pipe(res)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${server.address().port}`
  if (!readFileSync(peerFile, 'utf8').includes(PEER_CDN))
    throw new Error(`online-3d-viewer no longer loads OCCT from ${PEER_CDN}; update bench-preview-server.mjs`)
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) }
}
