import { assert, equal, waitFor, nextEvent, mount, BUNDLE } from './helpers.js'

// Measuring on featuretype.STEP against FreeCAD's values for the same B-rep (faces numbered as
// FreeCAD and occt-import-js both list them): tests/fixtures/3d/step/featuretype-measures.json,
// written by scripts/fixtures/featuretype-measures.py.
const STEP = '/tests/fixtures/3d/step/featuretype.STEP'
const VALUES = '/tests/fixtures/3d/step/featuretype-measures.json'
const MM = 0.01
const DEGREES = 0.1
const VIEWS = ['iso', 'right', 'front', 'top']

const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
const inShadow = (el, selector) => waitFor(() => el.shadowRoot?.querySelector(selector), selector)
const canvasOf = (el) => el.shadowRoot.querySelector('canvas.qe-canvas')
const hint = (el) => el.shadowRoot.querySelector('.qe-measure .qe-hint').textContent
const results = (el) => [...el.shadowRoot.querySelectorAll('.qe-measure-list li')]
const labels = (el) => [...el.shadowRoot.querySelectorAll('.qe-measure-labels [data-label]')].filter((l) => !l.hidden)

function click(el, { x, y }) {
  for (const type of ['pointerdown', 'pointerup']) {
    const init = { clientX: x, clientY: y, bubbles: true, composed: true, pointerId: 1, button: 0, isPrimary: true }
    canvasOf(el).dispatchEvent(new PointerEvent(type, init))
  }
}

let values
let faces

async function mountMeasuring() {
  const el = mount('<model-preview style="width:520px;height:400px"></model-preview>')
  // One "feature" per face: getFeaturePoint then finds where a face is in sight, as a user would.
  el.features = faces.map((face) => ({ id: `face-${face}`, kind: 'hole', faces: [face] }))
  const load = nextEvent('load', 60000, el)
  el.setAttribute('src', STEP)
  await load
  ;(await inShadow(el, '[data-tool="measure"]')).click()
  await inShadow(el, '.qe-measure')
  return el
}

async function chooseMode(el, mode) {
  const select = el.shadowRoot.querySelector('.qe-measure select')
  select.value = mode
  select.dispatchEvent(new Event('change', { bubbles: true }))
  await waitFor(() => select.value === mode, `mode ${mode}`)
}

/** Turns the camera to the first standard view that shows `find()`'s target, and answers its point. */
async function inSight(el, find, what) {
  for (const view of VIEWS) {
    el.shadowRoot.querySelector(`[data-tool="${view}"]`).click()
    await frame()
    const point = find()
    if (point) return point
  }
  throw new Error(`${what} is hidden from every standard view`)
}

const facePoint = (el, face) => inSight(el, () => el.getFeaturePoint(`face-${face}`), `face ${face}`)
const modelPoint = (el, point) =>
  inSight(el, () => el[Symbol.for('quote-elements.clientPoint')](point), `point ${point}`)

/** Clicks, then answers the newest result once there is one more than `before`. */
async function resultAfter(el, before) {
  await waitFor(() => results(el).length > before, 'a measurement')
  return results(el).at(-1)
}

function near(actual, expected, tolerance, what) {
  assert(Math.abs(actual - expected) <= tolerance, `${what}: ${actual}, FreeCAD ${expected} (±${tolerance})`)
}

before(async () => {
  await import(BUNDLE)
  values = await (await fetch(VALUES)).json()
  faces = [...values.gap.faces, ...values.angle.faces, ...values.holes.map((h) => h.face), ...values.edges[0].faces]
})
afterEach(() => {
  for (const el of document.querySelectorAll('model-preview')) el.remove()
  window.QuoteElements.configure({ locale: 'zh-CN' })
})

describe('<model-preview> measuring on featuretype.STEP', function () {
  this.timeout(120000)

  it('measures the distance between two parallel faces, labelled in the list and in the model', async () => {
    const el = await mountMeasuring()
    await chooseMode(el, 'gap')
    equal(hint(el), '点击一个平面', 'first hint')
    const [a, b] = values.gap.faces
    click(el, await facePoint(el, a))
    await waitFor(() => hint(el).startsWith('点击第二个平面'), 'the second face asked for')
    click(el, await facePoint(el, b))
    const item = await resultAfter(el, 0)
    near(Number(item.dataset.value), values.gap.mm, MM, 'gap')
    assert(item.textContent.includes(`${values.gap.mm.toFixed(2)} mm`), `list text ${item.textContent}`)
    assert(item.textContent.includes('平行面距离'), `list names the measurement: ${item.textContent}`)
    await waitFor(() => labels(el).length === 1, 'the label in the model')
    equal(labels(el)[0].textContent, `1 ${values.gap.mm.toFixed(2)} mm`, 'label')
  })

  it('measures the angle between two faces', async () => {
    const el = await mountMeasuring()
    await chooseMode(el, 'angle')
    const [a, b] = values.angle.faces
    click(el, await facePoint(el, a))
    await waitFor(() => hint(el).startsWith('点击第二个平面'), 'the second face asked for')
    click(el, await facePoint(el, b))
    const item = await resultAfter(el, 0)
    near(Number(item.dataset.value), values.angle.degrees, DEGREES, 'angle')
    assert(item.textContent.includes('45.0°'), `list text ${item.textContent}`)
  })

  it('measures a hole’s diameter and radius from one click on its wall, and keeps each result', async () => {
    const el = await mountMeasuring()
    await chooseMode(el, 'radius')
    for (const [i, hole] of values.holes.entries()) {
      click(el, await facePoint(el, hole.face))
      const item = await resultAfter(el, i)
      near(Number(item.dataset.value), hole.radius, MM, `radius of face ${hole.face}`)
      const text = item.textContent
      assert(text.includes(`Ø${hole.diameter.toFixed(2)} mm`) && text.includes(`R${hole.radius.toFixed(2)} mm`), text)
    }
    equal(results(el).length, 2, 'both holes kept')
  })

  it('measures a straight and a circular edge', async () => {
    const el = await mountMeasuring()
    await chooseMode(el, 'edge')
    for (const [i, edge] of values.edges.entries()) {
      click(el, await modelPoint(el, edge.middle))
      const item = await resultAfter(el, i)
      near(Number(item.dataset.value), edge.mm, MM, `${edge.kind} edge between faces ${edge.faces}`)
    }
  })

  it('snaps point-to-point clicks onto vertices and edges', async () => {
    const el = await mountMeasuring()
    const { from, to, mm } = values.points
    // Clicks 0.4 mm inside the boss's top face (a pixel or two on screen), off each corner: the
    // points land on the corners, or the distance would be off by more than the tolerance.
    const toward = (p, q, by) => {
      const d = q.map((c, i) => c - p[i])
      const n = Math.hypot(...d)
      return p.map((c, i) => c + (d[i] / n) * by)
    }
    click(el, await modelPoint(el, toward(from, to, 0.4)))
    await waitFor(() => hint(el).startsWith('点击第二个点'), 'the second point asked for')
    click(el, await modelPoint(el, toward(to, from, 0.4)))
    near(Number((await resultAfter(el, 0)).dataset.value), mm, MM, 'corner to corner')

    // From the corner to just inside the face beside the straight edge's middle: the point lands
    // on the edge, which runs along X from that corner, so the whole distance is along X.
    const middle = values.edges[0].middle
    click(el, await modelPoint(el, toward(from, to, 0.4)))
    click(el, await modelPoint(el, toward(middle, [middle[0], 0, middle[2]], 0.4)))
    const item = await resultAfter(el, 1)
    const [dx, dy, dz] = item.dataset.delta.split(' ').map(Number)
    near(Number(item.dataset.value), dx, MM, 'distance along the edge')
    assert(dy <= MM && dz <= MM, `off the edge by ΔY ${dy}, ΔZ ${dz}`)
  })

  it('refuses a face that does not fit the mode, cancels with Escape and clears on request', async () => {
    const el = await mountMeasuring()
    await chooseMode(el, 'radius')
    click(el, await facePoint(el, values.gap.faces[0]))
    await waitFor(() => hint(el) === '该面不是圆柱面，请点击孔壁', 'the refusal')
    equal(results(el).length, 0, 'results after a refused click')

    await chooseMode(el, 'gap')
    click(el, await facePoint(el, values.gap.faces[0]))
    await waitFor(() => hint(el).includes('Esc'), 'the second face asked for')
    const holder = el.shadowRoot.querySelector('.qe-canvas-holder')
    equal(el.shadowRoot.activeElement, holder, 'the viewer took focus on the click')
    holder.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }))
    await waitFor(() => hint(el) === '点击一个平面', 'the pick cancelled')

    await chooseMode(el, 'radius')
    click(el, await facePoint(el, values.holes[0].face))
    await resultAfter(el, 0)
    const clear = el.shadowRoot.querySelector('[data-tool="measure-clear"]')
    equal(clear.getAttribute('aria-label'), '清除测量', 'clear button name')
    clear.click()
    await waitFor(() => results(el).length === 0 && labels(el).length === 0, 'results cleared')
    assert(clear.disabled, 'clear stays enabled with nothing to clear')
  })

  it('speaks English when the page does', async () => {
    window.QuoteElements.configure({ locale: 'en' })
    const el = await mountMeasuring()
    const options = [...el.shadowRoot.querySelectorAll('.qe-measure select option')].map((o) => o.textContent)
    equal(
      options.join('|'),
      'Point to point|Between parallel faces|Angle between faces|Hole diameter|Edge length',
      'modes',
    )
    equal(hint(el), 'Click two points on the model', 'hint')
    assert(
      el.shadowRoot.querySelector('[data-tool="measure-clear"]').getAttribute('aria-label') === 'Clear measurements',
      'clear',
    )
  })
})
