import { expect, test, type Page } from '@playwright/test'
import { watchPage } from './watch.ts'

/** Resolves after the page has rendered twice: intersection observers and resize work have run. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))))

const MODELS = [
  '/models/featuretype.STEP',
  '/models/fuji_obj.stl',
  '/models/pins.glb',
  '/models/fandisk.obj',
  '/models/featuretype.STL',
]

/** Console lines that tell of a lost WebGL context (Chromium prints CONTEXT_LOST_WEBGL). */
function watchContextLoss(page: Page) {
  const lost: string[] = []
  page.on('console', (msg) => {
    if (/CONTEXT_LOST|context lost/i.test(msg.text())) lost.push(msg.text())
  })
  return lost
}

test('/3d-preview shows a STEP model with its dimensions, logged out', async ({ page }) => {
  const watch = watchPage(page)
  await page.goto('/3d-preview?src=/models/featuretype.STEP')
  const app = page.locator('quote-app')
  await expect(app.getByTestId('preview-3d')).toBeVisible()
  await expect(app.locator('[data-info="size"]')).toContainText('127 × 63.5 × 34.925 mm', { timeout: 30_000 })
  await expect(app.locator('[data-info="volume"]')).toBeVisible()
  await expect(app.locator('canvas.qe-canvas')).toBeVisible()
  expect(watch.consoleErrors).toEqual([])
  expect(watch.failedRequests).toEqual([])
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  test('the viewer tools are shown in full: there is no hover to bring them up', async ({ page }) => {
    await page.goto('/3d-preview?src=/models/featuretype.STEP')
    const app = page.locator('quote-app')
    await expect(app.locator('[data-info="size"]')).toBeVisible({ timeout: 30_000 })
    const tools = app.locator('.qe-tools .qe-tool:enabled')
    await expect(tools.first()).toBeVisible()
    for (const tool of await tools.all()) await expect(tool).toHaveCSS('opacity', '1')
  })
})

test('/3d-preview without src says what is missing', async ({ page }) => {
  await page.goto('/3d-preview')
  await expect(page.locator('quote-app').getByTestId('preview-3d').getByRole('status')).toContainText('?src=')
})

test('/2d-preview renders a Chinese title block with the self-hosted cMaps', async ({ page }) => {
  const cmaps: string[] = []
  page.on('response', (res) => {
    if (res.url().includes('/dist/pdfjs/cmaps/')) cmaps.push(`${res.status()} ${res.url().split('/').pop()}`)
  })
  await page.goto('/2d-preview?src=/models/cjk-title-block.pdf')
  await expect(page.locator('quote-app canvas.qe-drawing')).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => cmaps).toContain('200 UniGB-UCS2-H.bcmap')
})

test('/2d-preview pages through a PDF', async ({ page }) => {
  await page.goto('/2d-preview?src=/models/NIST_MBE_PMI_11.pdf&page=2')
  const label = page.locator('quote-app .qe-page-no')
  await expect(label).toHaveAttribute('data-page', '2', { timeout: 30_000 })
  await page.locator('quote-app [data-tool="prev"]').click()
  await expect(label).toHaveAttribute('data-page', '1')
})

test('the ERP grid loads 24 models with no lost WebGL context', async ({ page }) => {
  test.setTimeout(180_000)
  const lost = watchContextLoss(page)
  const watch = watchPage(page)
  await page.goto(`/erp.html?files=${MODELS.join(',')}&count=24`)
  const status = page.locator('#status')
  // Each viewer watches for the viewport once its stage has rendered (after the strings arrive): a
  // viewer scrolled past before then waits, rightly, until the user scrolls back to it. So the
  // scrolling starts once every stage is there, as a user's would on any but an instant scroll.
  const stages = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('model-preview')].every((e) => e.shadowRoot?.querySelector('.qe-viewer')),
    )
  await expect.poll(stages, { timeout: 30_000 }).toBe(true)
  // The previews load lazily: scroll through the grid as a user would, down to the last row,
  // letting the page render (and its intersection observers run) after each step.
  for (let y = 0; y < 10; y++) {
    await page.evaluate(() => window.scrollBy(0, 400))
    await nextFrames(page)
  }
  const states = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('model-preview')].map((e) =>
        e.shadowRoot?.querySelector('.qe-viewer')?.getAttribute('data-state'),
      ),
    )
  await expect(status, `viewer states: ${(await states()).join(',')}`).toHaveAttribute('data-loaded', '24', {
    timeout: 150_000,
  })
  await expect(status).toHaveAttribute('data-lost', '0')
  await expect(status).toHaveAttribute('data-failed', '0')
  await page.mouse.wheel(0, -10_000)
  await nextFrames(page)
  expect(lost).toEqual([])
  expect(watch.consoleErrors).toEqual([])
})
