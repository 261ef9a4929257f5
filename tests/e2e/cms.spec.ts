import { expect, test, type Locator } from '@playwright/test'
import { watchPage } from './watch.ts'

async function logIn(app: Locator, username: string) {
  const form = app.getByTestId('login-form')
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible()
  await form.getByTestId('login-username').locator('input').fill(username)
  await form.getByTestId('login-password').locator('input').fill('Demo@2026')
  await form.getByTestId('login-captcha').locator('input').fill('E2E4')
  await form.getByTestId('login-submit').click()
}

test.describe('a hostile CMS page embedding the bundle with the classic loader', () => {
  test('shows our elements unaffected by its CSS', async ({ page }) => {
    const watch = watchPage(page)
    await page.goto('/cms.html')
    const app = page.locator('#embedded-app')
    // Logged out, the app opens its login page (in the hash: the host's path is the host's).
    await expect(app.getByTestId('login')).toBeVisible()
    await expect(page).toHaveURL(/\/cms\.html#\/login\?redirect=%2F$/)
    await expect(page.locator('#embedded-quote').getByTestId('ai-quote')).toBeVisible()
    // The host hides every <button> and forces Comic Sans; ours live in shadow roots.
    const inner = app.locator('sl-button').first().locator('button')
    await expect(inner).toBeVisible()
    const font = await app
      .locator('.qe-title')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily)
    expect(font).not.toContain('Comic Sans')
    await expect(page.locator('#host-button')).toBeHidden()
    expect(watch.consoleErrors).toEqual([])
    expect(watch.failedRequests).toEqual([])
  })

  test("leaves the host's #anchors alone and routes on #/ paths", async ({ page }) => {
    await page.goto('/cms.html')
    const app = page.locator('#embedded-app')
    await logIn(app, 'customer')
    await expect(app.getByTestId('guide')).toBeVisible()
    await expect(page).toHaveURL(/\/cms\.html#\/ai-guide$/)
    // The hash-routed app never sets the host page's title.
    await expect(page).toHaveTitle('ACME Machining — Get a quote (CMS page)')
    await page.locator('nav a[href="#about"]').click()
    await expect(page).toHaveURL(/#about$/)
    await expect(app.getByTestId('guide')).toBeVisible()
    await expect(app.getByTestId('not-found')).toHaveCount(0)
    await page.evaluate(() => {
      location.hash = '#/no-such-route'
    })
    await expect(app.getByTestId('not-found')).toBeVisible()
    await page.locator('nav a[href="#/ai-guide"]').click()
    await expect(app.getByTestId('guide')).toBeVisible()
  })

  test("keeps the host's storage keys when our storage is cleared", async ({ page }) => {
    await page.goto('/cms.html')
    const app = page.locator('#embedded-app')
    await app.locator('sl-button', { hasText: 'English' }).click()
    await expect(app.locator('.qe-title').first()).toHaveText('Large Model for Part Manufacturing')
    const before = await page.evaluate(() => ({ ...localStorage }))
    expect(before['lang']).toBe('host-language')
    expect(before['quote-elements:lang']).toBe('"en"')
    const after = await page.evaluate(() => {
      localStorage.setItem('quote-elements:ai-quote/quote', '"draft"')
      window.QuoteElements.clearStorage()
      return { ...localStorage }
    })
    expect(after['lang']).toBe('host-language')
    expect(after['host:cart']).toBe('3 items')
    expect(after['quote-elements:lang']).toBeUndefined()
    expect(after['quote-elements:ai-quote/quote']).toBe('"draft"')
  })
})
