import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { logInAs } from './account-helpers.ts'
import { apiAs, quoteOnce } from './api-helpers.ts'
import { expectToastInView } from './toast-helpers.ts'

// The 报价单 PDF: staff fill in the shop profile it prints (texts and the seal), and a customer
// downloads the PDF of their own order from its detail screen.
test.describe.configure({ mode: 'serial' })

/** A red ring on a transparent ground, as a seal scan is kept. */
const seal = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="100" r="90" fill="none" stroke="#c00" stroke-width="8"/></svg>',
    ),
  )
    .png()
    .toBuffer()

test('staff save the shop profile and upload its seal, each confirmed in view', async ({ page }) => {
  const app = await logInAs(page, 'admin')
  await page.goto('/quote-config/shop-profile')
  const screen = app.getByTestId('shop-profile')
  await expect(screen.getByTestId('shop-profile-form')).toBeVisible()
  await screen.getByTestId('shop-name-zh-CN').locator('input').fill('苏州精工机械有限公司')
  await screen.getByTestId('shop-name-en').locator('input').fill('Suzhou Precision Machining Co.')
  await screen.getByTestId('shop-paymentTerms-zh-CN').locator('input').fill('月结 30 天')
  await screen.getByTestId('shop-invoice-type').selectOption('ordinary')
  await screen.getByTestId('shop-profile-save').click()
  await expectToastInView(app, 'success')
  await screen
    .getByTestId('shop-image-seal-input')
    .setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: await seal() })
  await expect(screen.getByTestId('shop-image-seal').locator('img')).toBeVisible()
  await expect(screen.getByTestId('shop-image-seal-remove')).toBeVisible()
  await page.reload()
  await expect(app.getByTestId('shop-name-zh-CN').locator('input')).toHaveValue('苏州精工机械有限公司')
  await expect(app.getByTestId('shop-invoice-type')).toHaveValue('ordinary')
})

test('a customer downloads the PDF of their order, told so in view', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const customer = await apiAs(baseURL!, 'customer')
  const { partId } = await quoteOnce(customer)
  const created = await (await customer.post('/api/quote-order/create', { data: { partIds: [partId] } })).json()
  expect(created.code, created.msg).toBe(200)
  const { id, number } = created.data as { id: number; number: string }
  await customer.dispose()

  const app = await logInAs(page, 'customer')
  await page.goto(`/quote-order/detail?id=${id}`)
  const detail = app.getByTestId('quote-order-detail')
  await expect(detail).toHaveAttribute('data-status', 'draft')
  const [download] = await Promise.all([page.waitForEvent('download'), detail.getByTestId('qo-download-pdf').click()])
  expect(download.suggestedFilename()).toBe(`${number}.pdf`)
  const bytes = readFileSync(await download.path())
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await expectToastInView(app, 'success')
  await expect(app.getByTestId('toast')).toContainText(/报价单 PDF 已下载|Quotation PDF downloaded/)
})
