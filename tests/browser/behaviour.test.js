import { assert, equal, waitFor, nextEvent, mount, captureWarnings, BUNDLE, PNG } from './helpers.js'

const TAGS = 'quote-app, ai-quote, process-assistant, model-preview, drawing-preview'
const inShadow = (el, selector) =>
  waitFor(() => el.shadowRoot?.querySelector(selector), `${selector} in <${el.localName}>`)

before(async () => {
  localStorage.clear()
  await import(BUNDLE)
})

afterEach(() => {
  for (const el of document.querySelectorAll(TAGS)) el.remove()
  document.getElementById('hostile')?.remove()
})

describe('language', () => {
  it('switches live in every element and persists under our prefix', async () => {
    const app = mount('<quote-app routing="memory"></quote-app>')
    const quote = mount('<ai-quote></ai-quote>')
    const title = await inShadow(app, '[data-testid="login"] .qe-title')
    equal(title.textContent, '零件制造大模型', 'default zh-CN title')
    const english = await waitFor(
      () => [...app.shadowRoot.querySelectorAll('sl-button')].find((b) => b.textContent === 'English'),
      'the English button',
    )
    english.click()
    await waitFor(() => title.textContent === 'Large Model for Part Manufacturing', 'the English title')
    const quoteTitle = await inShadow(quote, '.qe-title')
    equal(quoteTitle.textContent, 'AI Quote', 'the other element switched too')
    equal(JSON.parse(localStorage.getItem('quote-elements:lang')), 'en', 'stored language')
    equal(localStorage.getItem('lang'), null, 'no unprefixed key written')
    window.QuoteElements.configure({ locale: 'zh-CN' })
    await waitFor(() => title.textContent === '零件制造大模型', 'back to zh-CN')
  })
})

describe('bad input', () => {
  it('warns and falls back instead of dying', async () => {
    const warnings = await captureWarnings(async () => {
      const drawing = mount('<drawing-preview highlights="{not json" page="-3"></drawing-preview>')
      const model = mount('<model-preview background="#GGG" units="furlongs" loading="sometimes"></model-preview>')
      const app = mount('<quote-app routing="memory" locale="klingon"></quote-app>')
      await inShadow(drawing, '.qe-viewer')
      await inShadow(model, '.qe-viewer')
      await inShadow(app, '[data-testid="login"]')
    })
    for (const attr of ['highlights', 'page', 'background', 'units', 'loading', 'locale']) {
      assert(
        warnings.some((w) => w.includes(` ${attr}=`)),
        `no warning for ${attr}: ${warnings.join(' | ')}`,
      )
    }
  })

  it('rejects highlight boxes with the wrong shape', async () => {
    const warnings = await captureWarnings(async () => {
      const el = mount(`<drawing-preview src="${PNG}"></drawing-preview>`)
      el.highlights = [{ x: 'left', y: 0, width: 1, height: 1 }]
      await inShadow(el, 'img.qe-drawing')
      await new Promise((r) => setTimeout(r, 100))
      equal(el.shadowRoot.querySelectorAll('.qe-highlight').length, 0, 'boxes drawn from bad data')
    })
    assert(
      warnings.some((w) => w.includes('highlights=')),
      'no warning for bad boxes',
    )
  })
})

describe('durability', () => {
  it('keeps its rendered state when moved in the DOM', async () => {
    const el = document.createElement('drawing-preview')
    const loaded = nextEvent('load', 10000, el)
    el.setAttribute('src', PNG)
    document.body.append(el)
    await loaded
    const img = el.shadowRoot.querySelector('img.qe-drawing')
    let reloads = 0
    const count = () => reloads++
    el.addEventListener('load', count)
    const elsewhere = document.createElement('div')
    document.body.append(elsewhere)
    elsewhere.append(el)
    await new Promise((r) => setTimeout(r, 1500))
    assert(el.shadowRoot.querySelector('img.qe-drawing') === img, 'the drawing was re-created')
    equal(reloads, 0, 'load events after the move')
    elsewhere.remove()
  })
})

describe('isolation', () => {
  it('is not affected by hostile page CSS and does not leak its own', async () => {
    const style = document.createElement('style')
    style.id = 'hostile'
    style.textContent = `* { color: rgb(255, 0, 0) !important; font-family: monospace !important }
      button { display: none !important } .qe-root, .qe-title { display: none !important }`
    document.head.append(style)
    const app = mount('<quote-app routing="memory"></quote-app>')
    const title = await inShadow(app, '[data-testid="login"] .qe-title')
    const button = await inShadow(app, 'sl-button')
    const inner = await waitFor(() => button.shadowRoot?.querySelector('button'), 'the inner button')
    assert(getComputedStyle(inner).display !== 'none', 'the page hid our button')
    assert(getComputedStyle(title).display !== 'none', 'the page hid our title')
    assert(getComputedStyle(title).color !== 'rgb(255, 0, 0)', 'the page coloured our title')
    equal(
      getComputedStyle(document.documentElement).getPropertyValue('--sl-color-primary-600'),
      '',
      'theme tokens leaked onto <html>',
    )
    assert(!document.documentElement.classList.contains('dark'), 'dark class written to <html>')
  })
})
