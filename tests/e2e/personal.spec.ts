import { expect, test } from '@playwright/test'
import { fillLogin, logInAs, registerViaApi, uniquePhone, uniqueUsername } from './account-helpers.ts'
import { expectToastInView } from './toast-helpers.ts'

// A 1×1 PNG, and text pretending to be an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

// One fresh customer for the whole file (the server allows few SMS codes per minute), so the
// password change never touches the demo accounts; it runs last because it changes the password.
const account = { username: uniqueUsername('pc'), phoneNumber: uniquePhone(), password: 'Start2026' }
test.describe.configure({ mode: 'serial' })
test.beforeAll(async ({ request }) => {
  await registerViaApi(request, account)
})

test('the personal center edits the profile, and the new name shows in the user menu', async ({ page }) => {
  const app = await logInAs(page, account.username, account.password, '/login?redirect=%2Fpersonal%2Fpersonal-center')
  const form = app.getByTestId('profile-form')
  await expect(form.getByTestId('profile-username').locator('input')).toHaveValue(account.username)
  await form.getByTestId('profile-email').locator('input').fill('not-an-address')
  await form.getByTestId('profile-submit').click()
  await expect(form.getByTestId('profile-email')).toHaveAttribute('aria-invalid', 'true')

  await form.getByTestId('profile-email').locator('input').fill('buyer@example.com')
  await form.getByTestId('profile-nickName').locator('input').fill('采购小王')
  await form.getByTestId('profile-companyName').locator('input').press('Enter')
  await expectToastInView(app, 'success')
  await expect(app.getByTestId('current-user')).toContainText('采购小王')
  await page.reload()
  await expect(form.getByTestId('profile-email').locator('input')).toHaveValue('buyer@example.com')
})

test('an avatar is uploaded with a preview; a non-image is refused before anything is sent', async ({ page }) => {
  const app = await logInAs(page, account.username, account.password, '/login?redirect=%2Fpersonal%2Fpersonal-center')
  const uploads: string[] = []
  page.on('request', (r) => r.url().includes('upload-avatar') && uploads.push(r.url()))

  const input = app.getByTestId('avatar-input')
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') })
  await expect(app.getByTestId('avatar-error')).toBeVisible()
  expect(uploads).toEqual([])

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
  await expect(app.getByTestId('avatar-error')).toHaveCount(0)
  const preview = app.getByTestId('avatar-preview').locator('img')
  await expect(preview).toHaveAttribute('src', /\/api\/uploads\/avatars\/.+\.png$/)
  expect(uploads).toHaveLength(1)
  const image = await preview.getAttribute('src')
  expect((await page.request.get(image!)).status()).toBe(200)
  // The header shows the same avatar.
  await expect(app.getByTestId('user-avatar').locator('img')).toHaveAttribute('src', image!)
})

test('the password is changed with the current one, and only the new one logs in afterwards', async ({ page }) => {
  const app = await logInAs(page, account.username, account.password, '/login?redirect=%2Fpersonal%2Fpersonal-center')
  const form = app.getByTestId('password-form')
  const fill = (id: string, value: string) => form.getByTestId(id).locator('input').fill(value)
  await fill('password-oldPassword', 'Wrong2026')
  await fill('password-newPassword', 'Next2026pw')
  await fill('password-confirm', 'Next2026pw')
  await form.getByTestId('password-submit').click()
  await expectToastInView(app, 'danger')
  await expect(form.getByTestId('password-newPassword').locator('input')).toHaveValue('Next2026pw')

  await fill('password-oldPassword', account.password)
  await form.getByTestId('password-submit').click()
  await expectToastInView(app, 'success')
  await expect(form.getByTestId('password-oldPassword').locator('input')).toHaveValue('')

  await app.getByTestId('user-menu-trigger').click()
  await app.getByTestId('logout').click()
  await app.getByTestId('logout-confirm').click()
  await fillLogin(app, account.username, account.password)
  await expectToastInView(app, 'danger')
  await fillLogin(app, account.username, 'Next2026pw')
  await expect(app.getByTestId('login')).toHaveCount(0)
})
