import { expect, test, type Locator } from '@playwright/test'
import { watchPage } from './watch.ts'

// playwright.config.ts starts the server with QUOTE_TEST_CAPTCHA=E2E4 and QUOTE_DEMO_PASSWORD=Demo@2026.
const CAPTCHA = 'E2E4'
const PASSWORD = 'Demo@2026'

async function fillLogin(app: Locator, username: string, password: string) {
  const form = app.getByTestId('login-form')
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible()
  await form.getByTestId('login-username').locator('input').fill(username)
  await form.getByTestId('login-password').locator('input').fill(password)
  await form.getByTestId('login-captcha').locator('input').fill(CAPTCHA)
  await form.getByTestId('login-submit').click()
}

test('a demo account logs in against the server and logs out after confirming', async ({ page }) => {
  const watch = watchPage(page)
  await page.goto('/login')
  const app = page.locator('quote-app')
  await fillLogin(app, 'customer', PASSWORD)
  await expect(app.getByTestId('guide')).toBeVisible()
  await expect(app.getByTestId('current-user')).not.toBeEmpty()
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('quote-elements:user') ?? '{}'))
  expect(stored.token).toBeTruthy()
  expect(JSON.stringify(stored)).not.toContain(PASSWORD)

  // The session survives a reload.
  await page.reload()
  await expect(app.getByTestId('current-user')).not.toBeEmpty()

  await app.getByTestId('logout').click()
  const dialog = app.getByTestId('logout-dialog')
  await expect(dialog).toHaveAttribute('open', '')
  await dialog.getByTestId('logout-confirm').click()
  await expect(app.getByTestId('login')).toBeVisible()
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('quote-elements:user') ?? '{}'))
  expect(after.token).toBeFalsy()
  expect(watch.consoleErrors).toEqual([])
})

test('a wrong password shows the server message and a fresh, empty captcha', async ({ page }) => {
  await page.goto('/login')
  const app = page.locator('quote-app')
  const firstImage = await app.getByTestId('captcha-image').locator('img').getAttribute('src')
  await fillLogin(app, 'customer', 'not-the-password')
  await expect(app.getByTestId('toast')).toHaveAttribute('data-variant', 'danger')
  await expect(app.getByTestId('login')).toBeVisible()
  await expect(app.getByTestId('login-captcha').locator('input')).toHaveValue('')
  await expect.poll(() => app.getByTestId('captcha-image').locator('img').getAttribute('src')).not.toBe(firstImage)
})

test('the captcha input takes at most 4 characters', async ({ page }) => {
  await page.goto('/login')
  const input = page.locator('quote-app').getByTestId('login-captcha').locator('input')
  await input.fill('ABCDEFG')
  await expect(input).toHaveValue('ABCD')
})
