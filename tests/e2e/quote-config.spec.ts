import { expect, test, type Locator } from '@playwright/test'
import { logInAs, storedToken } from './account-helpers.ts'
import { apiAs, quoteOnce, readQuote } from './api-helpers.ts'

// Quote configuration screens against the real server (issue 7, items 8–9): the manage flows,
// the versioning rule seen end to end, and the customer being kept out.

const row = (app: Locator, name: string) => app.getByTestId('qc-list').locator('tr', { hasText: name })

async function search(app: Locator, keyword: string) {
  await app.getByTestId('qc-search').locator('input').fill(keyword)
  await app.getByTestId('qc-search-submit').click()
}

test.describe.configure({ mode: 'serial' })

test('manage: the tour, then add, copy, set default, disable and delete', async ({ page }) => {
  const app = await logInAs(page, 'auditor')
  await page.goto('/quote-config/manage')
  await expect(app.getByTestId('quote-config-manage')).toBeVisible()

  // First visit: view details, then add rule config; the last button finishes it.
  await expect(app.getByTestId('tour-card')).toHaveAttribute('data-step', 'quote-config-view-details')
  await app.getByTestId('tour-next').click()
  await expect(app.getByTestId('tour-card')).toHaveAttribute('data-step', 'quote-config-add-rule')
  await app.getByTestId('tour-next').click()
  await expect(app.getByTestId('tour')).toHaveCount(0)

  const stamp = Date.now().toString(36)
  const name = `E2E ${stamp}`
  await app.getByTestId('qc-add').click()
  // An empty name is refused before anything is sent.
  await app.getByTestId('qc-name-submit').click()
  await expect(app.getByTestId('qc-name')).toHaveClass(/qe-invalid/)
  await app.getByTestId('qc-name').locator('input').fill(name)
  await app.getByTestId('qc-name-submit').click()
  await expect(app.getByTestId('qc-name-dialog')).toHaveCount(0)
  await search(app, stamp)
  await expect(row(app, name)).toContainText('v1')

  await row(app, name).locator('[data-testid^="qc-copy-"]').click()
  await app.getByTestId('qc-name').locator('input').fill(`${name} copy`)
  await app.getByTestId('qc-name-submit').click()
  await expect(app.getByTestId('qc-list').locator('tbody tr')).toHaveCount(2)

  // The copy becomes the default (its badge, no delete, no disable), then the seeded default comes back.
  await row(app, `${name} copy`).locator('[data-testid^="qc-default-"]').click()
  await expect(row(app, `${name} copy`).locator('.qe-qc-badge')).toBeVisible()
  await expect(row(app, `${name} copy`).locator('[data-testid^="qc-delete-"]')).toHaveCount(0)
  await search(app, '')
  const seeded = app.getByTestId('qc-list').locator('tbody tr').filter({ hasNotText: 'E2E' }).first()
  await seeded.locator('[data-testid^="qc-default-"]').click()
  await expect(seeded.locator('.qe-qc-badge')).toBeVisible()

  // Disable, then delete (asked first).
  await search(app, stamp)
  const original = row(app, name).filter({ hasNotText: 'copy' })
  await original.locator('sl-switch').click()
  await expect(original.locator('sl-switch')).not.toHaveAttribute('checked', '')
  await original.locator('[data-testid^="qc-delete-"]').click()
  await expect(app.getByTestId('qc-dialog')).toBeVisible()
  await app.getByTestId('qc-confirm').click()
  await expect(app.getByTestId('qc-list').locator('tbody tr')).toHaveCount(1)
})

test('detail: the six-step tour with next, previous and skip', async ({ page }) => {
  const app = await logInAs(page, 'auditor')
  // Every way into the detail names a configuration: the tour runs with the id query there.
  await page.goto('/quote-config/detail?id=1')
  await expect(app.getByTestId('qc-nav-material')).toBeVisible()
  const card = app.getByTestId('tour-card')
  await expect(card).toHaveAttribute('data-step', 'quote-config-material')
  await app.getByTestId('tour-next').click()
  await expect(card).toHaveAttribute('data-step', 'quote-config-machining')
  await app.getByTestId('tour-prev').click()
  await expect(card).toHaveAttribute('data-step', 'quote-config-material')
  for (const step of ['machining', 'surface', 'other', 'blank', 'pmi']) {
    await app.getByTestId('tour-next').click()
    await expect(card).toHaveAttribute('data-step', `quote-config-${step}`)
  }
  await app.getByTestId('tour-skip').click()
  await expect(app.getByTestId('tour')).toHaveCount(0)
  await page.reload()
  await expect(app.getByTestId('qc-nav-material')).toBeVisible()
  await expect(app.getByTestId('tour')).toHaveCount(0)
})

test('raising a material price: a new quote uses it, the earlier quote keeps its price and version', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const customer = await apiAs(baseURL!, 'customer')
  const before = await quoteOnce(customer)

  const app = await logInAs(page, 'auditor')
  const staff = await apiAs(baseURL!, 'auditor')
  const config = (await (await staff.get(`/api/quote-config/${before.quote.configId}`)).json()).data
  const items = config.version.config.material.items as { key: string; priceKg: number }[]
  const index = items.findIndex((m) => m.key === before.quote.material)
  expect(index).toBeGreaterThanOrEqual(0)
  const raised = String(items[index]!.priceKg * 3)

  await page.goto(`/quote-config/detail?id=${before.quote.configId}`)
  await expect(app.getByTestId('qc-section-material')).toBeVisible()
  await app.getByTestId('tour-skip').click()
  const price = app.getByTestId(`qc-items-${index}-priceKg`)
  await price.locator('input').fill(raised)
  await app.getByTestId('qc-save').click()
  const next = config.version.version + 1
  await expect(app.getByTestId('qc-version')).toContainText(String(next))
  // The previous version's price is shown beside the changed field.
  await expect(price.locator('[part~="form-control-help-text"]')).toContainText(String(items[index]!.priceKg))

  // Leaving a section with unsaved changes asks first.
  await price.locator('input').fill('1')
  await app.getByTestId('qc-nav-pmi').click()
  await expect(app.getByTestId('qc-leave-dialog')).toBeVisible()
  await app.getByTestId('qc-leave-confirm').click()
  await expect(app.getByTestId('qc-section-pmi')).toBeVisible()

  const after = await quoteOnce(customer)
  expect(after.quote.configVersion).toBe(next)
  expect(Number(after.quote.unitPrice)).toBeGreaterThan(Number(before.quote.unitPrice))
  const again = await readQuote(customer, before.partId)
  expect(again.unitPrice).toBe(before.quote.unitPrice)
  expect(again.configVersion).toBe(before.quote.configVersion)
  await customer.dispose()
  await staff.dispose()
})

test('a customer cannot open the configuration screens, and the API refuses them', async ({ page, baseURL }) => {
  const app = await logInAs(page, 'customer')
  for (const path of ['/quote-config/manage', '/quote-config/detail?id=1']) {
    await page.goto(path)
    await expect(app.getByTestId('not-found')).toBeVisible()
    await expect(page).toHaveURL(/\/404$/)
  }
  const token = await storedToken(page)
  const reply = await page.request.get(`${baseURL}/api/quote-config/list`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(reply.status()).toBe(403)
})
