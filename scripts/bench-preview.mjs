#!/usr/bin/env node
// `npm run bench:preview`: loads models into <model-preview> on the BUILT bundle (run `npm run
// build` first) and into Online 3D Viewer (npm `online-3d-viewer`, served locally) in one headless
// Chromium, BENCH_RUNS times (default 3), alternating which viewer goes first. Each file three ways:
// - cold page: a fresh page (empty caches) that loads the viewer and asks for the file, timed from
//   the navigation, so each viewer's own code download and start-up count;
// - cold file: a fresh page whose viewer library is already in, timed from asking for the file
//   (our lazy viewer chunk with three.js still loads inside that time; the peer's one script not);
// - warm: a second file in the page of the cold-page case.
// Each STEP file once more as a repeat visit: a cold page in a profile that showed it before, against
// the peer's cold page (the model kept in IndexedDB, confirmed by a 304). Beside it the floor: a
// bare page that loads all of three.js and draws one box, cold and again (bench-preview-floor.mjs).
// Then a 1,000,000-triangle binary STL in our viewer against a bare three.js STLLoader page (cold:
// three loads inside the time for both; warm: a second file), and a 24-preview ERP grid.
// Last, the AI quote card on the real server (bench-preview-quote.mjs; `--no-quote-card` skips it):
// upload → price → model shown, and a reopened record's model.
// Figures only, no assertions: the machine's load decides them (it is printed too). Exits by itself.
//
// Chromium runs with --disable-gpu, software compositing, as the tests do; there Chromium reads an
// on-page WebGL canvas back on the main thread when it commits a frame (~1 s for the 1M STL, in any
// WebGL page). `npm run bench:preview -- --gpu-compositing` measures what a user with a GPU gets
// instead: the GPU process composites, on SwiftShader (CHROMIUM_GPU_COMPOSITING_ARGS in
// chromium.mjs says why each flag). The header prints chrome://gpu's compositing line either way.
// Its long tasks are the figures to read: its times are not a GPU's, SwiftShader renders on the
// same CPU cores as the page (the 1M STL's warm `load` takes ~0.8 s there, ~0.3 s without).
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { CHROMIUM, CHROMIUM_ARGS, CHROMIUM_GPU_COMPOSITING_ARGS } from './chromium.mjs'
import { writeSphereStl } from './bench-preview-mesh.mjs'
import {
  coldPageScript,
  measureBareStlLoader,
  measureGrid,
  measureOurs,
  measurePeer,
  recordLongTasks,
} from './bench-preview-pages.mjs'
import { buildFloorPage, measureFloor } from './bench-preview-floor.mjs'
import { measureQuoteCard } from './bench-preview-quote.mjs'
import { printReport } from './bench-preview-report.mjs'
import { startBenchServer } from './bench-preview-server.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
if (!existsSync(join(root, 'dist/quote-elements.js'))) {
  console.error('bench:preview: dist/ is missing; run `npm run build` first.')
  process.exit(1)
}
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3)
const FIXTURES = '/tests/fixtures/3d'
/** The peer comparison: [file, goal cold, goal warm] as ratios ours / peer. */
const PEER_CASES = [
  [`${FIXTURES}/step/featuretype.STEP`, 0.7, 0.3],
  [`${FIXTURES}/step/NIST_MBE_PMI_5.stp`, 0.7, 0.3],
  [`${FIXTURES}/stl/featuretype.STL`, 1.0, null],
  [`${FIXTURES}/obj/fandisk.obj`, null, null],
]
const GRID = ['step/featuretype.STEP', 'stl/fuji_obj.stl', 'gltf/pins.glb', 'obj/fandisk.obj', 'stl/featuretype.STL']

const scratch = mkdtempSync(join(tmpdir(), 'qe-bench-preview-'))
const bigStl = join(scratch, 'sphere-1m.stl')
writeSphereStl(bigStl, 1_000_000)
const server = await startBenchServer(root, { '/big.stl': bigStl, ...(await buildFloorPage(root, scratch)) })
const gpuCompositing = process.argv.includes('--gpu-compositing')
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    ...(gpuCompositing ? CHROMIUM_GPU_COMPOSITING_ARGS : CHROMIUM_ARGS),
    '--enable-precise-memory-info',
    '--js-flags=--expose-gc',
  ],
})
const header = `Chromium ${browser.version()}, compositing: ${await compositing()}; ${RUNS} runs, medians; load average at start ${loadavg()
  .map((l) => l.toFixed(2))
  .join(' ')}`

/** chrome://gpu's verdict, e.g. "Software only. Hardware acceleration disabled": the flags say what is asked for, not what Chromium does. */
async function compositing() {
  const page = await browser.newPage()
  try {
    await page.goto('chrome://gpu')
    // The label and the verdict are sibling spans.
    const label = page.getByText(/^Compositing: $/)
    const line = await label.evaluate((span) => span.parentElement.textContent, null, { timeout: 10_000 })
    return line.replace(/^.*Compositing: /, '').trim()
  } catch {
    return 'unknown (chrome://gpu unreadable)'
  } finally {
    await page.close()
  }
}

/**
 * A page in a fresh browser context (empty HTTP and code caches) that loads `viewer` ('ours',
 * 'peer' or none) and, with `coldSrc`, asks for that file as soon as the viewer is in.
 */
async function freshPage(viewer, coldSrc) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } })
  const page = await context.newPage()
  await page.addInitScript(recordLongTasks)
  if (coldSrc) await page.addInitScript({ content: coldPageScript(viewer, coldSrc) })
  await page.goto(`${server.origin}/bench.html?lib=${viewer}`)
  return { page, close: () => context.close() }
}

/** name → samples */
const samples = new Map()
const record = (name, sample) => samples.set(name, [...(samples.get(name) ?? []), sample])

/** `name cold[ page]` and `name warm`: the first and the second file measured in one fresh page. */
async function coldAndWarm(name, viewer, measure, file, coldPage) {
  const { page, close } = await freshPage(viewer, coldPage ? file : null)
  try {
    if (coldPage) record(`${name} cold page`, await page.evaluate(() => window.__cold))
    else record(`${name} cold`, await page.evaluate(measure, file))
    record(`${name} warm`, await page.evaluate(measure, `${file}?warm`))
  } finally {
    await close()
  }
}

/**
 * `ours <file> repeat visit`: a cold page of a browser profile that showed the file on an earlier
 * page (another tab, the next day): the parsed model is kept, and the server confirms it with a 304.
 */
async function repeatVisit(file) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } })
  try {
    const visit = async () => {
      const page = await context.newPage()
      await page.addInitScript(recordLongTasks)
      await page.addInitScript({ content: coldPageScript('ours', file) })
      await page.goto(`${server.origin}/bench.html?lib=ours`)
      const sample = await page.evaluate(() => window.__cold)
      // The model is written to IndexedDB after it is shown: let that finish before the tab closes.
      await page.waitForTimeout(500)
      await page.close()
      return sample
    }
    await visit()
    record(`ours ${file} repeat visit`, await visit())
  } finally {
    await context.close()
  }
}

async function once(viewer, measure, arg) {
  const { page, close } = await freshPage(viewer)
  try {
    return await page.evaluate(measure, arg)
  } finally {
    await close()
  }
}

for (let run = 0; run < RUNS; run++) {
  for (const [file] of PEER_CASES) {
    for (const viewer of run % 2 ? ['peer', 'ours'] : ['ours', 'peer']) {
      const measure = viewer === 'ours' ? measureOurs : measurePeer
      await coldAndWarm(`${viewer} ${file}`, viewer, measure, file, true)
      record(`${viewer} ${file} cold file`, await once(viewer, measure, file))
    }
  }
  for (const [file] of PEER_CASES.filter(([f]) => /\.(step|stp)$/i.test(f))) await repeatVisit(file)
  await measureFloor(browser, server.origin, record)
  await coldAndWarm('ours 1M STL', 'ours', measureOurs, '/big.stl', false)
  await coldAndWarm('bare STLLoader 1M STL', 'none', measureBareStlLoader, '/big.stl', false)
  process.stdout.write(`run ${run + 1}/${RUNS} done\n`)
}
const grid = GRID.map((f) => `${FIXTURES}/${f}`)
record('ours ERP grid, 24 previews (all loaded)', await once('ours', measureGrid, grid))

if (!process.argv.includes('--no-quote-card')) await measureQuoteCard(browser, root, RUNS, record)

await browser.close()
await server.close()
rmSync(scratch, { recursive: true, force: true })
printReport({ samples, peerCases: PEER_CASES, goals: { big: 1.2, longTask: 100, repeat: 0.1, card: 300 }, header })
