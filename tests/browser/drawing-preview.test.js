import { assert, equal, waitFor, nextEvent, mount, PNG, loaded, withBundle } from './helpers.js'

/** How long a file of this suite may take to show. */
const LOAD_MS = 45000

const F = '/tests/fixtures/2d'
const inShadow = (el, selector, timeout = 20000) =>
  waitFor(() => el.shadowRoot?.querySelector(selector), selector, timeout)

function drawing(src, attrs = '') {
  const el = mount(`<drawing-preview ${attrs} style="display:block;width:480px;height:360px"></drawing-preview>`)
  const done = loaded(el, LOAD_MS)
  el.setAttribute('src', src)
  return { el, done }
}

/** Share of non-white pixels of a 2D canvas. */
function inkShare(canvas) {
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height)
  let ink = 0
  for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < 600) ink++
  return ink / (data.length / 4)
}

const uncaught = withBundle('drawing-preview')

describe('<drawing-preview> PDF', function () {
  this.timeout(60000)

  // Page sizes read from the files themselves: MediaBox 612 × 792 with /Rotate 270, so pdf.js
  // shows the page as 792 × 612 points; NIST_MBE_PMI_11 has two pages (fixture notes).
  it('renders a rotated NIST drawing with its page count and size in points', async () => {
    const { el, done } = drawing(`${F}/NIST_MBE_PMI_11.pdf`)
    const detail = await done
    equal(detail.format, 'pdf', 'format')
    equal(detail.pages, 2, 'pages')
    equal(detail.page, 1, 'page')
    equal(Math.round(detail.width), 792, 'width')
    equal(Math.round(detail.height), 612, 'height')
    const canvas = await inShadow(el, 'canvas.qe-drawing')
    await waitFor(() => inkShare(canvas) > 0.005, 'ink on the page', 10000)
  })

  it('opens at the page attribute and pages with the toolbar', async () => {
    const { el, done } = drawing(`${F}/NIST_MBE_PMI_11.pdf`, 'page="2"')
    equal((await done).page, 2, 'page from the attribute')
    const label = await inShadow(el, '.qe-page-no')
    equal(label.dataset.page, '2', 'page label')
    el.shadowRoot.querySelector('[data-tool="prev"]').click()
    await waitFor(() => el.shadowRoot.querySelector('.qe-page-no')?.dataset.page === '1', 'page 1')
  })

  it('renders a title block in a non-embedded Chinese font through the bundled cMaps', async () => {
    const { el, done } = drawing(`${F}/cjk-title-block.pdf`)
    const detail = await done
    equal(Math.round(detail.width), 842, 'width')
    const canvas = await inShadow(el, 'canvas.qe-drawing')
    await waitFor(() => inkShare(canvas) > 0.002, 'ink on the page', 10000)
  })

  it('places highlight boxes in page points and sends highlight-click', async () => {
    const { el, done } = drawing(`${F}/NIST_MBE_PMI_11.pdf`)
    el.highlights = [
      { page: 1, x: 396, y: 306, width: 100, height: 50, label: 'Ø32' },
      { page: 2, x: 10, y: 10, width: 10, height: 10, label: 'other page' },
    ]
    await done
    const box = await inShadow(el, '.qe-highlight')
    equal(el.shadowRoot.querySelectorAll('.qe-highlight').length, 1, 'boxes on page 1')
    const page = el.shadowRoot.querySelector('.qe-page-content').getBoundingClientRect()
    const rect = box.getBoundingClientRect()
    const scale = page.width / 792
    assert(Math.abs(rect.left - page.left - 396 * scale) < 2, 'box x')
    assert(Math.abs(rect.width - 100 * scale) < 2, 'box width')
    const clicked = nextEvent('highlight-click')
    box.click()
    const event = await clicked
    equal(event.detail.index, 0, 'index')
    equal(event.detail.highlight.label, 'Ø32', 'label')
  })

  it('zooms with the toolbar and fits again', async () => {
    const { el, done } = drawing(`${F}/NIST_MBE_PMI_1.pdf`)
    await done
    const content = await inShadow(el, '.qe-page-content')
    await waitFor(() => content.getBoundingClientRect().width > 0, 'the fitted page')
    const before = content.getBoundingClientRect().width
    el.shadowRoot.querySelector('[data-tool="zoom-in"]').click()
    const zoomed = content.getBoundingClientRect().width
    assert(zoomed > before * 1.2, `zoom ${before} → ${zoomed}`)
    el.shadowRoot.querySelector('[data-tool="fit"]').click()
    assert(Math.abs(content.getBoundingClientRect().width - before) < 1, 'fit')
  })
})

describe('<drawing-preview> DXF and images', function () {
  this.timeout(60000)

  it('renders a DXF with its layers and boxes in drawing units', async () => {
    const { el, done } = drawing(`${F}/ChuteHolderPrint.DXF`)
    el.highlights = [{ x: 0, y: 0, width: 10, height: 10, label: 'datum' }]
    const detail = await done
    equal(detail.format, 'dxf', 'format')
    assert(detail.width > 0 && detail.height > 0, `size ${detail.width} × ${detail.height}`)
    ;(await inShadow(el, '[data-tool="layers"]')).click()
    const boxes = await inShadow(el, '.qe-layer-list input[type="checkbox"]')
    boxes.click()
    equal(boxes.checked, false, 'layer hidden')
    const box = await inShadow(el, '.qe-highlight[data-index="0"]')
    assert(parseFloat(box.style.width) > 0, `the box has no size on screen: ${box.style.cssText}`)
    const clicked = nextEvent('highlight-click')
    box.click()
    equal((await clicked).detail.highlight.label, 'datum', 'label')
  })

  it('renders DXF text with the bundled font', async () => {
    const { done } = drawing(`${F}/sliding-base.dxf`)
    const detail = await done
    assert(detail.width > 0, 'width')
  })

  it('shows a PNG with pan-zoom and its size in pixels', async () => {
    const { el, done } = drawing(PNG)
    const detail = await done
    equal(detail.width, 1584, 'width')
    const content = await inShadow(el, '.qe-page-content')
    await waitFor(() => content.getBoundingClientRect().width > 0, 'the fitted page')
    const before = content.getBoundingClientRect().width
    el.shadowRoot.querySelector('[data-tool="zoom-out"]').click()
    assert(content.getBoundingClientRect().width < before, 'zoomed out')
  })
})

describe('<drawing-preview> errors', function () {
  this.timeout(60000)
  for (const [name, file, type] of [
    ['random bytes named .pdf', 'bad/random.pdf', 'loadfailure'],
    ['an empty DXF', 'bad/empty.dxf', 'loadfailure'],
    ['a missing PDF', 'bad/missing.pdf', 'loadfailure'],
    ['an unknown extension', 'bad/drawing.dwg', 'unsupported'],
  ]) {
    it(`reports ${name}`, async () => {
      const el = mount('<drawing-preview></drawing-preview>')
      const failed = nextEvent('error', 45000, el)
      el.setAttribute('src', `${F}/${file}`)
      const { detail } = await failed
      equal(detail.type, type, 'type')
      const shown = await inShadow(el, '.qe-status[role="alert"]')
      assert(shown.textContent.includes(detail.message), `shown: ${shown.textContent}`)
    })
  }
  it('says a DXF of a million entities is too large to preview, and draws none of it', async () => {
    // A million points (~25 MB): parsed on the page's thread, they froze it for minutes.
    const dxf = `  0\nSECTION\n  2\nENTITIES\n${'  0\nPOINT\n 10\n1.0\n 20\n2.0\n'.repeat(1_000_000)}  0\nENDSEC\n  0\nEOF\n`
    const src = URL.createObjectURL(new Blob([dxf]))
    const el = mount('<drawing-preview format="dxf"></drawing-preview>')
    const failed = nextEvent('error', 45000, el)
    el.setAttribute('src', src)
    const { detail } = await failed
    equal(detail.type, 'loadfailure', 'type')
    assert(detail.message.includes('过大，无法预览：共 1000003 个图元'), `message: ${detail.message}`)
    const shown = await inShadow(el, '.qe-status[role="alert"]')
    assert(shown.textContent.includes(detail.message), `shown: ${shown.textContent}`)
    equal(el.shadowRoot.querySelector('.qe-dxf canvas'), null, 'no drawing')
    URL.revokeObjectURL(src)
  })
  it('threw nothing uncaught', () => equal(uncaught.join(' | '), '', 'uncaught errors'))
})
