import { expect, test } from '@playwright/test'
import { CAPTCHA, logInAs } from './account-helpers.ts'
import { expectToastInView, toastBox } from './toast-helpers.ts'

// A toast answers where the user is looking: at the top of the viewport whatever the page or the
// element has scrolled to, on a desktop and on a phone, also in an element low on a long CMS page.

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`toasts at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test('a wrong current password in the personal center is said in view', async ({ page }) => {
      const app = await logInAs(page, 'customer', undefined, '/login?redirect=%2Fpersonal%2Fpersonal-center')
      const form = app.getByTestId('password-form')
      const fill = (id: string, value: string) => form.getByTestId(id).locator('input').fill(value)
      await fill('password-oldPassword', 'Wrong2026')
      await fill('password-newPassword', 'Next2026pw')
      await fill('password-confirm', 'Next2026pw')
      await form.getByTestId('password-submit').click()
      await expectToastInView(app, 'danger')
    })

    test('a failed login low on a long CMS page is said in view', async ({ page }) => {
      await page.goto('/cms.html')
      const form = page.locator('#embedded-app').getByTestId('login-form')
      await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible()
      await form.getByTestId('login-username').locator('input').fill('customer')
      await form.getByTestId('login-password').locator('input').fill('Wrong2026')
      await form.getByTestId('login-captcha').locator('input').fill(CAPTCHA)
      await form.getByTestId('login-submit').click()
      // The page is scrolled down to the app; the toast is shown by the first element on the page.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      await expectToastInView(page.locator('body'), 'danger')
      // …and stays in view wherever the page is scrolled while it shows.
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(toastBox(page.locator('body'))).toBeInViewport()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect(toastBox(page.locator('body'))).toBeInViewport()
    })
  })
}
