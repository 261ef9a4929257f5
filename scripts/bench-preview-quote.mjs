// bench:preview's quote-card rows: the real server (the bundle `npm start` runs) on a fresh data
// directory, the customer's AI quote screen in the browser the benchmark already runs:
// - upload → price → model: featuretype.STEP sent from the screen; when the card shows its price,
//   and when its <model-preview> has shown the model (the server's mesh, made by the analysis);
// - reopened record: a new tab opening that priced record, from the navigation to the model shown.
// Times are taken in the page (performance.now()) by polling each frame, so within a frame.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SERVER_BUNDLE, buildServer } from './build-server.mjs'
import { SERVER_NODE_FLAGS, serverEnv } from './server-env.mjs'

const PASSWORD = 'Demo@2026'
const CAPTCHA = 'E2E4'
const STEP = 'tests/fixtures/3d/step/featuretype.STEP'

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })

/** In the page: resolves with performance.now() when `check` first holds (polled each frame). */
function whenInPage(page, check) {
  return page.evaluate(
    (source) =>
      new Promise((resolve) => {
        const test = new Function(`return (${source})()`)
        const poll = () => (test() ? resolve(performance.now()) : requestAnimationFrame(poll))
        poll()
      }),
    check.toString(),
  )
}

/** Deep query across open shadow roots (the app renders in them). */
const probes = {
  price: () => {
    const deep = (root, sel) => {
      const hit = root.querySelector(sel)
      if (hit) return hit
      for (const el of root.querySelectorAll('*')) {
        const inner = el.shadowRoot && deep(el.shadowRoot, sel)
        if (inner) return inner
      }
      return null
    }
    return !!deep(document, '[data-testid="ai-quote-total"]')
  },
  model: () => {
    const deep = (root, sel) => {
      const hit = root.querySelector(sel)
      if (hit) return hit
      for (const el of root.querySelectorAll('*')) {
        const inner = el.shadowRoot && deep(el.shadowRoot, sel)
        if (inner) return inner
      }
      return null
    }
    const el = deep(document, '[data-testid="ai-quote-model"]')
    return !!el?.shadowRoot?.querySelector('.qe-viewer[data-state="loaded"]')
  },
}

/**
 * Runs the quote-card cases `runs` times in `browser`, recording with `record(name, sample)`
 * (samples as the other rows: { load, shown }).
 */
export async function measureQuoteCard(browser, root, runs, record) {
  const dataDir = mkdtempSync(join(tmpdir(), 'qe-bench-card-'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  await buildServer()
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      QUOTE_DATA_DIR: dataDir,
      QUOTE_DEMO_PASSWORD: PASSWORD,
      QUOTE_TEST_CAPTCHA: CAPTCHA,
      QUOTE_SEED_DEMO_ORDERS: 'false',
      QUOTE_LOGIN_RATE_MAX: '0',
      QUOTE_CAPTCHA_RATE_MAX: '0',
      QUOTE_UPLOAD_RATE_MAX: '0',
      QUOTE_WRITE_RATE_MAX: '0',
      LOG_LEVEL: 'warn',
    }),
  })
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${origin}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break
      if (i > 600) throw new Error('the server did not start')
      await new Promise((r) => setTimeout(r, 200))
    }
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${origin}/login`)
    const app = page.locator('quote-app')
    const form = app.getByTestId('login-form')
    await form.getByTestId('login-username').locator('input').fill('customer')
    await form.getByTestId('login-password').locator('input').fill(PASSWORD)
    await form.getByTestId('login-captcha').locator('input').fill(CAPTCHA)
    await form.getByTestId('login-submit').click()
    await app.getByTestId('login').waitFor({ state: 'detached' })
    const storage = await context.storageState()
    await page.close()
    for (let run = 0; run < runs; run++) {
      const tab = await context.newPage()
      await tab.goto(`${origin}/ai-quote/quote`)
      const screen = tab.locator('quote-app')
      await screen
        .getByTestId('tour-skip')
        .click({ timeout: 5000 })
        .catch(() => {})
      await screen.getByTestId('ai-quote-file-input').setInputFiles(join(root, STEP))
      const sent = await tab.evaluate(() => performance.now())
      await screen.getByTestId('ai-quote-send-files').click()
      const [price, model] = await Promise.all([whenInPage(tab, probes.price), whenInPage(tab, probes.model)])
      record('ours AI quote card: upload → price', { load: price - sent, shown: price - sent })
      record('ours AI quote card: upload → model shown', { load: model - sent, shown: model - sent })
      record('ours AI quote card: model after price', { load: model - price, shown: model - price })
      const reopen = tab.url()
      await tab.close()
      // A new tab of a fresh profile (logged in): nothing of the part is kept in the browser.
      const fresh = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: storage })
      const again = await fresh.newPage()
      await again.goto(reopen)
      const shown = await whenInPage(again, probes.model)
      record('ours reopened record: model shown', { load: shown, shown })
      await fresh.close()
    }
    await context.close()
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
