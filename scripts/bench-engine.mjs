#!/usr/bin/env node
// Engine micro-benchmark: parse/analyse time per fixture (cold = first call in this process,
// warm = median of the next runs), drawing extraction time, pricing throughput, plan + price per part, and
// cost levers per part, lead time per part against 1,000 open order lines (alone: node scripts/bench-lead-time.mjs).
// Usage: node scripts/bench-engine.mjs [--runs 5] [--seconds 3]
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { register } from 'tsx/esm/api'
import { SERVER_PROCESS_ENV, serverEnv } from './server-env.mjs'

// The OCR workers are measured as the server runs them: with its process settings from the start.
if (Object.keys(SERVER_PROCESS_ENV).some((name) => process.env[name] === undefined)) {
  const again = spawnSync(process.execPath, process.argv.slice(1), { stdio: 'inherit', env: serverEnv() })
  process.exit(again.status ?? 1)
}
register()
const root = join(import.meta.dirname, '..')
const engine = await import(join(root, 'server/engine/index.ts'))
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const RUNS = arg('runs', 5)
const SECONDS = arg('seconds', 3)
const read = (path) => new Uint8Array(readFileSync(join(root, 'tests/fixtures', path)))
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const ms = (v) => v.toFixed(1).padStart(8)

async function time(fn) {
  const t0 = performance.now()
  const out = await fn()
  return [performance.now() - t0, out]
}

async function bench(label, fn, describe) {
  const [cold, out] = await time(fn)
  const warm = []
  for (let i = 0; i < RUNS; i++) warm.push((await time(fn))[0])
  console.log(`${label.padEnd(34)} cold ${ms(cold)} ms  warm ${ms(median(warm))} ms  ${describe(out)}`)
  return out
}

console.log(`engine bench: node ${process.version}, ${RUNS} warm runs (median)\n`)
console.log('3D analysis (parse + measure + features + blank)')
const models = [
  ['3d/step/featuretype.STEP', 'mm'],
  ['3d/step/NIST_MBE_PMI_11.stp', 'mm'],
  ['3d/step/base_interface_AP214.STEP', 'mm'],
  ['3d/step/NIST_MBE_PMI_1.stp', 'mm'],
  ['3d/step/NIST_MBE_PMI_3.stp', 'mm'],
  ['3d/iges/single_rounded_cube.igs', 'mm'],
  ['3d/stl/featuretype.STL', 'inch'],
  ['3d/stl/fuji_obj.stl', 'mm'],
  ['3d/obj/fandisk.obj', 'mm'],
  ['3d/gltf/pins.glb', 'mm'],
]
const reports = {}
for (const [path, units] of models) {
  const bytes = read(path)
  reports[path] = await bench(
    path,
    () => engine.analyzeModel(bytes, { fileName: path, units }),
    (r) => `${String(r.triangles).padStart(6)} tris  ${r.partClass.padEnd(10)} holes ${r.holes.length}`,
  )
}

console.log('\nFeature recognition (B-rep already parsed: classify faces, adjacency, rules)')
const { readBrep } = await import(join(root, 'server/engine/geometry/occt.ts'))
const { recogniseFeatures } = await import(join(root, 'server/engine/geometry/recognise/index.ts'))
for (const path of [
  '3d/features/block.step',
  '3d/features/shaft.step',
  '3d/features/plate.step',
  '3d/step/featuretype.STEP',
  '3d/step/NIST_MBE_PMI_5.stp',
]) {
  const mesh = await readBrep(read(path), 'step')
  const r = reports[path] ?? (await engine.analyzeModel(read(path), { fileName: path }))
  const part = { bbox: r.bbox, closed: r.closed, rotation: r.rotation }
  await bench(
    path,
    () => recogniseFeatures(mesh, part),
    (f) => `${String(mesh.faces.length).padStart(6)} faces  ${f.length} features`,
  )
}

console.log('\n2D extraction')
const drawings = [
  '2d/NIST_MBE_PMI_1.pdf',
  '2d/NIST_MBE_PMI_11.pdf',
  '2d/125_aluminum_srcMH.DXF',
  '2d/ChuteHolderPrint.DXF',
  '2d/NIST_MBE_PMI_1_p1.png',
]
let drawing
for (const path of drawings) {
  const bytes = read(path)
  const r = await bench(
    path,
    () => engine.extractDrawing(bytes, { fileName: path }),
    (d) => `${String(d.items.length).padStart(4)} items  ${d.findings.length} findings`,
  )
  if (path.endsWith('11.pdf')) drawing = r
}

console.log('\nOCR of scans at 150 dpi (one worker thread: model load, then seconds per page)')
{
  const { Worker } = await import('node:worker_threads')
  const sharp = (await import('sharp')).default
  const a4 = read('2d/scans/qe-scan-150.jpg')
  // An A3 sheet: the A4 scan on a page of twice the area, so detection sees the larger page.
  const a3 = await sharp(a4)
    .extend({ right: 2480 - 1754, bottom: 1754 - 1240, background: '#ffffff' })
    .jpeg()
    .toBuffer()
  const pages = [
    ['A4 1754×1240 (qe-scan-150.jpg)', a4],
    ['A3 2480×1754', new Uint8Array(a3)],
    ['NIST_MBE_PMI_5_p1.jpg (A-size CAD)', read('2d/scans/NIST_MBE_PMI_5_p1.jpg')],
  ]
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)
  const code = `(async () => {
    const { parentPort, workerData } = require('node:worker_threads')
    const { register } = await import('tsx/esm/api'); register()
    const t0 = performance.now()
    const { ocrImage } = await import(workerData.ocr)
    for (const [label, bytes] of workerData.pages) {
      const times = []
      let lines = 0
      for (let i = 0; i < workerData.runs; i++) {
        const t = performance.now()
        const r = await ocrImage(bytes)
        times.push(performance.now() - t)
        lines = r.pages[0].items.length
      }
      parentPort.postMessage({ label, times, lines, first: t0 })
    }
  })()`
  const worker = new Worker(code, {
    eval: true,
    workerData: { ocr: join(root, 'server/engine/drawing/ocr/index.ts'), pages, runs: Math.min(RUNS, 3) },
  })
  await new Promise((resolve, reject) => {
    let left = pages.length
    worker.on('message', ({ label, times, lines }) => {
      console.log(
        `${label.padEnd(34)} first ${ms(times[0])} ms  then ${ms(median(times.slice(1).length ? times.slice(1) : times))} ms  ${lines} lines`,
      )
      if (--left === 0) resolve()
    })
    worker.on('error', reject)
  })
  await worker.terminate()
  clearInterval(sampler)
  console.log(`OCR worker memory (process RSS growth while it ran): ${((peak - before) / 2 ** 20).toFixed(0)} MB`)
}

console.log(
  '\nPricing (featuretype.STEP geometry + NIST-11 drawing + overrides, 5 quantity breaks each; plans the route)',
)
const config = engine.defaultQuoteConfig()
const libraries = engine.defaultLibraryOptions()
const inputs = {
  geometry: reports['3d/step/featuretype.STEP'],
  drawing,
  overrides: { material: '7075', quantity: 25, surfaceTreatments: ['阳极氧化'] },
}
const sample = engine.priceQuote(inputs, config, libraries)
let n = 0
const t0 = performance.now()
while (performance.now() - t0 < SECONDS * 1000) {
  engine.priceQuote({ ...inputs, overrides: { ...inputs.overrides, quantity: 1 + (n % 500) } }, config, libraries)
  n++
}
const elapsed = (performance.now() - t0) / 1000
console.log(
  `priceQuote: ${n} quotes in ${elapsed.toFixed(2)} s = ${Math.round(n / elapsed)} quotes/s (unit price at Q=25: ${sample.unitPrice} ${sample.currency})`,
)
console.log('\nProcess planning (planRoute on the analysed fixtures, default libraries, Q=25)')
for (const [path, report] of Object.entries(reports)) {
  const input = { geometry: report, drawing: path.endsWith('_11.stp') ? drawing : null, quantity: 25, overrides: {} }
  await bench(
    path,
    () => engine.planRoute(input, libraries, config),
    (p) => `${String(p.operations.length).padStart(4)} ops  ${p.context.accessDirections.join(' ')}`,
  )
}
console.log('\nPlan + price per part (priceQuote: plans the route once, prices it and 5 quantity breaks; Q=25)')
for (const path of [
  '3d/features/block.step',
  '3d/features/shaft.step',
  '3d/features/plate.step',
  '3d/angled/port-block.step',
]) {
  reports[path] ??= await engine.analyzeModel(read(path), { fileName: path })
}
for (const [path, report] of Object.entries(reports)) {
  const quote = { geometry: report, drawing: path.endsWith('_11.stp') ? drawing : null, overrides: { quantity: 25 } }
  await bench(
    path,
    () => engine.priceQuote(quote, config, libraries),
    (p) => {
      const m = p.breakdown.find((l) => l.key === 'machining')
      const machine = m?.inputs.find((i) => i.name === 'machine')?.value ?? '-'
      return `${String(p.unitPrice).padStart(10)} ${p.currency}  ${machine}  ${m?.stages?.length ?? 0} stages`
    },
  )
}
console.log(
  '\nCost levers per part (costLevers: every counterfactual re-priced by priceQuote; the part priced first; NIST-11 drawing, 7075, anodize, Q=25)',
)
for (const [path, report] of Object.entries(reports)) {
  const quote = {
    geometry: report,
    drawing,
    overrides: { material: '7075', quantity: 25, surfaceTreatments: ['阳极氧化'] },
  }
  const base = engine.priceQuote(quote, config, libraries)
  await bench(
    path,
    () => engine.costLevers(quote, base, config, libraries),
    (levers) => `${String(levers.length).padStart(3)} levers  ${levers.map((l) => l.kind).join(' ')}`,
  )
}
console.log(
  '\nLead time with 1,000 open order lines (booked through bookLeadTime; per part leadTimeOf + datedTiers per break)',
)
await (await import('./bench-lead-time.mjs')).benchLeadTime(engine, reports)
console.log(`peak RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`)
