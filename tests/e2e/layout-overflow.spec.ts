import { expect, test, type Locator, type Page } from '@playwright/test'

// Screens at a phone's width and a laptop's: nothing makes the page scroll sideways, and the
// controls that used to spill out of their card or tile now sit inside it.

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(sizes.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(sizes.client)
}

/** `inner` lies wholly inside `outer` (both visible). */
async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()]
  expect(a, 'inner element shown').not.toBeNull()
  expect(b, 'container shown').not.toBeNull()
  const what = `${JSON.stringify(a)} inside ${JSON.stringify(b)}`
  expect(a!.x, what).toBeGreaterThanOrEqual(b!.x)
  expect(a!.y, what).toBeGreaterThanOrEqual(b!.y)
  expect(a!.x + a!.width, what).toBeLessThanOrEqual(b!.x + b!.width + 0.5)
  expect(a!.y + a!.height, what).toBeLessThanOrEqual(b!.y + b!.height + 0.5)
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test("the login captcha image and the register form's SMS button stay inside their fields", async ({ page }) => {
      await page.goto('/login')
      const app = page.locator('quote-app')
      const login = app.getByTestId('login-form')
      await expect(login.getByTestId('captcha-image').locator('img')).toBeVisible()
      await expectInside(login.getByTestId('captcha-image'), login)
      await expectNoSidewaysScroll(page)

      await app.getByTestId('login-to-register').click()
      const register = app.getByTestId('register-form')
      await expect(register.getByTestId('captcha-image').locator('img')).toBeVisible()
      await expectInside(register.getByTestId('captcha-image'), register)
      // The button's label, not only its box: a label wider than the button spilled over its border.
      const send = register.getByTestId('register-send-sms')
      await expectInside(send, register)
      await expectInside(send.locator('.button__label'), send)
      await expectNoSidewaysScroll(page)
    })
  })
}
