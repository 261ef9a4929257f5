import { assert, equal, waitFor } from './helpers.js'

// <quote-app> and <model-preview> on a page served with the strict policy of csp/policy.mjs (the
// test runner's middleware sets the header on csp/host.html): no violation at all, and both work.

/** Every element under `root`, inside open shadow roots too (Shoelace renders its parts there). */
function deepAll(root, selector) {
  const found = [...root.querySelectorAll(selector)]
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...deepAll(el.shadowRoot, selector))
  return found
}

/** True once every named icon under `root` has drawn its SVG; a blocked fetch leaves one empty. */
const allIconsDrawn = (root) => {
  const icons = deepAll(root, 'sl-icon').filter((icon) => icon.name)
  return icons.length > 0 && icons.every((icon) => icon.shadowRoot?.querySelector('svg'))
}

let frame
let report

before(async () => {
  frame = document.createElement('iframe')
  frame.src = '/tests/browser/csp/host.html'
  frame.style.width = '1000px'
  frame.style.height = '1000px'
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
  document.body.append(frame)
  await loaded
  report = await waitFor(() => frame.contentWindow.cspReport, 'the collector in the host page')
})

after(() => frame.remove())

describe('a host page with a strict CSP', () => {
  it('is really served with the policy (an inline style attribute is refused)', async () => {
    const doc = frame.contentDocument
    const probe = doc.createElement('div')
    probe.setAttribute('style', 'color: rgb(1, 2, 3)')
    doc.body.append(probe)
    await waitFor(() => report.violations.some((v) => v.directive === 'style-src-attr'), 'the probe violation')
    equal(frame.contentWindow.getComputedStyle(probe).color === 'rgb(1, 2, 3)', false, 'the inline style applied')
    probe.remove()
    report.violations.length = 0
  })

  it('shows <quote-app> with its icons, Shoelace system icons included, and no violation', async () => {
    const app = frame.contentDocument.querySelector('quote-app')
    const form = await waitFor(() => app.shadowRoot?.querySelector('[data-testid="login-form"]'), 'the login form')
    // The password toggle (eye) and the checkbox tick are Shoelace system icons.
    const password = await waitFor(() => form.querySelector('[data-testid="login-password"]'), 'the password field')
    await waitFor(
      () =>
        password.shadowRoot
          ?.querySelector('[part~="password-toggle-button"] sl-icon')
          ?.shadowRoot?.querySelector('svg'),
      'the eye icon',
    )
    // "Remember me" starts checked for a new visitor; make sure it is, whatever the stored choice.
    const remember = form.querySelector('[data-testid="login-remember"]')
    if (!remember.checked) remember.click()
    await waitFor(
      () => remember.shadowRoot?.querySelector('sl-icon')?.shadowRoot?.querySelector('svg'),
      'the checkbox tick',
    )
    await waitFor(() => allIconsDrawn(app.shadowRoot), 'every icon of the login page')
    // Switching the language re-renders the whole frame.
    const english = await waitFor(
      () => [...app.shadowRoot.querySelectorAll('sl-button')].find((b) => b.textContent === 'English'),
      'the English button',
    )
    english.click()
    await waitFor(
      () =>
        app.shadowRoot.querySelector('[data-testid="login"] .qe-title')?.textContent ===
        'Large Model for Part Manufacturing',
      'English',
    )
    await new Promise((r) => setTimeout(r, 300))
    equal(JSON.stringify(report.violations), '[]', 'violations')
  })

  it('shows a STEP model in <model-preview> (blob: worker, WebAssembly) with no violation', async function () {
    this.timeout(90000)
    const model = await waitFor(() => report.model, 'the model to load or fail', 60000)
    equal(model.loaded, true, `model: ${model.error}`)
    assert(model.triangles > 0, 'triangles')
    const preview = frame.contentDocument.querySelector('model-preview')
    await waitFor(() => allIconsDrawn(preview.shadowRoot), 'the toolbar icons')
    await new Promise((r) => setTimeout(r, 300))
    equal(JSON.stringify(report.violations), '[]', 'violations')
  })
})
