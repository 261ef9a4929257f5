import { expect, test, type Locator, type Page } from '@playwright/test'
import { logInAs, storedToken } from './account-helpers.ts'
import { amount, quoteParts } from './ai-quote-helpers.ts'
import { saveSession } from './session-helpers.ts'

// A quote order's journey: a customer quotes a part and makes it a quote order, an Auditor reviews it
// with an adjusted price, the customer compares, accepts and orders, and the order shows in the
// product list and the Auditor's statistics; another customer never sees it. Each step is its own
// test; they share the orders they make, so they run in order.
test.describe.configure({ mode: 'serial' })

const REASON = '批量加工，单价下调'
let firstId = 0
let orderId = 0
let orderNumber = ''
let partName = ''

/** The detail screen of an order, once it shows `status`. */
async function openOrder(page: Page, app: Locator, id: number, status: string) {
  await page.goto(`/quote-order/detail?id=${id}`)
  const detail = app.getByTestId('quote-order-detail')
  await expect(detail).toHaveAttribute('data-status', status)
  return detail
}

test('a customer quotes featuretype.STEP with its drawing and makes it a draft quote order', async ({ page }) => {
  test.setTimeout(90_000)
  const app = await logInAs(page, 'customer')
  await page.goto('/ai-quote/quote')
  await app.getByTestId('tour-skip').click()
  const card = await quoteParts(app)
  partName = (await card.locator('header strong').first().textContent()) ?? ''
  await card.getByTestId('ai-quote-select').check()
  await app.getByTestId('qo-create').click()
  await expect(page).toHaveURL(/\/quote-order\/detail\?id=\d+$/)
  firstId = Number(new URL(page.url()).searchParams.get('id'))
  const detail = app.getByTestId('quote-order-detail')
  await expect(detail).toHaveAttribute('data-status', 'draft')
  await expect(detail.getByTestId('qo-number')).toHaveText(/^QO-\d{4}-\d{6}$/)
  await expect(detail.getByTestId('qo-line')).toHaveCount(1)
  await expect(detail.getByTestId('qo-line')).toContainText(partName)
  await expect(detail.getByTestId('qo-line-drawing')).toContainText('featuretype.pdf')
  await expect(detail.getByTestId('qo-event')).toHaveCount(1)
})

test('the customer re-quotes the draft as a new one and submits it', async ({ page }) => {
  const app = await logInAs(page, 'customer')
  const first = await openOrder(page, app, firstId, 'draft')
  await first.getByTestId('qo-requote').click()
  await expect.poll(() => Number(new URL(page.url()).searchParams.get('id'))).not.toBe(firstId)
  orderId = Number(new URL(page.url()).searchParams.get('id'))
  const detail = app.getByTestId('quote-order-detail')
  await expect(detail.getByTestId('qo-source')).toBeVisible()
  orderNumber = (await detail.getByTestId('qo-number').textContent()) ?? ''
  // A remark typed and not saved goes with 提交.
  await detail.getByTestId('qo-remarks-input').fill('请尽快报价')
  await detail.getByTestId('qo-move-submit').click()
  await expect(detail).toHaveAttribute('data-status', 'submitted')
  await expect(detail.getByTestId('qo-remarks')).toHaveText('请尽快报价')
  await expect(detail.getByTestId('qo-actions').getByTestId('qo-move-submit')).toHaveCount(0)
  await expect(detail.getByTestId('qo-timeline')).toContainText(/提交|Submitted/)
})

test('an Auditor adjusts the line with a reason, after a conflict that keeps what was typed, and marks it quoted', async ({
  page,
}) => {
  const app = await logInAs(page, 'auditor')
  await page.goto('/quote-order/manage')
  await app.getByTestId('qo-search').locator('input').fill(orderNumber)
  await app.getByTestId('qo-search-submit').click()
  await expect(app.getByTestId('qo-table').locator('tbody tr[data-key]')).toHaveCount(1)
  await app.getByTestId(`qo-open-${orderId}`).click()
  const detail = app.getByTestId('quote-order-detail')
  await expect(detail).toHaveAttribute('data-status', 'submitted')
  const line = detail.getByTestId('qo-line').first()
  const original = amount(await line.getByTestId('qo-line-price').textContent())
  const lower = (Math.floor(original * 90) / 100).toFixed(2)

  // Someone else reviews first: the version on screen is stale, the server says so, nothing typed is lost.
  const version = Number(await detail.getAttribute('data-version'))
  const lineId = Number(await line.getAttribute('data-line-id'))
  const token = await storedToken(page)
  const other = await page.request.post(`/api/quote-order/${orderId}/lines/${lineId}/adjust`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { version, unitPrice: original.toFixed(2), reason: 'first look' },
  })
  expect((await other.json()).code).toBe(200)
  await line.getByTestId('qo-adjust-price').fill(lower)
  await line.getByTestId('qo-adjust-reason').fill(REASON)
  await line.getByTestId('qo-adjust-submit').click()
  await expect(detail.getByTestId('qo-conflict')).toBeVisible()
  await expect(detail).toHaveAttribute('data-version', String(version + 1))
  await expect(line.getByTestId('qo-adjust-reason')).toHaveValue(REASON)
  await expect(line.getByTestId('qo-adjust-price')).toHaveValue(lower)

  await line.getByTestId('qo-adjust-submit').click()
  await expect(line.getByTestId('qo-adjustment-reason')).toContainText(REASON)
  await expect.poll(async () => amount(await line.getByTestId('qo-line-price').textContent())).toBe(Number(lower))
  const clear = line.getByTestId('qo-clear-flags')
  if (await clear.isVisible()) await clear.click()
  await expect(detail.getByTestId('qo-pending-flags')).toHaveCount(0)
  await detail.getByTestId('qo-move-quote').click()
  await expect(detail).toHaveAttribute('data-status', 'quoted')
})

test('the customer sees the adjusted price with its reason and compares it with the first draft', async ({ page }) => {
  const app = await logInAs(page, 'customer')
  const detail = await openOrder(page, app, orderId, 'quoted')
  const line = detail.getByTestId('qo-line').first()
  await expect(line.getByTestId('qo-line-original-price')).toBeVisible()
  await expect(line.getByTestId('qo-adjustment-reason')).toContainText(REASON)
  await expect(detail.getByTestId('qo-printable')).toContainText(REASON)

  await page.goto('/quote-order/manage')
  const table = app.getByTestId('qo-table')
  for (const id of [firstId, orderId]) await table.locator(`tr[data-key="${id}"] input[type="checkbox"]`).check()
  await expect(app.getByTestId('qo-selected-count')).toContainText('2')
  await app.getByTestId('qo-compare-selected').click()
  const compare = app.getByTestId('quote-order-compare')
  await expect(compare.getByTestId('qo-compare-column')).toHaveCount(2)
  await expect(compare.getByTestId('qo-compare-adjustment')).toHaveAttribute('data-differs', 'true')
  await expect(compare.getByTestId('qo-compare-material')).toHaveAttribute('data-differs', 'false')
  await expect(compare.getByTestId('qo-attribution-line')).toContainText(partName)
  await expect(compare.getByTestId('qo-attribution-line')).toContainText(/复核调价|Review adjustment/)
})

test('the customer accepts and places the order, which then shows in the product list', async ({ page }) => {
  const app = await logInAs(page, 'customer')
  const detail = await openOrder(page, app, orderId, 'quoted')
  const totalWithTax = amount(await detail.getByTestId('qo-total-with-tax').first().textContent())
  // Committing to the price asks first, with the amount with tax, the delivery and the ship date.
  for (const [action, status] of [
    ['accept', 'accepted'],
    ['order', 'ordered'],
  ]) {
    await detail.getByTestId(`qo-move-${action}`).click()
    const deal = app.getByTestId('qo-deal-dialog')
    await expect(deal.getByTestId('qo-deal-amount')).toBeInViewport()
    expect(amount(await deal.getByTestId('qo-deal-amount').textContent())).toBe(totalWithTax)
    // The delivery in working days of the shop's calendar, and the date the order ships.
    await expect(deal.getByTestId('qo-deal-delivery')).toHaveText(/^\d+ 个工作日$/)
    await expect(deal.getByTestId('qo-deal-ship-date')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 周.$/)
    await expect(detail).toHaveAttribute('data-status', action === 'accept' ? 'quoted' : 'accepted')
    await deal.getByTestId('qo-deal-confirm').click()
    await expect(detail).toHaveAttribute('data-status', status!)
  }
  await expect(detail.getByTestId('qo-actions').getByTestId('qo-move-cancel')).toHaveCount(0)

  await page.goto('/quote-order/products')
  await app.getByTestId('qo-product-search').locator('input').fill('featuretype')
  await app.getByTestId('qo-product-search').locator('input').press('Enter')
  const row = app.getByTestId('qo-products-table').locator('tbody tr[data-key]').first()
  await expect(row).toContainText(partName)
  await row.focus()
  await row.press('ArrowRight')
  await expect(app.getByTestId('qo-product-history').first()).toContainText(orderNumber)
})

test('deleting the chat record behind the placed order keeps the order’s files, and leaves an empty conversation', async ({
  page,
  browser,
}) => {
  const app = await logInAs(page, 'customer')
  const auth = { Authorization: `Bearer ${await storedToken(page)}` }
  const order = (await (await page.request.get(`/api/quote-order/${orderId}`, { headers: auth })).json()).data
  const part = (
    await (await page.request.get(`/api/cnc/partcosts/part/${order.lines[0].partId}`, { headers: auth })).json()
  ).data
  await page.goto(`/ai-quote/quote?id=${part.chatRecordId}`)
  await expect(app.getByTestId('ai-quote-part')).toHaveCount(1)
  const item = app.locator(`[data-testid="history-item"][data-id="${part.chatRecordId}"]`)
  await item.hover()
  await item.getByTestId('history-delete').click()
  const ask = app.getByTestId('history-delete-dialog')
  // The dialog's host has no box of its own: its slotted button shows the panel is in view.
  await expect(app.getByTestId('history-delete-confirm')).toBeInViewport()
  await expect(ask).toContainText(orderNumber)
  await expect(ask).toContainText('中的零件和文件会保留')
  await app.getByTestId('history-delete-confirm').click()
  await expect(item).toHaveCount(0)
  await expect(page).toHaveURL(/\/ai-quote\/quote$/)
  await expect(app.getByTestId('ai-quote-part')).toHaveCount(0)

  const detail = await openOrder(page, app, orderId, 'ordered')
  await expect(detail.getByTestId('qo-line-model').first()).toBeVisible()
  await expect(detail).not.toContainText('文件无法加载')
  const urls = order.lines[0].files.map((f: { url: string }) => f.url)
  for (const url of urls) expect((await page.request.get(url, { headers: auth })).status()).toBe(200)
  const staff = { Authorization: `Bearer ${(await saveSession(browser, 'auditor')).token}` }
  for (const url of urls) expect((await page.request.get(url, { headers: staff })).status()).toBe(200)
})

test("the order and its adjustment show in the Auditor's statistics", async ({ page }) => {
  const app = await logInAs(page, 'auditor')
  await page.goto('/quote-order/statistics')
  const stats = app.getByTestId('quote-order-statistics')
  await expect(stats.getByTestId('qo-stats-adjustments')).toContainText(orderNumber)
  await expect(stats.getByTestId('qo-stats-adjustments')).toContainText(REASON)
  expect(Number(await stats.getByTestId('qo-stats-ordered').textContent())).toBeGreaterThanOrEqual(1)
  await expect(stats.getByTestId('qo-chart-periods').locator('canvas')).toBeVisible()
})

test("another customer never sees the customer's order", async ({ page }) => {
  const app = await logInAs(page, 'acme')
  await page.goto('/quote-order/manage')
  await app.getByTestId('qo-search').locator('input').fill(orderNumber)
  await app.getByTestId('qo-search-submit').click()
  await expect(app.getByTestId('qo-empty')).toBeVisible()
  await page.goto(`/quote-order/detail?id=${orderId}`)
  await expect(app.getByTestId('qo-detail-error')).toContainText(/不存在|does not exist/)
  await page.goto('/quote-order/statistics')
  await expect(app.locator('[data-testid="quote-order-statistics"] [data-testid="qo-stats-adjustments"]')).toHaveCount(
    0,
  )
})
