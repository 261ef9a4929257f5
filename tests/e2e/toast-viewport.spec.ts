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

/** The contrast ratio of two computed CSS colours (rgb/rgba). */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

test('in dark and grey mode the toast is readable and in view, over a scrolled phone page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.addInitScript(() =>
    localStorage.setItem('quote-elements:app', JSON.stringify({ isDark: true, greyMode: true })),
  )
  await page.goto('/cms.html')
  const app = page.locator('#embedded-app')
  await expect(app.locator('.qe-root')).toHaveClass(/\bdark\b/)
  const form = app.getByTestId('login-form')
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible()
  await form.getByTestId('login-username').locator('input').fill('customer')
  await form.getByTestId('login-password').locator('input').fill('Wrong2026')
  await form.getByTestId('login-captcha').locator('input').fill(CAPTCHA)
  await form.getByTestId('login-submit').click()
  const body = page.locator('body')
  await expectToastInView(body, 'danger')
  const colours = await toastBox(body).evaluate((base) => {
    const style = getComputedStyle(base)
    const message = base.querySelector('[part="message"]') ?? base
    return { background: style.backgroundColor, text: getComputedStyle(message).color }
  })
  expect(contrast(colours.background, colours.text)).toBeGreaterThanOrEqual(4.5)
})
