import { expect, test } from '@playwright/test'
import {
  CAPTCHA,
  PASSWORD,
  SMS_CODE,
  fillLogin,
  logInAs,
  storedToken,
  uniquePhone,
  uniqueUsername,
} from './account-helpers.ts'
import { watchPage } from './watch.ts'
import { expectToastInView } from './toast-helpers.ts'

test('a demo account logs in, lands inside the layout and logs out from the user menu after confirming', async ({
  page,
}) => {
  const watch = watchPage(page)
  const app = await logInAs(page, 'customer')
  await expect(app.getByTestId('guide')).toBeVisible()
  await expect(app.getByTestId('current-user')).not.toBeEmpty()
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('quote-elements:user') ?? '{}'))
  expect(stored.token).toBeTruthy()
  expect(stored.loginInfo).toEqual({ username: 'customer' })
  expect(JSON.stringify(stored)).not.toContain(PASSWORD)

  // The session survives a reload.
  await page.reload()
  await expect(app.getByTestId('current-user')).not.toBeEmpty()

  await app.getByTestId('user-menu-trigger').click()
  await app.getByTestId('logout').click()
  const dialog = app.getByTestId('logout-dialog')
  await expect(dialog).toHaveAttribute('open', '')
  await dialog.getByTestId('logout-cancel').click()
  expect(await storedToken(page)).toBeTruthy()

  await app.getByTestId('user-menu-trigger').click()
  await app.getByTestId('logout').click()
  await app.getByTestId('logout-confirm').click()
  await expect(app.getByTestId('login')).toBeVisible()
  expect(await storedToken(page)).toBeFalsy()
  // The username is remembered, the password never.
  await expect(app.getByTestId('login-username').locator('input')).toHaveValue('customer')
  await expect(app.getByTestId('login-password').locator('input')).toHaveValue('')
  expect(watch.consoleErrors).toEqual([])
})

test('a wrong password shows the server message and a fresh, empty captcha', async ({ page }) => {
  await page.goto('/login')
  const app = page.locator('quote-app')
  const firstImage = await app.getByTestId('captcha-image').locator('img').getAttribute('src')
  await fillLogin(app, 'customer', 'not-the-password')
  await expectToastInView(app, 'danger')
  await expect(app.getByTestId('login')).toBeVisible()
  await expect(app.getByTestId('login-captcha').locator('input')).toHaveValue('')
  await expect(app.getByTestId('login-password').locator('input')).toHaveValue('not-the-password')
  await expect.poll(() => app.getByTestId('captcha-image').locator('img').getAttribute('src')).not.toBe(firstImage)
})

test('the captcha input takes at most 4 characters; empty fields are named, and clicking the image clears the code', async ({
  page,
}) => {
  await page.goto('/login')
  const app = page.locator('quote-app')
  const input = app.getByTestId('login-captcha').locator('input')
  await input.fill('ABCDEFG')
  await expect(input).toHaveValue('ABCD')
  await app.getByTestId('captcha-image').click()
  await expect(input).toHaveValue('')
  await app.getByTestId('login-submit').click()
  await expect(app.getByTestId('login-username')).toHaveAttribute('aria-invalid', 'true')
  await expect(app.getByTestId('login-captcha').locator('[part~="form-control-help-text"]')).toHaveText(
    '请输入 4 位图形验证码',
  )
})

test('a customer logs in with the phone number and the SMS code, after a countdown starts', async ({ page }) => {
  await page.goto('/login?redirect=%2Fai-guide')
  const app = page.locator('quote-app')
  await app.getByTestId('login-mode-phone').click()
  const form = app.getByTestId('phone-form')
  await form.getByTestId('phone-number').locator('input').fill('1380000000')
  await form.getByTestId('phone-send-sms').click()
  await expect(form.getByTestId('phone-number')).toHaveAttribute('aria-invalid', 'true')

  await form.getByTestId('phone-number').locator('input').fill('13800000001')
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible()
  await form.getByTestId('phone-captcha').locator('input').fill(CAPTCHA)
  await form.getByTestId('phone-send-sms').click()
  await expect(form.getByTestId('phone-send-sms')).toHaveAttribute('disabled', '')
  await expect(form.getByTestId('phone-send-sms')).toContainText(/\d+/)
  await form.getByTestId('phone-sms').locator('input').fill(SMS_CODE)
  await form.getByTestId('phone-sms').locator('input').press('Enter')
  await expect(app.getByTestId('guide')).toBeVisible()
  await expect(app.getByTestId('current-user')).toContainText('演示客户')
})

test('a new customer registers with an SMS-verified phone and is logged straight in', async ({ page }) => {
  const username = uniqueUsername('maker')
  await page.goto('/login')
  const app = page.locator('quote-app')
  await app.getByTestId('login-to-register').click()
  const form = app.getByTestId('register-form')
  const fill = (id: string, value: string) => form.getByTestId(id).locator('input').fill(value)
  await fill('register-username', username)
  await fill('register-phoneNumber', uniquePhone())
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible()
  await fill('register-captcha', CAPTCHA)
  await form.getByTestId('register-send-sms').click()
  await expect(form.getByTestId('register-send-sms')).toHaveAttribute('disabled', '')
  await fill('register-sms', SMS_CODE)
  await fill('register-password', 'short')
  await fill('register-confirm', 'other')
  await form.getByTestId('register-submit').click()
  await expect(form.getByTestId('register-password')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByTestId('register-confirm')).toHaveAttribute('aria-invalid', 'true')
  // What was typed is still there.
  await expect(form.getByTestId('register-username').locator('input')).toHaveValue(username)

  await fill('register-password', 'Maker2026')
  await fill('register-confirm', 'Maker2026')
  await fill('register-nickName', '新客户')
  await form.getByTestId('register-submit').click()
  await expect(app.getByTestId('guide')).toBeVisible()
  await expect(app.getByTestId('current-user')).toContainText('新客户')
})

test('a forgotten password is reset with an SMS code, and the new one logs in', async ({ page }) => {
  // acme's password is put back at the end, for any later test that uses the demo account.
  const next = 'Acme2026reset'
  await page.goto('/login')
  const app = page.locator('quote-app')
  await app.getByTestId('login-to-forgot').click()
  const form = app.getByTestId('forgot-form')
  const fill = (id: string, value: string) => form.getByTestId(id).locator('input').fill(value)
  await fill('forgot-phoneNumber', '13800000002')
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible()
  await fill('forgot-captcha', CAPTCHA)
  await form.getByTestId('forgot-send-sms').click()
  await expect(form.getByTestId('forgot-send-sms')).toHaveAttribute('disabled', '')
  await fill('forgot-sms', SMS_CODE)
  await fill('forgot-password', next)
  await fill('forgot-confirm', next)
  await form.getByTestId('forgot-submit').click()
  await expectToastInView(app, 'success')
  await expect(app.getByTestId('login-form')).toBeVisible()

  await fillLogin(app, 'acme', next)
  await expect(app.getByTestId('login')).toHaveCount(0)
  const token = await storedToken(page)
  const restore = await page.request.post('/api/account/change-password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { oldPassword: next, newPassword: PASSWORD },
  })
  expect((await restore.json()).code).toBe(200)
})

test('the legal pages open from the login page without logging in, in both languages', async ({ page }) => {
  await page.goto('/login')
  const app = page.locator('quote-app')
  await app.getByTestId('link-agreement').click()
  await expect(app.getByTestId('user-agreement')).toContainText('图纸')
  await app.getByRole('button', { name: 'English' }).click()
  await expect(app.getByTestId('user-agreement')).toContainText('drawings')
  await app.getByTestId('legal-back').click()
  await app.getByTestId('link-privacy').click()
  await expect(app.getByTestId('privacy-policy')).toContainText('Privacy Policy')
})
