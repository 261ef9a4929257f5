import { assert, equal, waitFor, nextEvent, mount, loaded, withBundle } from './helpers.js'

/** How long a file of this suite may take to show. */
const LOAD_MS = 60000

const F = '/tests/fixtures/3d'

// Expected values come from outside the code under test, computed once and committed:
// - STEP: FreeCAD 0.20.2 (Debian `freecadcmd`), `Part.Shape.read()` → `Volume` and
//   `optimalBoundingBox()` of the exact B-rep.
// - STL, OBJ: a standalone python3 script summing signed tetrahedra over the file's own triangles
//   and taking min/max over its vertices.
// - IGES, GLB: sizes and triangle counts from the fixture notes (ezdxf/trimesh-era measurements).
const CASES = [
  {
    file: 'step/featuretype.STEP',
    format: 'step',
    units: 'mm',
    size: [127, 63.5, 34.925],
    volume: 190531.995,
    closed: true,
  },
  {
    file: 'step/base_interface_AP214.STEP',
    format: 'step',
    units: 'mm',
    size: [599.4124, 638.6724, 4.7625],
    volume: 1257991.526,
    closed: true,
  },
  { file: 'iges/single_rounded_cube.igs', format: 'iges', units: 'mm', size: [50, 50, 50], closed: false },
  {
    file: 'stl/featuretype.STL',
    format: 'stl',
    units: 'in',
    size: [5, 2.5, 1.375],
    volume: 11.6277,
    triangles: 3476,
    closed: true,
  },
  {
    file: 'stl/fuji_obj.stl',
    format: 'stl',
    units: 'mm',
    size: [200.9, 17.4, 7.7],
    volume: 12442.5431,
    triangles: 344,
    closed: true,
  },
  // The same bar with its first facet removed: a hole, so no volume.
  {
    file: 'stl/fuji_obj_open.stl',
    format: 'stl',
    units: 'mm',
    size: [200.9, 17.4, 7.7],
    triangles: 343,
    closed: false,
  },
  {
    file: 'obj/fandisk.obj',
    format: 'obj',
    units: 'mm',
    size: [1.69084, 0.86412, 1.55653],
    volume: 0.6794,
    triangles: 5750,
    closed: true,
  },
  { file: 'gltf/pins.glb', format: 'glb', units: 'mm', size: [254, 254, 25.4], triangles: 3408 },
]

const near = (actual, expected, relative, message) =>
  assert(
    Math.abs(actual - expected) <= Math.abs(expected) * relative,
    `${message}: expected ${expected} ±${relative * 100}%, got ${actual}`,
  )

function preview(src, attrs = '') {
  const el = mount(`<model-preview ${attrs} style="width: 320px; height: 240px"></model-preview>`)
  const done = loaded(el, LOAD_MS)
  el.setAttribute('src', src)
  return { el, done }
}

/** Share of canvas pixels that differ from the top-left (background) pixel. */
function paintedShare(el) {
  const canvas = el.shadowRoot.querySelector('canvas.qe-canvas')
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height)
  let painted = 0
  for (let i = 0; i < data.length; i += 4) {
    if (Math.abs(data[i] - data[0]) + Math.abs(data[i + 1] - data[1]) + Math.abs(data[i + 2] - data[2]) > 24) painted++
  }
  return painted / (data.length / 4)
}

const uncaught = withBundle('model-preview')

describe('<model-preview> formats', function () {
  this.timeout(90000)
  for (const c of CASES) {
    it(`loads ${c.file}`, async () => {
      const { el, done } = preview(`${F}/${c.file}`, c.units === 'in' ? 'units="in"' : '')
      const detail = await done
      equal(detail.format, c.format, 'format')
      equal(detail.units, c.units, 'units')
      if (c.triangles) equal(detail.triangles, c.triangles, 'triangles')
      else assert(detail.triangles > 50, `triangles ${detail.triangles}`)
      const { size } = detail.boundingBox
      ;['x', 'y', 'z'].forEach((axis, i) => near(size[axis], c.size[i], 0.005, `size ${axis}`))
      if (c.closed !== undefined) equal(detail.closed, c.closed, 'closed')
      if (c.volume) near(detail.volume, c.volume, 0.005, 'volume')
      if (detail.closed) assert(detail.area > 0, 'area of a closed mesh')
      else equal(detail.volume, null, 'volume of an open mesh')
      const dims = el.getDimensions()
      near(dims.x, c.size[0], 0.005, 'getDimensions().x')
      equal(dims.units, c.units, 'getDimensions().units')
      await waitFor(() => paintedShare(el) > 0.02, 'a painted canvas', 10000)
    })
  }
})

describe('<model-preview> errors', function () {
  this.timeout(60000)
  const failures = [
    ['a truncated STEP', 'bad/truncated.step', 'loadfailure'],
    ['random bytes named .stl', 'bad/random.stl', 'loadfailure'],
    ['an empty file', 'bad/empty.stl', 'loadfailure'],
    ['an unknown extension', 'bad/part.xyz', 'unsupported'],
    ['a missing file', 'bad/missing.stl', 'loadfailure'],
  ]
  for (const [name, file, type] of failures) {
    it(`reports ${name} with an error event and a message in the viewer`, async () => {
      const el = mount('<model-preview></model-preview>')
      const failed = nextEvent('error', 45000, el)
      el.setAttribute('src', `${F}/${file}`)
      const { detail, bubbles } = await failed
      equal(detail.type, type, 'error type')
      equal(bubbles, false, 'bubbles')
      assert(detail.message.length > 10, `message: ${detail.message}`)
      const shown = await waitFor(
        () => el.shadowRoot.querySelector('.qe-status[role="alert"]'),
        'the message in the viewer',
      )
      assert(shown.textContent.includes(detail.message), `shown: ${shown.textContent}`)
    })
  }

  // A STEP that OCCT never finishes reading (a pathological loop) would hold the page's one parse
  // worker from every other preview. Any real part read past the timeout stands in for it here.
  it('says a model not read within the parse timeout is too large to preview, and the next one loads', async () => {
    window.QuoteElements.configure({ previewParseTimeout: 20 })
    try {
      const el = mount('<model-preview style="width: 320px; height: 240px"></model-preview>')
      const failed = nextEvent('error', 45000, el)
      el.setAttribute('src', `${F}/step/featuretype.STEP`)
      const { detail } = await failed
      equal(detail.type, 'loadfailure', 'error type')
      assert(detail.message.includes('过大或过于复杂'), `message: ${detail.message}`)
      const shown = await waitFor(
        () => el.shadowRoot.querySelector('.qe-status[role="alert"]'),
        'the message in the viewer',
      )
      assert(shown.textContent.includes(detail.message), `shown: ${shown.textContent}`)
    } finally {
      window.QuoteElements.configure({ previewParseTimeout: 60000 })
    }
    // The stuck worker was replaced: the same file loads in the next viewer.
    const { done } = preview(`${F}/step/featuretype.STEP`)
    const detail = await done
    equal(detail.format, 'step', 'format')
  })

  it('threw nothing uncaught', () => equal(uncaught.join(' | '), '', 'uncaught errors'))
})
