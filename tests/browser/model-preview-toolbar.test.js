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

  it('folds the less-used tools behind a "more" menu that lists them with their labels and closes with Escape', async () => {
    const el = await mountLoaded(310)
    const layout = toolbarLayout(el)
    assert(layout.oneRow && layout.inside, `toolbar ${JSON.stringify(layout)}`)
    equal(layout.names.join(), 'fit,measure,section,more', 'tools in the row')

    const more = el.shadowRoot.querySelector('[data-tool="more"]')
    equal(more.getAttribute('aria-label'), '更多工具', 'the "more" button\'s name')
    equal(more.getAttribute('aria-haspopup'), 'menu', 'the "more" button opens a menu')
    more.focus()
    more.click()
    await frame()
    equal(more.getAttribute('aria-expanded'), 'true', 'expanded')
    const panel = el.shadowRoot.getElementById(more.getAttribute('aria-controls'))
    equal(panel.getAttribute('role'), 'menu', "the open panel's role")
    const items = [...panel.querySelectorAll('.qe-tool')]
    equal(items.length, 8, 'tools in the menu')
    equal(
      items.map((i) => i.getAttribute('role')).join(),
      'menuitem,menuitem,menuitem,menuitem,menuitemcheckbox,menuitemcheckbox,menuitemcheckbox,menuitemcheckbox',
      'item roles: the views act, the display options toggle',
    )
    equal(el.shadowRoot.activeElement, items[0], 'focus on the first item')
    const viewer = el.shadowRoot.querySelector('.qe-viewer').getBoundingClientRect()
    for (const item of items) {
      const label = item.querySelector('.qe-tool-label')
      assert(shown(label) && label.textContent === item.getAttribute('aria-label'), `label of ${item.dataset.tool}`)
      assert(item.getBoundingClientRect().right <= viewer.right, `${item.dataset.tool} outside the tile`)
    }

    // A folded toggle works as in the row: it is checked and the menu stays open for the next one.
    const edges = panel.querySelector('[data-tool="edges"]')
    edges.focus()
    edges.click()
    await waitFor(() => edges.getAttribute('aria-checked') === 'true', 'edges checked')
    assert(shown(panel), 'the menu closed after one tool')

    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true })
    el.shadowRoot.querySelector('[data-tool="edges"]').dispatchEvent(escape)
    await waitFor(() => !shown(panel), 'the menu to close')
    equal(more.getAttribute('aria-expanded'), 'false', 'collapsed')
    equal(el.shadowRoot.activeElement, more, 'focus back on "more"')
    // Closed, the folded buttons are toolbar buttons again: the toggle reports its state as pressed.
    const folded = panel.querySelector('[data-tool="edges"]')
    equal(
      `${folded.getAttribute('role')} ${folded.getAttribute('aria-pressed')}`,
      'null true',
      "a closed menu's toggle",
    )
  })

  it('reaches every folded action from the keyboard, in English too', async () => {
    window.QuoteElements.configure({ locale: 'en' })
    try {
      const el = await mountLoaded(300)
      const more = el.shadowRoot.querySelector('[data-tool="more"]')
      equal(more.getAttribute('aria-label'), 'More tools', 'the "more" button\'s name')
      const key = (target, k) =>
        target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }))
      more.focus()
      key(more, 'ArrowDown')
      const panel = el.shadowRoot.getElementById(more.getAttribute('aria-controls'))
      await waitFor(() => shown(panel), 'the menu open')
      const reached = []
      for (let i = 0; i < 8; i++) {
        const item = await waitFor(() => el.shadowRoot.activeElement?.closest('[role^="menuitem"]'), 'an item focused')
        reached.push(item.dataset.tool)
        key(item, 'ArrowDown')
      }
      equal(reached.join(), 'front,top,right,iso,orthographic,edges,showDimensions,autoRotate', 'items walked')
      equal(el.shadowRoot.activeElement.dataset.tool, 'front', 'ArrowDown wraps to the first')
      key(el.shadowRoot.activeElement, 'End')
      equal(el.shadowRoot.activeElement.dataset.tool, 'autoRotate', 'End')
      el.shadowRoot.activeElement.click()
      await waitFor(() => el.shadowRoot.activeElement.getAttribute('aria-checked') === 'true', 'auto-rotate on')
      key(el.shadowRoot.activeElement, 'Home')
      equal(el.shadowRoot.activeElement.dataset.tool, 'front', 'Home')
    } finally {
      window.QuoteElements.configure({ locale: 'zh-CN' })
    }
  })
})
