import { expect, test, type Page } from '@playwright/test'
import { CAPTCHA, PASSWORD } from './account-helpers.ts'
import { quoteParts } from './ai-quote-helpers.ts'
import { pageWith, saveSession } from './session-helpers.ts'

/** `quote-created`'s detail (src/lib/events.ts). */
interface QuoteCreated {
  chatRecordId: number
  partIds: number[]
  parts: {
    partId: number
    tier: string | null
    days: number | null
    shipDate: string | null
    deliveryDate: string | null
  }[]
  shipDate: string | null
  deliveryDate: string | null
}

/** Records the page-level events our elements send, from before the page's own scripts run. */
async function recordEvents(page: Page, names: string[]) {
  await page.addInitScript((events) => {
    const w = window as unknown as { seen: Record<string, unknown[]> }
    w.seen = {}
    for (const name of events)
      document.addEventListener(name, (e) => (w.seen[name] ??= []).push((e as CustomEvent).detail))
  }, names)
  return (name: string) =>
    page.waitForFunction((n) => (window as unknown as { seen: Record<string, unknown[]> }).seen[n]?.[0], name)
}

test('<ai-quote> on a CMS page logs in inline and tells the page', async ({ page }) => {
  const seen = await recordEvents(page, ['quote-login'])
  await page.goto('/cms.html')
  const quote = page.locator('#embedded-quote')
  const form = quote.getByTestId('login-form')
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible()
  await form.getByTestId('login-username').locator('input').fill('customer')
  await form.getByTestId('login-password').locator('input').fill(PASSWORD)
  await form.getByTestId('login-captcha').locator('input').fill(CAPTCHA)
  await form.getByTestId('login-submit').click()
  await expect(quote.getByTestId('inline-login')).toHaveCount(0)
  expect(await (await seen('quote-login')).jsonValue()).toMatchObject({ username: 'customer' })
})

test('<ai-quote> on a CMS page completes a quote and tells the page', async ({ browser }) => {
  const page = await pageWith(browser, await saveSession(browser, 'customer'))
  const seen = await recordEvents(page, ['quote-created'])
  await page.goto('/cms.html')
  const quote = page.locator('#embedded-quote')
  const card = await quoteParts(quote)
  await expect(card.getByTestId('ai-quote-breakdown')).toBeVisible()
  const detail = (await (await seen('quote-created')).jsonValue()) as QuoteCreated
  expect(detail.chatRecordId).toBeGreaterThan(0)
  expect(detail.partIds).toHaveLength(1)
  // The promised dates travel with it: the part's tier, working days and ship date, as the card shows them.
  const [quoted] = detail.parts
  expect(quoted).toMatchObject({ partId: detail.partIds[0], tier: 'standard' })
  expect(quoted!.days).toBeGreaterThan(0)
  expect(quoted!.shipDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(quoted!.deliveryDate! >= quoted!.shipDate!).toBe(true)
  expect([detail.shipDate, detail.deliveryDate]).toEqual([quoted!.shipDate, quoted!.deliveryDate])
  await expect(card.getByTestId('ai-quote-ship-date')).not.toBeEmpty()
  await page.context().close()
})
