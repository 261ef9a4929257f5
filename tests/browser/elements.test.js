import { assert, equal, waitFor, nextEvent, mount, BUNDLE, PNG } from './helpers.js'

const TAGS = ['quote-app', 'ai-quote', 'process-assistant', 'model-preview', 'drawing-preview']
const rendered = (el) => waitFor(() => el.shadowRoot?.querySelector('.qe-root'), `<${el.localName}> to render`)

// A CMS script may set properties before our bundle has loaded: they must not be lost.
const early = document.createElement('drawing-preview')
early.src = PNG
early.highlights = [{ x: 100, y: 100, width: 200, height: 80, label: 'Ra 1.6' }]
document.body.append(early)

before(async () => {
  await import(BUNDLE)
})

afterEach(() => {
  for (const el of document.querySelectorAll(TAGS.join(','))) if (el !== early) el.remove()
})

describe('element definitions', () => {
  it('defines all five tags', () => {
    for (const tag of TAGS) assert(customElements.get(tag), `${tag} is not defined`)
  })

  it('renders every tag into an open shadow root that adopts the one shared stylesheet once', async () => {
    const els = [
      mount('<quote-app routing="memory"></quote-app>'),
      mount('<ai-quote></ai-quote>'),
      mount('<process-assistant></process-assistant>'),
      mount('<model-preview></model-preview>'),
      mount('<drawing-preview></drawing-preview>'),
    ]
    for (const el of els) await rendered(el)
    const sheet = els[0].shadowRoot.adoptedStyleSheets[0]
    for (const el of els) {
      equal(el.shadowRoot.mode, 'open', `${el.localName} shadow mode`)
      equal(el.shadowRoot.adoptedStyleSheets.length, 1, `${el.localName} adopted sheets`)
      assert(el.shadowRoot.adoptedStyleSheets[0] === sheet, `${el.localName} has its own copy of the sheet`)
    }
    assert(!document.adoptedStyleSheets.includes(sheet), 'the stylesheet leaked into the page')
  })

  it('ignores a second include of the bundle', async () => {
    const original = customElements.get('quote-app')
    const api = window.QuoteElements
    await import(`${BUNDLE}?second-include`)
    assert(customElements.get('quote-app') === original, 'the second include replaced the definition')
    assert(window.QuoteElements === api, 'the second include replaced the page API')
    const el = mount('<ai-quote></ai-quote>')
    await rendered(el)
  })

  it('keeps properties assigned before the upgrade', async () => {
    equal(early.src, PNG, 'src after upgrade')
    const img = await waitFor(() => early.shadowRoot.querySelector('img.qe-drawing'), 'the drawing image')
    assert(img.src.endsWith(PNG), `image src is ${img.src}`)
    const box = await waitFor(() => early.shadowRoot.querySelector('.qe-highlight'), 'the highlight box')
    equal(box.getAttribute('aria-label'), 'Ra 1.6', 'highlight label')
  })
})

describe('events', () => {
  it('sends load on the viewer itself, not bubbling to window like a native load', async () => {
    let reachedWindow = false
    const onWindow = () => {
      reachedWindow = true
    }
    window.addEventListener('load', onWindow)
    const el = document.createElement('drawing-preview')
    const loaded = nextEvent('load', 10000, el)
    el.setAttribute('src', PNG)
    document.body.append(el)
    const event = await loaded
    window.removeEventListener('load', onWindow)
    equal(event.bubbles, false, 'bubbles')
    equal(reachedWindow, false, 'reached window.onload')
    equal(event.detail.format, 'png', 'format')
    equal(event.detail.width, 1584, 'width')
    equal(event.detail.height, 1224, 'height')
  })

  it('sends error with type unsupported for an unknown extension', async () => {
    const el = document.createElement('model-preview')
    const failed = nextEvent('error', 5000, el)
    el.setAttribute('src', '/parts/bracket.xyz')
    document.body.append(el)
    const event = await failed
    equal(event.detail.type, 'unsupported', 'error type')
    assert(event.detail.message.includes('bracket.xyz'), `message: ${event.detail.message}`)
  })

  it('sends error with type loadfailure for a missing image', async () => {
    const el = document.createElement('drawing-preview')
    const failed = nextEvent('error', 10000, el)
    el.setAttribute('src', '/no/such/drawing.png')
    document.body.append(el)
    equal((await failed).detail.type, 'loadfailure', 'error type')
  })

  it('sends highlight-click with the clicked box', async () => {
    const el = mount(`<drawing-preview src="${PNG}"></drawing-preview>`)
    el.highlights = [
      { x: 10, y: 10, width: 50, height: 20, label: 'Ø10 H7' },
      { x: 300, y: 400, width: 80, height: 30, label: '6061-T6' },
    ]
    const boxes = await waitFor(() => {
      const found = el.shadowRoot.querySelectorAll('.qe-highlight')
      return found.length === 2 && found
    }, 'two highlight boxes')
    const clicked = nextEvent('highlight-click')
    boxes[1].click()
    const event = await clicked
    equal(event.composed, true, 'composed')
    equal(event.detail.index, 1, 'index')
    equal(event.detail.highlight.label, '6061-T6', 'label')
  })

  it('sends quote-navigate from <quote-app> as it routes', async () => {
    const navigated = nextEvent('quote-navigate')
    mount('<quote-app routing="memory"></quote-app>')
    const event = await navigated
    assert(['/', '/ai-guide'].includes(event.detail.path), `path ${event.detail.path}`)
  })
})
