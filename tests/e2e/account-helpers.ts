import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

// playwright.config.ts starts the server with these fixed test values.
export const CAPTCHA = 'E2E4'
export const PASSWORD = 'Demo@2026'
export const SMS_CODE = '246810'

let serial = 0

/** A mobile number no other test uses in this run (the SMS cooldown is per phone). */
export function uniquePhone(): string {
  serial += 1
  return `139${String((Date.now() + serial * 7919) % 1e8).padStart(8, '0')}`
}

/** A username no other test uses in this run. */
export function uniqueUsername(prefix: string): string {
  serial += 1
  return `${prefix}${Date.now().toString(36)}${serial}`
}

/** Fills and submits the password login form inside `<quote-app>`. */
export async function fillLogin(app: Locator, username: string, password: string) {
  const form = app.getByTestId('login-form')
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible()
  await form.getByTestId('login-username').locator('input').fill(username)
  await form.getByTestId('login-password').locator('input').fill(password)
  await form.getByTestId('login-captcha').locator('input').fill(CAPTCHA)
  await form.getByTestId('login-submit').click()
}

/** Logs in through the login page and waits for the app to leave it. */
export async function logInAs(page: Page, username: string, password = PASSWORD, path = '/login') {
  await page.goto(path)
  const app = page.locator('quote-app')
  await fillLogin(app, username, password)
  await expect(app.getByTestId('login')).toHaveCount(0)
  return app
}

/** The token the app stored for the logged-in user. */
export async function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('quote-elements:user') ?? '{}').token ?? '')
}

/** Registers a customer straight through the API (captcha, SMS code, register). */
export async function registerViaApi(
  request: APIRequestContext,
  account: { username: string; phoneNumber: string; password: string },
) {
  const captcha = await request.get('/api/account/get-sms-image')
  const captchaKey = captcha.headers()['x-captcha-key'] ?? ''
  const sms = await request.post(`/api/account/v2/sendsms/${account.phoneNumber}`, {
    params: { imageVerifyCode: CAPTCHA, captchaKey },
  })
  expect((await sms.json()).code).toBe(200)
  const reply = await request.post('/api/account/v3/register', { data: { ...account, smsCode: SMS_CODE } })
  const body = await reply.json()
  expect(body.code).toBe(200)
  return body.data as { token: string }
}
