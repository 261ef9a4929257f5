import { assert, equal, waitFor, nextEvent, mount, BUNDLE } from './helpers.js'

// A small tile (an ERP grid's) against a roomy viewer: the toolbar must stay one row inside the tile.
const STL = '/tests/fixtures/3d/stl/featuretype.STL'
const inShadow = (el, selector) => waitFor(() => el.shadowRoot?.querySelector(selector), selector)
const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
const shown = (el) => el.getClientRects().length > 0

async function mountLoaded(width) {
  const el = mount(`<model-preview style="width:${width}px;height:220px"></model-preview>`)
  const load = nextEvent('load', 30000, el)
  el.setAttribute('src', STL)
  await load
  await inShadow(el, '.qe-tools')
  await frame()
  return el
}

/** The toolbar's visible buttons, and whether they sit in one row inside the viewer. */
function toolbarLayout(el) {
  const viewer = el.shadowRoot.querySelector('.qe-viewer').getBoundingClientRect()
  const tools = [...el.shadowRoot.querySelectorAll('.qe-tools > .qe-tool, .qe-more-tools > .qe-tool')].filter(shown)
  const boxes = tools.map((t) => t.getBoundingClientRect())
  return {
    names: tools.map((t) => t.dataset.tool),
    oneRow: boxes.every((b) => b.top === boxes[0].top),
    inside: boxes.every((b) => b.left >= viewer.left && b.right <= viewer.right),
  }
}

before(() => import(BUNDLE))
afterEach(() => {
  for (const el of document.querySelectorAll('model-preview')) el.remove()
})

describe('<model-preview> toolbar in a narrow tile', () => {
  it('shows every tool in one row when there is room', async () => {
    const el = await mountLoaded(480)
    const layout = toolbarLayout(el)
    equal(layout.names.length, 11, `tools ${layout.names}`)
    assert(!layout.names.includes('more'), 'a "more" button in a roomy viewer')
    assert(layout.oneRow && layout.inside, `toolbar ${JSON.stringify(layout)}`)
  })

  it('folds the less-used tools behind "more", which lists them with their labels and closes with Escape', async () => {
    const el = await mountLoaded(310)
    const layout = toolbarLayout(el)
    assert(layout.oneRow && layout.inside, `toolbar ${JSON.stringify(layout)}`)
    equal(layout.names.join(), 'fit,measure,section,more', 'tools in the row')

    const more = el.shadowRoot.querySelector('[data-tool="more"]')
    equal(more.getAttribute('aria-label'), '更多工具', 'the "more" button\'s name')
    more.focus()
    more.click()
    await frame()
    equal(more.getAttribute('aria-expanded'), 'true', 'expanded')
    const panel = el.shadowRoot.getElementById(more.getAttribute('aria-controls'))
    const items = [...panel.querySelectorAll('.qe-tool')]
    equal(items.length, 8, 'tools in the panel')
    const viewer = el.shadowRoot.querySelector('.qe-viewer').getBoundingClientRect()
    for (const item of items) {
      const label = item.querySelector('.qe-tool-label')
      assert(shown(label) && label.textContent === item.getAttribute('aria-label'), `label of ${item.dataset.tool}`)
      assert(item.getBoundingClientRect().right <= viewer.right, `${item.dataset.tool} outside the tile`)
    }

    // A folded tool works as in the row: the toggle is pressed and the panel stays open for the next one.
    const edges = panel.querySelector('[data-tool="edges"]')
    edges.focus()
    edges.click()
    await waitFor(() => edges.getAttribute('aria-pressed') === 'true', 'edges pressed')
    assert(shown(panel), 'the panel closed after one tool')

    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true })
    el.shadowRoot.querySelector('[data-tool="edges"]').dispatchEvent(escape)
    await waitFor(() => !shown(panel), 'the panel to close')
    equal(more.getAttribute('aria-expanded'), 'false', 'collapsed')
    equal(el.shadowRoot.activeElement, more, 'focus back on "more"')
  })
})
