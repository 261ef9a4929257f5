import { assert, equal, waitFor, nextEvent, mount, BUNDLE } from './helpers.js'

// block.step and its construction (faces: 26) come from scripts/fixtures/make-feature-parts.py; the
// features are what the server's recogniser (analyzeModel) answers for it, as the quote API sends them.
const STEP = '/tests/fixtures/3d/features/block.step'
const KNOWN = '/tests/fixtures/3d/features/features.json'
const FEATURES = [
  { id: 'hole-1', kind: 'hole', faces: [16], label: 'Ø10' },
  { id: 'hole-2', kind: 'hole', faces: [17, 25] },
  { id: 'thread-1', kind: 'thread', faces: [17, 25] },
  { id: 'pocket-1', kind: 'pocket', faces: [8, 9, 10, 11, 12, 13, 14, 15, 24] },
  { id: 'slot-1', kind: 'slot', faces: [7, 22, 23] },
  { id: 'step-1', kind: 'step', faces: [19, 20] },
  { id: 'chamfer-1', kind: 'chamfer', faces: [2] },
  { id: 'chamfer-2', kind: 'chamfer', faces: [3] },
]
const debug = (el) => el[Symbol.for('quote-elements.debug')]()
const canvasOf = (el) => waitFor(() => el.shadowRoot?.querySelector('canvas'), 'canvas')
const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))

function click(target, x, y) {
  for (const type of ['pointerdown', 'pointerup']) {
    const init = { clientX: x, clientY: y, bubbles: true, composed: true, pointerId: 1, button: 0, isPrimary: true }
    target.dispatchEvent(new PointerEvent(type, init))
  }
}

async function mountLoaded(attributes = '') {
  const el = mount(`<model-preview ${attributes} style="width:480px;height:360px"></model-preview>`)
  el.features = FEATURES
  const load = nextEvent('load', 60000, el)
  el.setAttribute('src', STEP)
  await load
  return el
}

before(() => import(BUNDLE))
afterEach(() => {
  for (const el of document.querySelectorAll('model-preview')) el.remove()
})

describe('<model-preview> recognised features', function () {
  this.timeout(120000)

  it('numbers the B-rep faces as the part was built, so the server’s face indices land on them', async () => {
    const el = await mountLoaded()
    const known = await (await fetch(KNOWN)).json()
    equal(debug(el).faces, known['block.step'].faces, 'B-rep faces')
  })

  it('fires feature-click with the feature when one of its faces is clicked', async () => {
    const el = await mountLoaded()
    const canvas = await canvasOf(el)
    for (const feature of [FEATURES[0], FEATURES[3]]) {
      const point = await waitFor(() => el.getFeaturePoint(feature.id), `${feature.id} in sight`)
      const event = nextEvent('feature-click', 5000, document)
      click(canvas, point.x, point.y)
      const { detail, bubbles, composed } = await event
      equal(
        JSON.stringify(detail),
        JSON.stringify({ id: feature.id, kind: feature.kind, faces: feature.faces }),
        'detail',
      )
      assert(bubbles && composed, 'feature-click must bubble out of the shadow root')
    }
  })

  it('picks the most specific feature and ignores clicks that miss every feature', async () => {
    const el = await mountLoaded()
    const canvas = await canvasOf(el)
    let events = 0
    el.addEventListener('feature-click', () => events++)
    const rect = canvas.getBoundingClientRect()
    click(canvas, rect.left + 3, rect.top + 3)
    await frame()
    equal(events, 0, 'a click on the background fired feature-click')
    equal(el.getFeaturePoint('no-such-feature'), null, 'point of an unknown feature')
  })

  it('redraws once when the selected feature changes, and never while it stays', async () => {
    const el = await mountLoaded()
    await frame()
    const before = debug(el).draws
    el.setAttribute('selected-feature', 'pocket-1')
    await waitFor(() => debug(el).draws > before, 'a redraw for the highlight')
    await new Promise((r) => setTimeout(r, 400))
    const tinted = debug(el).draws
    el.setAttribute('selected-feature', 'pocket-1')
    await new Promise((r) => setTimeout(r, 400))
    equal(debug(el).draws, tinted, 'frames drawn with nothing changed')
    el.removeAttribute('selected-feature')
    await waitFor(() => debug(el).draws > tinted, 'a redraw for clearing the highlight')
  })

  it('warns and shows no features for a malformed list, keeping the model', async () => {
    const el = await mountLoaded()
    const warned = []
    const original = console.warn
    console.warn = (...args) => warned.push(args.join(' '))
    try {
      el.setAttribute('features', '[{"id":"hole-1","faces":"16"}]')
      await frame()
    } finally {
      console.warn = original
    }
    assert(
      warned.some((w) => w.includes('features')),
      `warnings ${warned}`,
    )
    equal(el.getFeaturePoint('hole-1'), null, 'a feature from the rejected list')
    assert(el.getDimensions(), 'the model is still shown')
  })
})
