import { assert, equal, waitFor, mount, BUNDLE } from './helpers.js'

// Every WebGL context the page creates, counted before the bundle loads (three.js asks a canvas
// for 'webgl2'; a fallback could ask for 'webgl' or an OffscreenCanvas).
const contexts = []
for (const Canvas of [globalThis.HTMLCanvasElement, globalThis.OffscreenCanvas].filter(Boolean)) {
  const getContext = Canvas.prototype.getContext
  Canvas.prototype.getContext = function (type, ...rest) {
    const context = getContext.call(this, type, ...rest)
    if (context && /webgl/i.test(type) && !contexts.includes(context)) contexts.push(context)
    return context
  }
}

const MODELS = ['/tests/fixtures/3d/stl/fuji_obj.stl', '/tests/fixtures/3d/stl/featuretype.STL']
const COUNT = 30

/** Share of canvas pixels that differ from the top-left (background) pixel. */
function paintedShare(el) {
  const canvas = el.shadowRoot.querySelector('canvas.qe-canvas')
  if (!canvas?.width) return 0
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height)
  let painted = 0
  for (let i = 0; i < data.length; i += 4) {
    if (Math.abs(data[i] - data[0]) + Math.abs(data[i + 1] - data[1]) + Math.abs(data[i + 2] - data[2]) > 24) painted++
  }
  return painted / (data.length / 4)
}

before(() => import(BUNDLE))
afterEach(() => {
  for (const el of document.querySelectorAll('model-preview')) el.remove()
})

describe('<model-preview> grid', function () {
  this.timeout(180000)

  it(`shows ${COUNT} previews on one page through one WebGL context`, async () => {
    const errors = []
    const els = Array.from({ length: COUNT }, () => {
      const el = mount('<model-preview style="display:inline-block;width:110px;height:80px"></model-preview>')
      el.addEventListener('error', (e) => errors.push(`${e.detail.type}: ${e.detail.message}`))
      return el
    })
    const loads = els.map((el) => new Promise((resolve) => el.addEventListener('load', resolve, { once: true })))
    els.forEach((el, i) => el.setAttribute('src', MODELS[i % MODELS.length]))
    await Promise.race([Promise.all(loads), waitFor(() => errors.length, 'an error', 150000)])
    equal(errors.join(' | '), '', 'error events')
    // Each preview shows its part, drawn through the shared context into its own canvas.
    for (const [i, el] of els.entries()) await waitFor(() => paintedShare(el) > 0.02, `preview ${i} painted`, 60000)
    equal(contexts.length, 1, 'WebGL contexts created')
    equal(contexts[0].isContextLost(), false, 'the shared context is lost')
    assert(
      els.every((el) => el.getDimensions()),
      'every preview knows its model',
    )
  })
})
