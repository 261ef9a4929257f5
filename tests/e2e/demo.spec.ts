import { expect, test } from '@playwright/test'
import { watchPage } from './watch.ts'

test('the standalone demo loads with no console error and no failed request', async ({ page }) => {
  const watch = watchPage(page)
  await page.goto('/')
  await expect(page.locator('quote-app').getByTestId('guide')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(watch.consoleErrors).toEqual([])
  expect(watch.failedRequests).toEqual([])
})

test('an unknown path shows the 404 page and a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  const app = page.locator('quote-app')
  await expect(app.getByTestId('not-found')).toBeVisible()
  await expect(page).toHaveURL(/\/404$/)
  await app.getByTestId('not-found').locator('sl-button').click()
  await expect(app.getByTestId('guide')).toBeVisible()
})

test('an unknown routing value warns and falls back to history routing', async ({ page }) => {
  // History routing owns the page path: /cms.html is not an app route, so the app shows its 404.
  const watch = watchPage(page)
  await page.goto('/cms.html')
  await page.evaluate(() => {
    const app = document.createElement('quote-app')
    app.id = 'bogus'
    app.setAttribute('routing', 'sideways')
    document.body.append(app)
  })
  await expect(page.locator('#bogus').getByTestId('not-found')).toBeVisible()
  await expect(page).toHaveURL(/\/404$/)
  expect(watch.warnings.some((w) => w.includes('routing="sideways"'))).toBe(true)
})
