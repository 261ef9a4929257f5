import { assert, equal, waitFor, mount, BUNDLE, loaded } from './helpers.js'

/** How long a file of this suite may take to show. */
const LOAD_MS = 30000

const STL = '/tests/fixtures/3d/stl/fuji_obj.stl'
const STL2 = '/tests/fixtures/3d/stl/featuretype.STL'
const debug = (el) => el[Symbol.for('quote-elements.debug')]()
const inShadow = (el, selector) => waitFor(() => el.shadowRoot?.querySelector(selector), selector)
const animationFrame = () => new Promise((r) => requestAnimationFrame(r))

/** Resolves with the first report of a new `Observer` (IntersectionObserver, ResizeObserver) on `target`. */
function firstReport(Observer, target) {
  return new Promise((resolve) => {
    const observer = new Observer(([entry]) => {
      observer.disconnect()
      resolve(entry)
    })
    observer.observe(target)
  })
}

/**
 * Resolves once nothing more will be drawn for what has happened so far, counted in frames, not
 * time: the viewer's resize and visibility observers have made their first reports (observers of
 * one kind report in the order they were made, so theirs came before these), and the page's
 * renderer has had no frame to draw for two animation frames in a row, so the work those reports
 * and the last load set off (React's commits, the scene's changes) has run and asked for nothing.
 * Rejects when the renderer keeps drawing, as a turning part does.
 */
async function settled(el, frames = 600) {
  const holder = await inShadow(el, '.qe-canvas-holder')
  await Promise.all([firstReport(IntersectionObserver, holder), firstReport(ResizeObserver, holder)])
  for (let quiet = 0, frame = 0; quiet < 2; frame++) {
    if (frame > frames) throw new Error(`the renderer still drew after ${frames} frames`)
    await animationFrame()
    quiet = debug(el).idle ? quiet + 1 : 0
  }
}

/** Counts `count` animation frames: a renderer drawing on every frame would draw that many. */
async function frames(count) {
  for (let i = 0; i < count; i++) await animationFrame()
}

function pointer(target, type, x, y) {
  target.dispatchEvent(
    new PointerEvent(type, {
      clientX: x,
      clientY: y,
      bubbles: true,
      composed: true,
      pointerId: 1,
      button: 0,
      isPrimary: true,
    }),
  )
}

before(() => import(BUNDLE))
afterEach(() => {
  for (const el of document.querySelectorAll('model-preview, div.spacer')) el.remove()
})

describe('<model-preview> behaviour', function () {
  this.timeout(120000)

  it('clears to the viewing area’s CSS background when `background` is empty (dark mode, or the host’s --qe-viewer-bg)', async () => {
    const el = mount('<model-preview style="width:300px;height:200px;--qe-viewer-bg:rgb(12, 34, 56)"></model-preview>')
    const done = loaded(el, LOAD_MS)
    el.setAttribute('src', STL)
    await done
    const canvas = await inShadow(el, 'canvas.qe-canvas')
    const corner = () => [...canvas.getContext('2d').getImageData(1, 1, 1, 1).data.slice(0, 3)]
    await waitFor(() => corner().every((v, i) => Math.abs(v - [12, 34, 56][i]) <= 2), 'the host’s background', 10000)
    el.setAttribute('background', '#ffffff')
    await waitFor(() => corner().every((v) => v >= 253), 'the background attribute winning', 10000)
  })

  it('reports progress up to 1 and load on the element, without bubbling', async () => {
    const el = mount('<model-preview style="width:300px;height:200px"></model-preview>')
    const seen = []
    el.addEventListener('progress', (e) => seen.push(e.detail.totalProgress))
    let reachedWindow = false
    const onWindow = () => (reachedWindow = true)
    window.addEventListener('load', onWindow)
    const done = loaded(el, LOAD_MS)
    el.setAttribute('src', STL)
    const event = await done
    window.removeEventListener('load', onWindow)
    equal(reachedWindow, false, 'load reached window')
    equal(event.triangles, 344, 'triangles')
    assert(seen.length >= 2 && seen.at(-1) === 1, `progress ${seen}`)
  })

  it('keeps the progress bar inside the viewing area while a part loads', async () => {
    const el = mount('<model-preview style="width:300px;height:200px"></model-preview>')
    const done = loaded(el, 60000)
    // OCCT takes seconds over a STEP file: the bar stays up long enough to be measured.
    el.setAttribute('src', '/tests/fixtures/3d/step/featuretype.STEP')
    const bar = (await inShadow(el, '[part="progress"]')).getBoundingClientRect()
    const viewer = el.shadowRoot.querySelector('[part="viewer"]').getBoundingClientRect()
    assert(bar.width > 0 && bar.left >= viewer.left && bar.right <= viewer.right, `bar ${bar.left}–${bar.right}`)
    await done
  })

  it('draws on demand: no frames for a static part, continuous frames while auto-rotating', async () => {
    const el = mount('<model-preview style="width:300px;height:200px"></model-preview>')
    const done = loaded(el, LOAD_MS)
    el.setAttribute('src', STL)
    await done
    await settled(el)
    const idle = debug(el).draws
    await frames(10)
    equal(debug(el).draws, idle, 'frames drawn while nothing moved')
    el.setAttribute('auto-rotate', 'true')
    await waitFor(() => debug(el).draws > idle + 5, 'frames of the turning part', 10000)
  })

  it('shows a newly loaded model in one frame (a frame of a big part costs a second in software GL)', async () => {
    const el = mount('<model-preview style="width:300px;height:200px"></model-preview>')
    for (const src of ['/tests/fixtures/3d/step/featuretype.STEP', STL2]) {
      const done = loaded(el, 60000)
      // Counted from the src: the first frame may come before the load event is seen.
      const before = debug(el)?.draws ?? 0
      el.setAttribute('src', src)
      await done
      await settled(el)
      equal(debug(el).draws - before, 1, `frames drawn for ${src}`)
    }
  })

  /** A preview with a tall page below it, loaded with STL2; `away()` scrolls it out of view. */
  async function loadedAboveSpacer(attributes = '') {
    const el = mount(`<model-preview ${attributes} style="width:300px;height:200px"></model-preview>`)
    const spacer = mount('<div class="spacer" style="height: 3000px"></div>')
    const done = loaded(el, LOAD_MS)
    el.setAttribute('src', STL2)
    await done
    const away = async () => {
      spacer.scrollIntoView({ block: 'end' })
      await waitFor(() => debug(el).visible === 0, 'the viewer to see it is out of view')
    }
    const back = async () => {
      el.scrollIntoView()
      await waitFor(() => debug(el).visible === 1, 'the viewer to see it is back in view')
    }
    return { el, away, back }
  }

  it('draws a small part once, and out of view draws again only for a change, when it comes back', async () => {
    // On a fresh element the part is shown before the visibility observer's first report.
    const { el, away, back } = await loadedAboveSpacer()
    await settled(el)
    equal(debug(el).draws, 1, 'frames drawn for the part')
    await away()
    await back()
    await settled(el)
    equal(debug(el).draws, 1, 'frames drawn on coming back unchanged')
    await away()
    el.setAttribute('background', '#000000')
    // The change has reached the viewer, which keeps it for when it is seen again.
    await waitFor(() => debug(el).dirty === 1, 'the new background to reach the viewer')
    await settled(el)
    equal(debug(el).draws, 1, 'frames drawn out of view')
    el.scrollIntoView()
    await waitFor(() => debug(el).draws === 2, 'one frame for the new background on coming back')
  })

  it('stops turning out of view and turns again when it comes back (auto-rotate)', async () => {
    const { el, away } = await loadedAboveSpacer('auto-rotate="true"')
    await away()
    // Rejects if the part kept turning out of view.
    await settled(el)
    const drawn = debug(el).draws
    await frames(10)
    equal(debug(el).draws, drawn, 'frames drawn out of view')
    el.scrollIntoView()
    await waitFor(() => debug(el).draws > drawn + 5, 'frames of the turning part back in view')
  })

  it('captures the view with toBlob() and frames it with fitView()', async () => {
    const el = mount('<model-preview style="width:300px;height:200px"></model-preview>')
    await assertRejects(() => el.toBlob(), 'toBlob before load')
    equal(el.getDimensions(), null, 'getDimensions before load')
    const done = loaded(el, LOAD_MS)
    el.setAttribute('src', STL2)
    await done
    el.fitView()
    const blob = await el.toBlob()
    equal(blob.type, 'image/png', 'blob type')
    assert(blob.size > 2000, `blob size ${blob.size}`)
  })

  it('loads only when near the viewport with loading="lazy"', async () => {
    const spacer = mount('<div class="spacer" style="height: 3000px"></div>')
    const el = mount(`<model-preview loading="lazy" style="width:300px;height:200px" src="${STL}"></model-preview>`)
    const fired = []
    for (const name of ['progress', 'load']) el.addEventListener(name, () => fired.push(name))
    // The element's near-viewport observer is made with its first render: once an observer made
    // after it has reported, so has it, and two frames later React has acted on its report. A start
    // would have sent progress 0 at once.
    const viewer = await inShadow(el, '[part="viewer"]')
    await frames(2)
    equal((await firstReport(IntersectionObserver, viewer)).isIntersecting, false, 'the viewer in view')
    await frames(2)
    equal(fired.join(), '', 'events while far below the viewport')
    const done = loaded(el, LOAD_MS)
    el.scrollIntoView()
    await done
    spacer.remove()
  })

  it('shows dimensions, volume and area for a closed part, and switches views and overlays', async () => {
    const el = mount(
      '<model-preview show-dimensions="true" edges="true" orthographic="true" units="in" style="width:400px;height:300px"></model-preview>',
    )
    const done = loaded(el, LOAD_MS)
    el.setAttribute('src', STL2)
    await done
    const size = await inShadow(el, '[data-info="size"]')
    assert(size.textContent.includes('5 × 2.5 × 1.375 in'), `size ${size.textContent}`)
    assert(el.shadowRoot.querySelector('[data-info="volume"]'), 'no volume shown')
    for (const tool of ['front', 'top', 'right', 'iso', 'fit', 'orthographic', 'edges', 'section', 'autoRotate']) {
      ;(await inShadow(el, `[data-tool="${tool}"]`)).click()
      await new Promise((r) => requestAnimationFrame(r))
    }
    const range = await inShadow(el, '.qe-section input[type="range"]')
    range.value = '0.3'
    range.dispatchEvent(new Event('input', { bubbles: true }))
    await waitFor(() => el.shadowRoot.querySelector('[data-tool="section"][aria-pressed="true"]'), 'the section on')
  })

  it('measures the distance between two clicked points', async () => {
    const el = mount('<model-preview style="width:400px;height:300px"></model-preview>')
    const done = loaded(el, LOAD_MS)
    el.setAttribute('src', STL2)
    await done
    ;(await inShadow(el, '[data-tool="measure"]')).click()
    await inShadow(el, '.qe-hint')
    const canvas = el.shadowRoot.querySelector('canvas.qe-canvas')
    const rect = canvas.getBoundingClientRect()
    for (const [fx, fy] of [
      [0.45, 0.5],
      [0.6, 0.45],
    ]) {
      const x = rect.left + rect.width * fx
      const y = rect.top + rect.height * fy
      pointer(canvas, 'pointerdown', x, y)
      pointer(canvas, 'pointerup', x, y)
    }
    const distance = await inShadow(el, '[data-info="distance"]')
    const value = parseFloat(distance.textContent)
    assert(value > 0 && value < 6, `distance ${distance.textContent}`)
  })

  it('disposes the old model when src changes: no growth over 50 switches', async () => {
    const el = mount('<model-preview style="width:200px;height:150px"></model-preview>')
    const show = async (src) => {
      const done = loaded(el, LOAD_MS)
      el.setAttribute('src', src)
      await done
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    }
    await show(STL)
    await show(STL2)
    const baseline = debug(el)
    for (let i = 0; i < 50; i++) await show(i % 2 ? STL2 : `${STL}?switch=${i}`)
    const after = debug(el)
    assert(
      after.geometries <= baseline.geometries,
      `GPU geometries grew from ${baseline.geometries} to ${after.geometries}`,
    )
    assert(after.textures <= baseline.textures, `GPU textures grew from ${baseline.textures} to ${after.textures}`)
    // The count is page-wide: elements of earlier tests may still be tearing down, never adding.
    assert(
      after.liveGeometries <= baseline.liveGeometries,
      `live geometries grew from ${baseline.liveGeometries} to ${after.liveGeometries}`,
    )
  })

  it('keeps its model when moved in the DOM', async () => {
    const el = mount('<model-preview style="width:200px;height:150px"></model-preview>')
    const done = loaded(el, LOAD_MS)
    el.setAttribute('src', STL)
    await done
    const canvas = el.shadowRoot.querySelector('canvas.qe-canvas')
    let reloads = 0
    el.addEventListener('load', () => reloads++)
    const elsewhere = mount('<div class="spacer"></div>')
    elsewhere.append(el)
    // A removed element is torn down after a grace period that a move (removed and added in one
    // task) cancels. A probe removed now is torn down by a timer set later and as long, which fires
    // after the moved element's would have: once the probe is torn down, the move has had its chance.
    const probe = mount('<model-preview style="width:50px;height:50px"></model-preview>')
    await inShadow(probe, '[part="viewer"]')
    probe.remove()
    await waitFor(() => !probe.shadowRoot.querySelector('[part="viewer"]'), 'the removed probe to be torn down')
    equal(reloads, 0, 'loads after the move')
    assert(el.shadowRoot.querySelector('canvas.qe-canvas') === canvas, 'the canvas was re-created')
    assert(el.getDimensions(), 'the model is gone')
  })

  it('shows 24 previews on one page without losing the WebGL context', async () => {
    const lost = []
    const els = Array.from({ length: 24 }, () => {
      const el = mount(`<model-preview style="display:inline-block;width:120px;height:90px"></model-preview>`)
      el.addEventListener('error', (e) => lost.push(e.detail.type))
      return el
    })
    const all = els.map((el) => loaded(el, 60000))
    els.forEach((el, i) => el.setAttribute('src', i % 2 ? STL : STL2))
    await Promise.all(all)
    // Every preview drawn, and nothing left to draw: a lost context would have been reported by now.
    await waitFor(() => els.every((el) => debug(el).draws > 0), 'a frame of every preview', 30000)
    await settled(els[0])
    equal(lost.join(','), '', 'error events')
  })
})

async function assertRejects(fn, message) {
  try {
    await fn()
  } catch {
    return
  }
  throw new Error(`${message} did not reject`)
}
