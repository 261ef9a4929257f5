import { expect, test } from '@playwright/test'
import { CAPTCHA, SMS_CODE, logInAs, uniquePhone } from './account-helpers.ts'
import { expectToastInView } from './toast-helpers.ts'

test('the /500 page shows what went wrong with a picture, and "try again" opens the failed screen', async ({
  page,
}) => {
  const app = await logInAs(page, 'customer')
  await page.goto(`/500?redirect=${encodeURIComponent('/ai-guide')}`)
  const error = app.getByTestId('server-error')
  await expect(error.locator('svg.qe-error-art')).toBeInViewport()
  await expect(error.getByRole('heading', { name: '服务器出了点问题' })).toBeInViewport()
  await error.getByTestId('server-error-retry').click()
  await expect(app.getByTestId('guide')).toBeVisible()
  await page.goto('/403')
  await expect(app.getByTestId('forbidden').getByRole('heading', { name: '无权访问' })).toBeInViewport()
  await app.getByTestId('forbidden-home').click()
  await expect(app.getByTestId('guide')).toBeVisible()
})

test('a company main account acts as its sub-account after confirming, and goes back', async ({ page }) => {
  const app = await logInAs(page, 'acme')
  await expect(app.getByTestId('current-user')).toHaveText('华锐精密')
  await app.getByTestId('user-menu-trigger').click()
  await app.getByTestId('user-menu-switch').click()
  const dialog = app.getByTestId('switch-account-dialog')
  await dialog.getByTestId('switch-account-acme-engineer').click()
  await dialog.getByTestId('switch-account-confirm').click()
  await expect(dialog).toHaveCount(0)
  await expectToastInView(app, 'success')
  await expect(app.getByTestId('current-user')).toHaveText('工艺 李工')

  await app.getByTestId('user-menu-trigger').click()
  await expect(app.getByTestId('user-menu-switch')).toContainText('华锐精密')
  await app.getByTestId('user-menu-switch').click()
  await app.getByTestId('switch-account-confirm').click()
  await expect(app.getByTestId('current-user')).toHaveText('华锐精密')
})

test('registering a taken username says so under the username, and the same SMS code then works', async ({ page }) => {
  await page.goto('/login')
  const app = page.locator('quote-app')
  await app.getByTestId('login-to-register').click()
  const form = app.getByTestId('register-form')
  const fill = (id: string, value: string) => form.getByTestId(id).locator('input').fill(value)
  await fill('register-username', 'customer')
  await fill('register-phoneNumber', uniquePhone())
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible()
  await fill('register-captcha', CAPTCHA)
  await form.getByTestId('register-send-sms').click()
  await expect(form.getByTestId('register-send-sms')).toHaveAttribute('disabled', '')
  await fill('register-sms', SMS_CODE)
  await fill('register-password', 'Maker2026')
  await fill('register-confirm', 'Maker2026')
  await form.getByTestId('register-submit').click()
  const username = form.getByTestId('register-username')
  await expect(username).toHaveAttribute('aria-invalid', 'true')
  await expect(username.locator('[part="form-control-help-text"]')).toHaveText('用户名已被注册')
  await expect(username.locator('[part="form-control-help-text"]')).toBeInViewport()
  await expect(app.getByTestId('toast')).toHaveCount(0)

  await fill('register-username', `maker${Date.now().toString(36)}`)
  await form.getByTestId('register-submit').click()
  await expect(app.getByTestId('guide')).toBeVisible()
})
