import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { logInAs, uniqueUsername } from './account-helpers.ts'
import { toastBox } from './toast-helpers.ts'

// Every main action answers where the user is looking: on a desktop and on a phone, the success or
// error message of each action below is in the viewport soon after the click. One page per
// viewport, logged in once; the screens are visited in turn.

const SOON = { timeout: 2_000 }

/** Runs `act` and checks that a toast of `variant` is then in view. */
async function answersInView(app: Locator, variant: 'success' | 'danger', act: () => Promise<void>) {
  await act()
  await expect(app.getByTestId('toast')).toHaveAttribute('data-variant', variant, SOON)
  await expect(toastBox(app)).toBeInViewport(SOON)
  // The next action's toast must be its own.
  await app
    .getByTestId('toast')
    .locator('sl-alert')
    .evaluate((alert) => (alert as HTMLElement & { hide(): void }).hide())
  await expect(app.getByTestId('toast')).toHaveCount(0)
}

async function sweep(browser: Browser, viewport: { width: number; height: number }) {
  const page: Page = await browser.newPage({ viewport })
  const app = await logInAs(page, 'admin', undefined, '/login?redirect=%2Fpersonal%2Fpersonal-center')

  // Personal center: saving the profile, and a wrong current password.
  const profile = app.getByTestId('profile-form')
  await expect(profile.getByTestId('profile-username').locator('input')).toHaveValue('admin')
  await answersInView(app, 'success', () => profile.getByTestId('profile-submit').click())
  const password = app.getByTestId('password-form')
  await password.getByTestId('password-oldPassword').locator('input').fill('Wrong2026')
  await password.getByTestId('password-newPassword').locator('input').fill('Next2026pw')
  await password.getByTestId('password-confirm').locator('input').fill('Next2026pw')
  await answersInView(app, 'danger', () => password.getByTestId('password-submit').click())

  // Quote configuration: saving a section makes a new version.
  // The list's tour shows on the first visit in a fresh browser and is skipped; a configuration
  // opened by its id has none.
  await page.goto('/quote-config/manage')
  await app.getByTestId('tour-skip').click()
  await app.getByTestId('qc-list').locator('[data-testid^="qc-view-"]').first().click()
  const price = app.getByTestId('qc-items-0-priceKg').locator('input')
  await price.fill(String(Number(await price.inputValue()) + 1))
  await answersInView(app, 'success', () => app.getByTestId('qc-save').click())

  // Equipment library: the status switch, off and on again.
  await page.goto('/process-manage/equipment')
  const status = app.getByTestId('library-page-equipment').locator('[data-testid^="library-status-"]').first()
  await answersInView(app, 'success', () => status.click())
  await answersInView(app, 'success', () => status.click())

  // Departments: adding one, then a refused delete (it has a sub-department), over the dialog.
  await page.goto('/system/department')
  const name = uniqueUsername('Sweep')
  await app.getByTestId('department-add').click()
  await app.getByTestId('department-dialog').getByTestId('department-field-name').locator('input').fill(name)
  await answersInView(app, 'success', () => app.getByTestId('department-save').click())
  const row = app.locator(`[data-testid="department-row"][data-name="${name}"]`)
  await row.getByTestId('department-add-child').click()
  await app.getByTestId('department-dialog').getByTestId('department-field-name').locator('input').fill(`${name}-1`)
  await app.getByTestId('department-save').click()
  await expect(app.getByTestId('department-dialog')).toHaveCount(0)
  await row.getByTestId('department-delete').click()
  await answersInView(app, 'danger', () => app.getByTestId('department-delete-confirm').click())
  await page.close()
}

test.describe.configure({ timeout: 90_000 })

test('every main action answers in view at 1440×900', async ({ browser }) => {
  await sweep(browser, { width: 1440, height: 900 })
})

test('every main action answers in view at 390×844', async ({ browser }) => {
  await sweep(browser, { width: 390, height: 844 })
})
