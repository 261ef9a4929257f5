import { expect, test, type Locator, type Page } from '@playwright/test'
import { logInAs } from './account-helpers.ts'
import { apiAs, quoteOnce } from './api-helpers.ts'

// Lead time on the staff's and the customer's screens: staff set the shop's tiers in the quote
// configuration's lead-time section, in words, and save them; a quote order says when each part
// and the order ship, in the reader's language.

/** Switches the language live, as another tab of the site would, and waits for the app to speak it. */
async function switchLanguage(page: Page, app: Locator, locale: 'zh-CN' | 'en') {
  await page.evaluate((lang) => {
    const newValue = JSON.stringify(lang)
    localStorage.setItem('quote-elements:lang', newValue)
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'quote-elements:lang', newValue, storageArea: localStorage }),
    )
  }, locale)
  await expect(app.locator('.qe-root').first()).toHaveAttribute('lang', locale)
}

/** The row of the tiers table keyed `tier` (the stored order of the keys is not the factory's). */
async function tierRow(section: Locator, tier: string): Promise<number> {
  const keys = section.getByTestId('qc-table-tiers').locator('select[data-testid$="-key"]')
  await expect(keys).not.toHaveCount(0)
  const values = await keys.evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value))
  expect(values).toContain(tier)
  return values.indexOf(tier)
}

/** Opens a configuration's lead-time section, past the first visit's tour. */
async function openLeadTime(page: Page, app: Locator, id: number) {
  await page.goto(`/quote-config/detail?id=${id}`)
  await expect(app.getByTestId('qc-nav-leadTime')).toBeVisible()
  if (await app.getByTestId('tour-skip').isVisible()) await app.getByTestId('tour-skip').click()
  await app.getByTestId('qc-nav-leadTime').click()
  const section = app.getByTestId('qc-section-leadTime')
  await expect(section).toBeVisible()
  return section
}

test('staff change the rush tier’s price factor and the cutoff in words, a wrong cutoff is refused first', async ({
  page,
  baseURL,
}) => {
  const staff = await apiAs(baseURL!, 'auditor')
  const created = await (await staff.post('/api/quote-config', { data: { name: `E2E lead ${Date.now()}` } })).json()
  expect(created.code, created.msg).toBe(200)
  const id = created.data.id as number
  const version = created.data.version.version as number

  const app = await logInAs(page, 'auditor')
  const section = await openLeadTime(page, app, id)
  // Tiers, queues, weekdays and machine kinds are named, every column says its unit.
  const row = await tierRow(section, 'rush')
  await expect(section.getByTestId(`qc-tiers-${row}-key`).locator('option:checked')).toHaveText('加急')
  await expect(section.getByTestId(`qc-tiers-${row}-queue`).locator('option:checked')).toHaveText('优先插队')
  await expect(section.getByTestId('qc-table-tiers')).toContainText('最长交期（天，0 = 不限）')
  await expect(section.getByTestId('qc-workdays-1')).toHaveText('周一')
  await expect(section.getByTestId('qc-workdays-1')).toHaveAttribute('checked', '')
  await expect(section.getByTestId('qc-workdays-6')).not.toHaveAttribute('checked', '')
  await expect(section.getByTestId('qc-table-machineHours')).toContainText('五轴加工中心')

  const cutoff = section.getByTestId('qc-cutoff')
  await cutoff.locator('input').fill('25:00')
  await section.getByTestId(`qc-tiers-${row}-priceFactor`).locator('input').fill('0.45')
  await section.getByTestId('qc-save').click()
  await expect(section.getByTestId('qc-errors').locator('[part~="base"]')).toBeInViewport()
  await expect(cutoff).toHaveClass(/qe-invalid/)
  await expect(cutoff.locator('[part~="form-control-help-text"]')).toContainText('例如 15:00')

  await cutoff.locator('input').fill('16:30')
  await section.getByTestId('qc-save').click()
  await expect(app.getByTestId('qc-version')).toContainText(String(version + 1))
  await expect(section.getByTestId('qc-errors')).toHaveCount(0)

  // Saved: the server holds it, and the screen shows it again after a reload, in English too.
  const saved = (await (await staff.get(`/api/quote-config/${id}`)).json()).data.version.config.leadTime
  expect(saved.tiers.rush.priceFactor).toBe(0.45)
  expect(saved.cutoff).toBe('16:30')
  const again = await openLeadTime(page, app, id)
  const savedRow = await tierRow(again, 'rush')
  await expect(again.getByTestId(`qc-tiers-${savedRow}-priceFactor`).locator('input')).toHaveValue('0.45')
  await expect(again.getByTestId('qc-cutoff').locator('input')).toHaveValue('16:30')
  await switchLanguage(page, app, 'en')
  await expect(again.getByTestId(`qc-tiers-${savedRow}-key`).locator('option:checked')).toHaveText('Rush')
  await expect(again.getByTestId('qc-workdays-1')).toHaveText('Monday')
  await expect(again.getByTestId('qc-cutoff').locator('[part~="form-control-label"]')).toHaveText(
    'Daily cutoff (HH:mm)',
  )
  await staff.dispose()
})

test('a quote order says when each part and the order ship, in Chinese and in English', async ({ page, baseURL }) => {
  test.setTimeout(150_000)
  const customer = await apiAs(baseURL!, 'customer')
  const { partId } = await quoteOnce(customer)
  const created = await (await customer.post('/api/quote-order/create', { data: { partIds: [partId] } })).json()
  expect(created.code, created.msg).toBe(200)
  const order = created.data as { id: number; shipDate: string; lines: { tier: string; shipDate: string }[] }
  expect(order.shipDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)

  const app = await logInAs(page, 'customer')
  await page.goto(`/quote-order/detail?id=${order.id}`)
  const detail = app.getByTestId('quote-order-detail')
  const [y, m, d] = order.shipDate.split('-').map(Number) as [number, number, number]
  await expect(detail.getByTestId('qo-ship-date')).toBeInViewport()
  await expect(detail.getByTestId('qo-ship-date')).toHaveText(new RegExp(`^${y}年${m}月${d}日 周[一二三四五六日]$`))
  const line = detail.getByTestId('qo-line').first()
  await line.getByTestId('qo-line-ship-date').scrollIntoViewIfNeeded()
  await expect(line.getByTestId('qo-line-ship-date')).toBeInViewport()
  await expect(line.getByTestId('qo-line-tier')).toHaveText('标准')
  await expect(line.getByTestId('qo-line-days')).toHaveText(/^\d+ 个工作日$/)
  await expect(line.getByTestId('qo-line-delivery-date')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 周.$/)
  await expect(line).not.toContainText('0 天')

  await switchLanguage(page, app, 'en')
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en', { month: 'short', timeZone: 'UTC' })
  await expect(detail.getByTestId('qo-ship-date')).toHaveText(new RegExp(`^[A-Z][a-z]{2}, ${month} ${d}, ${y}$`))
  await expect(line.getByTestId('qo-line-tier')).toHaveText('Standard')
  await expect(line.getByTestId('qo-line-days')).toHaveText(/^\d+ working days?$/)
  await line.getByTestId('qo-line-ship-date').scrollIntoViewIfNeeded()
  await expect(line.getByTestId('qo-line-ship-date')).toBeInViewport()
  await detail.getByTestId('qo-ship-date').scrollIntoViewIfNeeded()
  await expect(detail.getByTestId('qo-ship-date')).toBeInViewport()
  await customer.dispose()
})
