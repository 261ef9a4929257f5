// Small helpers for the browser tier (mocha globals, no assertion library in the toolchain).
export function assert(condition, message) {
  if (!condition) throw new Error(message)
}

export function equal(actual, expected, message) {
  if (actual !== expected)
    throw new Error(`${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`)
}

/** Resolves when `check()` returns a truthy value, or rejects after `timeout` ms. */
export async function waitFor(check, message, timeout = 5000) {
  const start = performance.now()
  for (;;) {
    const value = await check()
    if (value) return value
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${message}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** Resolves with the next `name` event that reaches `target` (default: `document`). */
export function nextEvent(name, timeout = 5000, target = document) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${name} event within ${timeout} ms`)), timeout)
    target.addEventListener(
      name,
      (e) => {
        clearTimeout(timer)
        resolve(e)
      },
      { once: true },
    )
  })
}

/** Appends `html` to the body and returns the first element. */
export function mount(html) {
  const holder = document.createElement('div')
  holder.innerHTML = html
  const el = holder.firstElementChild
  document.body.append(el)
  return el
}

/**
 * Resolves with an element's `load` detail, or rejects with its `error` detail (`type: message`);
 * each test file passes the timeout its slowest file needs.
 */
export function loaded(el, timeout) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no load within ${timeout} ms`)), timeout)
    const settle = (e, done) => (clearTimeout(timer), done())
    el.addEventListener('load', (e) => settle(e, () => resolve(e.detail)), { once: true })
    el.addEventListener('error', (e) => settle(e, () => reject(new Error(`${e.detail.type}: ${e.detail.message}`))), {
      once: true,
    })
  })
}

/**
 * Loads the bundle before the suite and collects what the page throws uncaught meanwhile (a
 * suite's last test says it is nothing); removes every `tag` element after each test.
 */
export function withBundle(tag) {
  const uncaught = []
  const onError = (e) => uncaught.push(String(e.message ?? e.reason))
  before(async () => {
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onError)
    await import(BUNDLE)
  })
  after(() => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onError)
  })
  afterEach(() => {
    for (const el of document.querySelectorAll(tag)) el.remove()
  })
  return uncaught
}

/** Collects console.warn calls while `fn` runs. */
export async function captureWarnings(fn) {
  const warnings = []
  const original = console.warn
  console.warn = (...args) => {
    warnings.push(args.join(' '))
    original.apply(console, args)
  }
  try {
    await fn()
  } finally {
    console.warn = original
  }
  return warnings
}

export const BUNDLE = '/dist/quote-elements.js'
export const PNG = '/tests/fixtures/2d/NIST_MBE_PMI_1_p1.png'
