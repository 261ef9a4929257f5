#!/usr/bin/env node
// `npm run bench:preview`: loads models into <model-preview> on the BUILT bundle (run `npx vite
// build` first) in headless Chromium and prints, per case: time to `load`, time to the first
// frame, the longest main-thread task while loading, and the JS heap after load. The same
// 1,000,000-triangle binary STL is also loaded by a bare three.js STLLoader page as the baseline.
// Figures only, no assertions: the machine's load decides them. Exits by itself.
import { createServer } from 'node:http'
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs'
import { writeSphereStl } from './bench-preview-mesh.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
if (!existsSync(join(root, 'dist/quote-elements.js'))) {
  console.error('bench:preview: dist/ is missing; run `npx vite build` first.')
  process.exit(1)
}
const scratch = mkdtempSync(join(tmpdir(), 'qe-bench-preview-'))
const bigStl = join(scratch, 'sphere-1m.stl')
writeSphereStl(bigStl, 1_000_000)

const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' }
const PAGE = `<!doctype html><meta charset="utf-8"><body style="margin:0">
<script type="importmap">{"imports":{"three":"/node_modules/three/build/three.module.js"}}</script>`

// A plain static server: the repository (bundle, fixtures, three for the baseline) plus the big STL.
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname)
  if (path === '/bench.html') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE)
  const file = path === '/big.stl' ? bigStl : normalize(join(root, path))
  if (!file.startsWith(root) && file !== bigStl) return res.writeHead(403).end()
  if (!existsSync(file) || !statSync(file).isFile()) return res.writeHead(404).end()
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
  })
  createReadStream(file).pipe(res)
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${server.address().port}`

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [...CHROMIUM_ARGS, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
})

/** Collects long tasks from page start; `since(t)` gives the longest one after t. */
const LONG_TASKS = () => {
  window.__longTasks = []
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({
    type: 'longtask',
    buffered: true,
  })
}

/** Loads `srcs` one after another into one <model-preview> and measures each load. */
async function measureElement(page, src) {
  return page.evaluate(async (src) => {
    const el =
      document.querySelector('model-preview') ?? document.body.appendChild(document.createElement('model-preview'))
    el.style.cssText = 'display:block;width:800px;height:600px'
    const start = performance.now()
    await new Promise((resolve, reject) => {
      el.addEventListener('load', resolve, { once: true })
      el.addEventListener('error', (e) => reject(new Error(e.detail.message)), { once: true })
      el.setAttribute('src', src)
    })
    const loaded = performance.now()
    let info = el[Symbol.for('quote-elements.debug')]()
    while (!info.firstFrameAt) {
      await new Promise((r) => requestAnimationFrame(r))
      info = el[Symbol.for('quote-elements.debug')]()
    }
    const longest = Math.max(
      0,
      ...window.__longTasks.filter((t) => t.startTime + t.duration >= start).map((t) => t.duration),
    )
    globalThis.gc?.()
    return { load: loaded - start, frame: info.firstFrameAt - start, longest, heap: performance.memory.usedJSHeapSize }
  }, src)
}

/** The baseline: fetch + STLLoader.parse + one render, all on the main thread. */
async function measureBaseline(page) {
  return page.evaluate(async () => {
    const THREE = await import('three')
    const { STLLoader } = await import('/node_modules/three/examples/jsm/loaders/STLLoader.js')
    const renderer = new THREE.WebGLRenderer({ antialias: true })
    renderer.setSize(800, 600)
    document.body.append(renderer.domElement)
    const start = performance.now()
    const buffer = await (await fetch('/big.stl')).arrayBuffer()
    const geometry = new STLLoader().parse(buffer)
    const loaded = performance.now()
    const scene = new THREE.Scene()
    scene.add(new THREE.Mesh(geometry, new THREE.MeshStandardMaterial()), new THREE.HemisphereLight())
    const camera = new THREE.PerspectiveCamera(35, 4 / 3, 0.1, 100)
    camera.position.set(0, 0, 4)
    renderer.render(scene, camera)
    renderer.getContext().finish()
    const frame = performance.now()
    const longest = Math.max(
      0,
      ...window.__longTasks.filter((t) => t.startTime + t.duration >= start).map((t) => t.duration),
    )
    globalThis.gc?.()
    return { load: loaded - start, frame: frame - start, longest, heap: performance.memory.usedJSHeapSize }
  })
}

async function freshPage(withBundle = true) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } })
  await page.addInitScript(LONG_TASKS)
  await page.goto(`${base}/bench.html`)
  if (withBundle) await page.evaluate(() => import('/dist/quote-elements.js'))
  return page
}

const rows = []
const record = (name, r) => rows.push({ name, ...r })

let page = await freshPage()
record('featuretype.STEP (cold)', await measureElement(page, '/tests/fixtures/3d/step/featuretype.STEP'))
record('featuretype.STEP (warm)', await measureElement(page, '/tests/fixtures/3d/step/featuretype.STEP?warm'))
await page.close()

page = await freshPage()
record('fandisk.obj', await measureElement(page, '/tests/fixtures/3d/obj/fandisk.obj'))
await page.close()

page = await freshPage()
record('1M-triangle binary STL (fresh page)', await measureElement(page, '/big.stl'))
await page.close()

// The same file once the viewer chunk, the renderer and the worker exist (a second model on a page).
page = await freshPage()
await measureElement(page, '/tests/fixtures/3d/stl/fuji_obj.stl')
record('1M-triangle binary STL (viewer warm)', await measureElement(page, '/big.stl?warm'))
await page.close()

page = await freshPage(false)
record('1M STL, bare three.js STLLoader (baseline)', await measureBaseline(page))
await page.close()

page = await freshPage()
const grid = await page.evaluate(async () => {
  const files = ['step/featuretype.STEP', 'stl/fuji_obj.stl', 'gltf/pins.glb', 'obj/fandisk.obj', 'stl/featuretype.STL']
  const start = performance.now()
  await Promise.all(
    Array.from({ length: 24 }, (_, i) => {
      const el = document.createElement('model-preview')
      el.style.cssText = 'display:inline-block;width:180px;height:140px'
      document.body.append(el)
      const done = new Promise((resolve, reject) => {
        el.addEventListener('load', resolve, { once: true })
        el.addEventListener('error', (e) => reject(new Error(e.detail.message)), { once: true })
      })
      el.setAttribute('src', `/tests/fixtures/3d/${files[i % files.length]}?n=${i}`)
      return done
    }),
  )
  const longest = Math.max(
    0,
    ...window.__longTasks.filter((t) => t.startTime + t.duration >= start).map((t) => t.duration),
  )
  return { load: performance.now() - start, frame: NaN, longest, heap: performance.memory.usedJSHeapSize }
})
record('ERP grid, 24 previews (all loaded)', grid)
await page.close()

await browser.close()
server.close()
rmSync(scratch, { recursive: true, force: true })

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—').padStart(9)
console.log(
  `\n${'case'.padEnd(44)} ${'load'.padStart(9)} ${'1st frame'.padStart(9)} ${'long task'.padStart(9)} ${'JS heap'.padStart(9)}`,
)
for (const r of rows) {
  console.log(
    `${r.name.padEnd(44)} ${ms(r.load)} ${ms(r.frame)} ${ms(r.longest)} ${`${(r.heap / 2 ** 20).toFixed(1)} MB`.padStart(9)}`,
  )
}
const bare = rows.find((r) => r.name.includes('baseline'))
for (const ours of rows.filter((r) => r.name.startsWith('1M-triangle'))) {
  console.log(
    `${ours.name}: load ${(ours.load / bare.load).toFixed(2)}×, first frame ${(ours.frame / bare.frame).toFixed(2)}× the baseline (goal ≤ 1.2×); ` +
      `longest main-thread task ${Math.round(ours.longest)} ms (goal ≤ 100 ms)`,
  )
}
