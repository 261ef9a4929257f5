import { assert, equal, mount, waitFor, BUNDLE, loaded } from './helpers.js'

/** How long a file of this suite may take to show. */
const LOAD_MS = 60000

// A model shown once is kept in IndexedDB under its URL and ETag: a later page (another tab, the
// next day) shows it without starting the parse worker, once the server answers 304. The files
// come from the runner's versioned server (cache/versioned.mjs), whose ETag a test moves on.
// The server's own mesh (mesh-src) is decoded on the page and starts no worker either.

const STEP = 'tests/fixtures/3d/step/featuretype.STEP'
/** featuretype.STEP's volume from FreeCAD 0.20.2 (`Part.Shape.read().Volume`), as in model-preview.test.js. */
const VOLUME = 190531.995
const run = Date.now()
const versioned = (tag) => `${location.origin}/versioned/${STEP}?test=${tag}-${run}`

/** Shows `src` in this page and waits until the model is kept. */
async function showHere(src, attrs = 'format="step"') {
  const el = mount(`<model-preview ${attrs} style="width: 320px; height: 240px"></model-preview>`)
  const done = loaded(el, LOAD_MS)
  el.setAttribute('src', src)
  const detail = await done
  await waitFor(async () => (await keptRows()).some((r) => r.url === src), `${src} kept`)
  el.remove()
  return detail
}

/**
 * A fresh page (the next visit) showing `attrs`, kept open until `settled()`; answers what it loaded
 * and the workers it started.
 */
async function nextVisit(attrs, settled = () => true) {
  const frame = document.createElement('iframe')
  frame.src = '/tests/browser/cache/host.html'
  frame.style.cssText = 'width: 400px; height: 300px'
  const ready = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
  document.body.append(frame)
  await ready
  const win = frame.contentWindow
  await waitFor(() => win.customElements.get('model-preview'), 'the bundle in the page')
  const holder = win.document.createElement('div')
  holder.innerHTML = `<model-preview ${attrs} style="width: 320px; height: 240px"></model-preview>`
  const el = holder.firstElementChild
  const done = loaded(el, LOAD_MS)
  win.document.body.append(el)
  const detail = await done
  const counts = { started: win.workersStarted, loads: win.workerLoads }
  await waitFor(settled, 'the page to settle')
  frame.remove()
  return { detail, ...counts }
}

/** The validator the model of `url` is kept under, read the way the bundle wrote it. */
function keptValidator(url) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('quote-elements:model-cache')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const one = db.transaction('models').objectStore('models').get(url)
      one.onsuccess = () => resolve((db.close(), one.result?.validator))
      one.onerror = () => reject(one.error)
    }
  })
}

/** The model cache's usage rows ({ url, bytes, usedAt }), read the way the bundle wrote them. */
function keptRows() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('quote-elements:model-cache')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      if (!db.objectStoreNames.contains('usage')) return resolve((db.close(), []))
      const all = db.transaction('usage').objectStore('usage').getAll()
      all.onsuccess = () => resolve((db.close(), all.result))
      all.onerror = () => reject(all.error)
    }
  })
}

before(() => import(BUNDLE))
afterEach(() => {
  window.QuoteElements.configure({ previewCacheBytes: 200 * 1024 * 1024 })
  for (const el of document.querySelectorAll('model-preview')) el.remove()
})

describe('<model-preview> keeps parsed models', function () {
  this.timeout(120000)

  it('shows a model opened before without starting the parse worker', async () => {
    const src = versioned('kept')
    const first = await showHere(src)
    const again = await nextVisit(`src="${src}" format="step"`)
    equal(again.started, 0, 'workers started on the later visit')
    equal(again.detail.triangles, first.triangles, 'triangles of the kept model')
    assert(
      Math.abs(again.detail.volume - VOLUME) / VOLUME < 0.005,
      `volume ${again.detail.volume} vs FreeCAD ${VOLUME}`,
    )
  })

  it('parses again when the server has a new version (a changed ETag)', async () => {
    const src = versioned('changed')
    await showHere(src)
    await fetch(src, { method: 'POST' })
    const changed = await nextVisit(`src="${src}" format="step"`, async () => (await keptValidator(src)) === '"v2"')
    equal(changed.loads, 1, 'files read by the worker')
    assert(Math.abs(changed.detail.volume - VOLUME) / VOLUME < 0.005, `volume ${changed.detail.volume}`)
    // Kept under the new version: the visit after that parses nothing.
    equal((await nextVisit(`src="${src}" format="step"`)).started, 0, 'workers started after the change was kept')
  })

  it('evicts the least recently shown model when the size cap is reached', async () => {
    const [older, newer] = [versioned('older'), versioned('newer')]
    await showHere(older)
    const { bytes } = (await keptRows()).find((r) => r.url === older)
    // Room for one featuretype model, not two.
    window.QuoteElements.configure({ previewCacheBytes: Math.round(bytes * 1.5) })
    await showHere(newer)
    const urls = (await keptRows()).map((r) => r.url)
    assert(urls.includes(newer), 'the newer model is kept')
    assert(!urls.includes(older), 'the older model was evicted')
    equal((await nextVisit(`src="${older}" format="step"`)).loads, 1, 'files read for the evicted model')
  })

  it("shows the server's mesh without a worker, with the analysis's quantities", async () => {
    const visit = await nextVisit(`mesh-src="/tests/fixtures/3d/mesh/featuretype.mesh" format="step"`)
    equal(visit.started, 0, 'workers started for a server mesh')
    assert(Math.abs(visit.detail.volume - VOLUME) / VOLUME < 0.005, `volume ${visit.detail.volume}`)
    equal(visit.detail.units, 'mm', 'units')
  })

  it('falls back to the model file when the mesh cannot be had', async () => {
    const visit = await nextVisit(`src="/${STEP}" mesh-src="/tests/fixtures/3d/mesh/missing.mesh" format="step"`)
    equal(visit.loads, 1, 'files read by the worker')
    assert(Math.abs(visit.detail.volume - VOLUME) / VOLUME < 0.005, `volume ${visit.detail.volume}`)
  })
})

// An STL or OBJ up to 2 MB is read on the page, and a glTF of as many triangles measured there:
// starting the worker would take longer than the read. A bigger one is read by the worker, so
// that the page never stalls on it.
describe('<model-preview> reads a mesh file where it is quickest', function () {
  this.timeout(120000)

  it('reads a small STL or OBJ, and measures a small glTF, on the page, starting no worker', async () => {
    for (const [file, triangles] of [
      ['stl/featuretype.STL', 3476],
      ['obj/fandisk.obj', 5750],
      ['gltf/pins.glb', 3408],
    ]) {
      const visit = await nextVisit(`src="/tests/fixtures/3d/${file}"`)
      equal(visit.started, 0, `workers started for ${file}`)
      equal(visit.detail.triangles, triangles, `triangles of ${file}`)
    }
  })

  it('reads an STL above 2 MB in the worker, and one just below on the page', async () => {
    // 50 bytes a triangle: 60,000 triangles make 3 MB, 30,000 make 1.5 MB.
    const big = await fetch('/sphere/60000.stl', { method: 'HEAD' })
    const bigVisit = await nextVisit(`src="/sphere/60000.stl"`)
    equal(bigVisit.loads, 1, 'files read by the worker')
    equal(bigVisit.detail.triangles, Number(big.headers.get('x-triangles')), 'triangles of the big sphere')
    assert(bigVisit.detail.closed, 'the big sphere is closed')
    const small = await fetch('/sphere/30000.stl', { method: 'HEAD' })
    const smallVisit = await nextVisit(`src="/sphere/30000.stl"`)
    equal(smallVisit.started, 0, 'workers started for the small sphere')
    equal(smallVisit.detail.triangles, Number(small.headers.get('x-triangles')), 'triangles of the small sphere')
    assert(smallVisit.detail.closed, 'the small sphere is closed')
  })

  // Reading a small mesh file again is quicker than reading a kept model out of IndexedDB.
  it('keeps a big mesh file read by the worker, and not a small one read on the page', async () => {
    const small = versioned('small').replace(STEP, 'tests/fixtures/3d/stl/featuretype.STL')
    const el = mount('<model-preview style="width: 320px; height: 240px"></model-preview>')
    const done = loaded(el, LOAD_MS)
    el.setAttribute('src', small)
    await done
    el.remove()
    // A model is stored as soon as it is read: once the big one is kept, the small one would be.
    const big = `${location.origin}/sphere/60000.stl`
    await showHere(big, '')
    const kept = (await keptRows()).map((r) => r.url)
    assert(kept.includes(big), 'the big sphere is kept')
    assert(!kept.includes(small), 'the small STL is not kept')
    equal((await nextVisit(`src="${big}"`)).started, 0, 'workers started to show the kept big sphere again')
  })
})
