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

test('the standalone demo loads with no console error and no failed request', async ({ page }) => {
  const watch = watchPage(page)
  await page.goto('/')
  // Every page but the public ones needs a login: / opens the login page first.
  await expect(page.locator('quote-app').getByTestId('login')).toBeVisible()
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/)
  await page.waitForLoadState('networkidle')
  expect(watch.consoleErrors).toEqual([])
  expect(watch.failedRequests).toEqual([])
})

test('an unknown path shows the 404 page and a way home', async ({ page }) => {
  await page.goto('/login')
  const app = page.locator('quote-app')
  await logIn(app, 'customer')
  await expect(app.getByTestId('guide')).toBeVisible()
  await page.goto('/no/such/page')
  await expect(app.getByTestId('not-found')).toBeVisible()
  await expect(page).toHaveURL(/\/404$/)
  await app.getByTestId('not-found-home').click()
  await expect(app.getByTestId('guide')).toBeVisible()
})

test('an unknown routing value warns and falls back to history routing', async ({ page }) => {
  // History routing owns the page path: /cms.html is not a public route, so the app asks for a login.
  const watch = watchPage(page)
  await page.goto('/cms.html')
  await page.evaluate(() => {
    const app = document.createElement('quote-app')
    app.id = 'bogus'
    app.setAttribute('routing', 'sideways')
    document.body.append(app)
  })
  await expect(page.locator('#bogus').getByTestId('login')).toBeVisible()
  // The path is the history-routed app's; the page's own hash-routed app may have written its #/login
  // before or after it (both load lazily), and owns the hash.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcms\.html(#\/login\?redirect=%2F)?$/)
  expect(watch.warnings.some((w) => w.includes('routing="sideways"'))).toBe(true)
})
