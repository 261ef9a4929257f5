import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { logInAs } from './account-helpers.ts'
import { apiAs, quoteOnce, readOrder, moveOrder } from './api-helpers.ts'
import { expectToastInView } from './toast-helpers.ts'

// Approval before a quote reaches the customer: staff set an amount limit on the rules screen; an
// order at the limit is sent to 审核 by the Auditor's quote, the Auditor passes 审核 with an
// opinion, an Administrator passes 批准, and only then does the customer see the price and
// download the 报价单 PDF.
test.describe.configure({ mode: 'serial' })

let orderId = 0
let totalWithTax = ''

async function openOrder(page: Page, app: Locator, status: string) {
  await page.goto(`/quote-order/detail?id=${orderId}`)
  const detail = app.getByTestId('quote-order-detail')
  await expect(detail).toHaveAttribute('data-status', status)
  return detail
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(150_000)
  const customer = await apiAs(baseURL!, 'customer')
  const staff = await apiAs(baseURL!, 'admin')
  const { partId } = await quoteOnce(customer)
  const created = await (await customer.post('/api/quote-order/create', { data: { partIds: [partId] } })).json()
  orderId = created.data.id
  await moveOrder(customer, orderId, 'submit')
  for (const line of (await readOrder(staff, orderId)).lines) {
    const { version } = await readOrder(staff, orderId)
    await staff.post(`/api/quote-order/${orderId}/lines/${line.lineId}/clear-flags`, { data: { version } })
  }
  totalWithTax = ((await readOrder(staff, orderId)) as unknown as { totalWithTax: string }).totalWithTax
})

// The rules are the shop's: leave none behind for other specs' quotes.
test.afterAll(async ({ baseURL }) => {
  const staff = await apiAs(baseURL!, 'admin')
  const rules = (await (await staff.get('/api/quote-order/approval-rules')).json()).data as { id: number }[]
  for (const r of rules) await staff.delete(`/api/quote-order/approval-rules/${r.id}`)
})

test('staff set an approval limit at the order’s amount, in words', async ({ page }) => {
  const app = await logInAs(page, 'admin')
  await page.goto('/quote-order/approval-rules')
  await app.getByTestId('qo-rule-add').click()
  await app.getByTestId('qo-rule-threshold').fill('abc')
  await app.getByTestId('qo-rule-save').click()
  await expect(app.getByTestId('qo-rule-error')).toBeInViewport()
  await app.getByTestId('qo-rule-threshold').fill(totalWithTax)
  await expect(app.getByTestId('qo-rule-preview')).toContainText(/审核 → 批准|a check, then approval/)
  await app.getByTestId('qo-rule-save').click()
  await expectToastInView(app, 'success')
  await expect(app.getByTestId('qo-rule')).toHaveCount(1)
})

test('the Auditor’s quote goes to 审核 instead of the customer', async ({ page }) => {
  const app = await logInAs(page, 'auditor')
  const detail = await openOrder(page, app, 'submitted')
  await detail.getByTestId('qo-move-quote').click()
  const panel = detail.getByTestId('qo-approval')
  await expect(panel).toHaveAttribute('data-next', 'check')
  await expect(detail).toHaveAttribute('data-status', 'submitted')
})

test('meanwhile the customer sees the order without any price', async ({ page }) => {
  const customer = await logInAs(page, 'customer')
  const mine = await openOrder(page, customer, 'submitted')
  await expect(mine.getByTestId('qo-price-withheld')).toBeVisible()
  await expect(mine.getByTestId('qo-line-price-withheld')).toBeVisible()
  await expect(mine.getByTestId('qo-approval')).toHaveCount(0)
})

test('the Auditor passes 审核 with an opinion, then waits for 批准', async ({ page }) => {
  const app = await logInAs(page, 'auditor')
  const detail = await openOrder(page, app, 'submitted')
  const panel = detail.getByTestId('qo-approval')
  // A rejection needs an opinion: said beside the field, nothing sent.
  await panel.getByTestId('qo-approval-reject').click()
  await expect(panel.locator('#qo-approval-error')).toBeInViewport()
  await panel.getByTestId('qo-approval-opinion').fill('价格合理，同意')
  await panel.getByTestId('qo-approval-approve').click()
  await app.getByTestId('qo-approval-confirm').click()
  await expectToastInView(app, 'success')
  await expect(panel).toHaveAttribute('data-next', 'approve')
  await expect(panel.getByTestId('qo-approval-decisions')).toContainText('价格合理，同意')
  await expect(panel.getByTestId('qo-approval-waiting')).toBeVisible()
})

test('an Administrator passes 批准, which quotes the order', async ({ page }) => {
  const app = await logInAs(page, 'subadmin')
  const detail = await openOrder(page, app, 'submitted')
  const panel = detail.getByTestId('qo-approval')
  await panel.getByTestId('qo-approval-opinion').fill('批准')
  await panel.getByTestId('qo-approval-approve').click()
  await app.getByTestId('qo-approval-confirm').click()
  await expect(detail).toHaveAttribute('data-status', 'quoted')
  await expect(detail.getByTestId('qo-timeline')).toContainText('价格合理，同意')
})

test('the customer then sees the price and downloads the 报价单 PDF', async ({ page }) => {
  const customer = await logInAs(page, 'customer')
  const mine = await openOrder(page, customer, 'quoted')
  await expect(mine.getByTestId('qo-total-with-tax').first()).toBeVisible()
  await expect(mine.getByTestId('qo-price-withheld')).toHaveCount(0)
  const [download] = await Promise.all([page.waitForEvent('download'), mine.getByTestId('qo-download-pdf').click()])
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  const bytes = readFileSync(await download.path())
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await expectToastInView(customer, 'success')
})
