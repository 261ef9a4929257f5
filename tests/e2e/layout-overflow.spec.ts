import { expect, test, type Locator, type Page } from '@playwright/test'
import { pageWith, saveSession, uploadAndAnalyse, uploadAndPlan, type SavedSession } from './session-helpers.ts'

// Screens at a phone's width and a laptop's: nothing makes the page scroll sideways, and the
// controls that used to spill out of their card or tile now sit inside it.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(sizes.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(sizes.client)
}

/** `inner` lies wholly inside `outer` (both visible). */
async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()]
  expect(a, 'inner element shown').not.toBeNull()
  expect(b, 'container shown').not.toBeNull()
  const what = `${JSON.stringify(a)} inside ${JSON.stringify(b)}`
  expect(a!.x, what).toBeGreaterThanOrEqual(b!.x)
  expect(a!.y, what).toBeGreaterThanOrEqual(b!.y)
  expect(a!.x + a!.width, what).toBeLessThanOrEqual(b!.x + b!.width + 0.5)
  expect(a!.y + a!.height, what).toBeLessThanOrEqual(b!.y + b!.height + 0.5)
}

/** How many lines the element's text takes. */
function lineCount(cell: Locator) {
  return cell.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
  })
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test("the login captcha image and the register form's SMS button stay inside their fields", async ({ page }) => {
      await page.goto('/login')
      const app = page.locator('quote-app')
      const login = app.getByTestId('login-form')
      await expect(login.getByTestId('captcha-image').locator('img')).toBeVisible()
      await expectInside(login.getByTestId('captcha-image'), login)
      await expectNoSidewaysScroll(page)

      await app.getByTestId('login-to-register').click()
      const register = app.getByTestId('register-form')
      await expect(register.getByTestId('captcha-image').locator('img')).toBeVisible()
      await expectInside(register.getByTestId('captcha-image'), register)
      // The button's label, not only its box: a label wider than the button spilled over its border.
      const send = register.getByTestId('register-send-sms')
      await expectInside(send, register)
      await expectInside(send.locator('.button__label'), send)
      await expectNoSidewaysScroll(page)
    })
  })
}

for (const viewport of WIDTHS) {
  test(`an ERP grid tile's 3D toolbar stays one row inside the tile at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/erp.html?files=/models/featuretype.STL&count=1')
    const tile = page.locator('model-preview')
    await expect(tile.locator('canvas.qe-canvas')).toBeVisible({ timeout: 30_000 })
    const bar = tile.locator('.qe-tools')
    await expect(bar.locator('[data-tool="more"]')).toBeVisible()
    await expectInside(bar, tile)
    const rowHeight = (await bar.locator('[data-tool="fit"]').boundingBox())!.height
    expect((await bar.boundingBox())!.height, 'one row of buttons').toBeLessThanOrEqual(rowHeight + 1)
    // The folded tools, by keyboard: Enter opens the menu with their names on its first item, the
    // arrow keys walk it, Escape closes it and returns to "more".
    const more = bar.locator('[data-tool="more"]')
    await more.focus()
    await page.keyboard.press('Enter')
    const edges = bar.getByRole('menuitemcheckbox', { name: /特征边|Feature edges/ })
    await expect(edges).toBeVisible()
    // The menu scrolls within the tile when the tile is short.
    await expectInside(bar.locator('.qe-more-tools'), tile)
    await page.keyboard.press('ArrowDown')
    await expect(bar.getByRole('menuitem', { name: /俯视图|Top view/ })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(edges).toBeHidden()
    await expect(more).toBeFocused()
    await expectNoSidewaysScroll(page)
  })
}

/** Opens a `<drawing-preview>` of a two-page PDF with one highlight box, as wide as the page and 2/3 as tall. */
async function openDrawing(page: Page) {
  await page.goto('/erp.html')
  await page.evaluate(() => {
    const el = document.createElement('drawing-preview')
    el.style.cssText = `display:block;width:100%;height:${Math.min(600, Math.round(innerWidth / 1.5))}px`
    el.setAttribute('highlights', JSON.stringify([{ x: 290, y: 290, width: 80, height: 30, label: 'Ø63' }]))
    el.setAttribute('src', '/models/NIST_MBE_PMI_11.pdf')
    // The preview alone on the page: the demo's own hint text is not under test.
    document.body.replaceChildren(el)
  })
  const preview = page.locator('drawing-preview')
  await expect(preview.locator('canvas.qe-drawing')).toBeVisible({ timeout: 30_000 })
  return preview
}

for (const viewport of WIDTHS) {
  test.describe(`a drawing at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('the page counter sits above the drawing, and a highlight box only outlines the value it marks', async ({
      page,
    }) => {
      const preview = await openDrawing(page)
      await expect(preview.locator('.qe-page-no')).toHaveText('1 / 2')
      // Fitted below the toolbar: the counter no longer covers the drawing's title.
      const bar = (await preview.locator('.qe-tools').boundingBox())!
      const sheet = (await preview.locator('.qe-page-content').boundingBox())!
      expect(sheet.y, 'the drawing starts under the toolbar').toBeGreaterThanOrEqual(bar.y + bar.height)
      await expectInside(preview.locator('.qe-page-content'), preview)

      const box = preview.locator('.qe-highlight')
      await expect(box).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
      await box.hover()
      // Pointed at, a light tint multiplied into the drawing: dark digits stay dark under it.
      await expect(box).toHaveCSS('mix-blend-mode', 'multiply')
      const alpha = await box.evaluate((el) => Number(getComputedStyle(el).backgroundColor.match(/[\d.]+(?=\))/)?.[0]))
      expect(alpha).toBeLessThanOrEqual(0.2)
      await expectNoSidewaysScroll(page)
    })
  })
}

test.describe('the product list and an adjusted order', () => {
  let auditor: SavedSession
  let orderId = 0
  // A customer's part made a submitted order whose price an Auditor adjusted, through the API.
  test.beforeAll(async ({ browser, request }) => {
    const customer = await saveSession(browser, 'customer')
    auditor = await saveSession(browser, 'auditor')
    await uploadAndAnalyse(browser, customer, [{ name: 'layout-overflow.stl', path: '3d/stl/fuji_obj.stl' }])
    const call = async (session: SavedSession, method: 'get' | 'post', url: string, data?: object) => {
      const reply = await request[method](`/api/quote-order${url}`, {
        headers: { authorization: `Bearer ${session.token}` },
        data,
      })
      expect(reply.status(), await reply.text()).toBe(200)
      return (await reply.json()).data
    }
    const products = await call(customer, 'get', '/products?keyword=layout-overflow')
    const draft = await call(customer, 'post', '/create', { partIds: [products.rows[0].partId] })
    const submitted = await call(customer, 'post', `/${draft.id}/move`, { action: 'submit', version: draft.version })
    const line = submitted.lines[0]
    await call(auditor, 'post', `/${draft.id}/lines/${line.lineId}/adjust`, {
      version: submitted.version,
      unitPrice: (Number(line.unitPrice) * 0.95).toFixed(2),
      reason: '批量加工，单价下调',
    })
    orderId = draft.id
  })

  for (const viewport of WIDTHS) {
    test(`keeps headers, the customer and the prices on one line at ${viewport.width} px`, async ({ browser }) => {
      const page = await pageWith(browser, auditor)
      await page.setViewportSize(viewport)
      await page.goto('/quote-order/products')
      const table = page.locator('quote-app').getByTestId('qo-products-table')
      const row = table.locator('tbody tr[data-key]', { hasText: 'layout-overflow' }).first()
      await expect(row).toBeVisible()
      // The expand column's header is for screen readers only.
      for (const header of await table.locator('thead th:not(.qe-data-table-toggle)').all())
        expect(await lineCount(header), await header.innerText()).toBe(1)
      expect(await lineCount(row.locator('td.qe-qo-customer')), 'the customer').toBe(1)
      for (const figure of await row.locator('td.qe-align-end').all()) expect(await lineCount(figure)).toBe(1)
      // A table wider than a phone scrolls in its own box; the page itself does not.
      await expectNoSidewaysScroll(page)
      await page.context().close()
    })
  }

  for (const viewport of WIDTHS) {
    test(`an adjusted order's price table fits its line at ${viewport.width} px`, async ({ browser }) => {
      const page = await pageWith(browser, auditor)
      await page.setViewportSize(viewport)
      await page.goto(`/quote-order/detail?id=${orderId}`)
      const line = page.locator('quote-app').getByTestId('qo-line')
      await expect(line.getByTestId('qo-line-original-price')).toBeVisible()
      // Every header, 含税 included, and every amount lie inside the line's card.
      const prices = line.getByTestId('qo-line-prices')
      await expectInside(prices, line)
      for (const cell of await prices.locator('th, td').all()) await expectInside(cell, line)
      await expectNoSidewaysScroll(page)
      await page.context().close()
    })
  }
})

test.describe('the process card', () => {
  let customer: SavedSession
  let recordId = 0
  test.beforeAll(async ({ browser }) => {
    customer = await saveSession(browser, 'customer')
    recordId = await uploadAndPlan(browser, customer, [{ name: 'layout-card.stl', path: '3d/stl/fuji_obj.stl' }])
  })

  for (const viewport of WIDTHS) {
    test(`fits the page at ${viewport.width} px, every column in view at 1440`, async ({ browser }) => {
      const page = await pageWith(browser, customer)
      await page.setViewportSize(viewport)
      // In English, whose longer labels and tool names widened the card most.
      await page.addInitScript(() => localStorage.setItem('quote-elements:lang', JSON.stringify('en')))
      await page.goto(`/ai-auto/process?id=${recordId}`)
      const card = page.locator('quote-app').getByTestId('pa-card')
      await expect(card.locator('tbody tr').first()).toBeVisible()
      const box = card.locator('xpath=..')
      await expectInside(box, page.locator('quote-app .qe-page'))
      // On a laptop the whole card shows, the row actions included; a phone scrolls it in its own box.
      if (viewport.width >= 1440) {
        await expectInside(card, box)
        await expectInside(card.locator('thead th').last(), box)
      }
      await expectNoSidewaysScroll(page)
      await page.context().close()
    })
  }
})

test.describe('back-office tables', () => {
  let admin: SavedSession
  test.beforeAll(async ({ browser }) => {
    admin = await saveSession(browser, 'admin')
  })

  for (const viewport of WIDTHS) {
    test(`keep Chinese names and times whole at ${viewport.width} px`, async ({ browser }) => {
      const page = await pageWith(browser, admin)
      await page.setViewportSize(viewport)
      // Squeezed at 390 px, 立式加工中心 read two characters a line and "2026-11-27 19:17" broke at its hyphens.
      await page.goto('/process-manage/equipment')
      const equipment = page.locator('quote-app').getByTestId('library-table')
      await expect(equipment.locator('tbody tr').first()).toBeVisible()
      for (const row of (await equipment.locator('tbody tr').all()).slice(0, 6)) {
        const type = row.locator('td').nth(2)
        expect(await lineCount(type), await type.innerText()).toBe(1)
        const time = row.locator('time')
        expect(await lineCount(time), await time.innerText()).toBe(1)
      }
      await expectNoSidewaysScroll(page)
      await page.goto('/quote-config/manage')
      const configs = page.locator('quote-app').getByTestId('qc-table')
      await expect(configs.locator('tbody tr').first()).toBeVisible()
      expect(await lineCount(configs.locator('tbody tr time').first())).toBe(1)
      await expectNoSidewaysScroll(page)
      await page.context().close()
    })
  }
})

test.describe("the staff menu's icons", () => {
  let admin: SavedSession
  test.beforeAll(async ({ browser }) => {
    admin = await saveSession(browser, 'admin')
  })

  for (const viewport of WIDTHS) {
    test(`every icon a staff screen shows is carried by the bundle at ${viewport.width} px`, async ({ browser }) => {
      const page = await pageWith(browser, admin)
      await page.setViewportSize(viewport)
      // An icon the bundle lacks is asked of the server beside it and answers 404, on every page.
      const failed: string[] = []
      page.on('response', (r) => void (r.url().endsWith('.svg') && r.status() >= 400 && failed.push(r.url())))
      // Leaving a page aborts its pending fetches; only a refused or unreachable icon counts.
      page.on(
        'requestfailed',
        (r) => void (r.url().endsWith('.svg') && r.failure()?.errorText !== 'net::ERR_ABORTED' && failed.push(r.url())),
      )
      for (const path of ['/quote-order/products', '/quote-order/statistics', '/system/audit-log']) {
        await page.goto(path)
        const app = page.locator('quote-app')
        await expect(app.locator('.qe-page').first()).toBeVisible()
        // Icons load after the frame draws: wait until every one shown has its picture.
        await expect
          .poll(() =>
            app
              .locator('sl-icon')
              .evaluateAll(
                (icons) => icons.filter((i) => i.checkVisibility() && !i.shadowRoot?.querySelector('svg')).length,
              ),
          )
          .toBe(0)
        await expectNoSidewaysScroll(page)
      }
      expect(failed).toEqual([])
      await page.context().close()
    })
  }
})
