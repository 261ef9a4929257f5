import { expect, test } from '@playwright/test'
import { CAPTCHA, PASSWORD } from './account-helpers.ts'
import { quoteParts } from './ai-quote-helpers.ts'

test.setTimeout(120_000)

test('<ai-quote> on a CMS page logs in inline, completes a quote and tells the page', async ({ page }) => {
  await page.goto('/cms.html')
  await page.evaluate(() => {
    const w = window as unknown as { created: unknown[] }
    w.created = []
    document.addEventListener('quote-created', (e) => w.created.push((e as CustomEvent).detail))
  })
  const quote = page.locator('#embedded-quote')
  const form = quote.getByTestId('login-form')
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible()
  await form.getByTestId('login-username').locator('input').fill('customer')
  await form.getByTestId('login-password').locator('input').fill(PASSWORD)
  await form.getByTestId('login-captcha').locator('input').fill(CAPTCHA)
  await form.getByTestId('login-submit').click()
  await expect(quote.getByTestId('inline-login')).toHaveCount(0)

  const card = await quoteParts(quote)
  await expect(card.getByTestId('ai-quote-breakdown')).toBeVisible()
  const created = await page.waitForFunction(() => (window as unknown as { created: { chatRecordId: number; partIds: number[] }[] }).created[0])
  const detail = (await created.jsonValue()) as { chatRecordId: number; partIds: number[] }
  expect(detail.chatRecordId).toBeGreaterThan(0)
  expect(detail.partIds).toHaveLength(1)
})
