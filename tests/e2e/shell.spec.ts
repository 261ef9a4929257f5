import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { pageWith, saveSession, type SavedSession } from './session-helpers.ts'
import { watchPage } from './watch.ts'
import { toastBox } from './toast-helpers.ts'

// playwright.config.ts starts the server with QUOTE_TEST_CAPTCHA=E2E4 and QUOTE_DEMO_PASSWORD=Demo@2026.
const CAPTCHA = 'E2E4'
const PASSWORD = 'Demo@2026'

async function logIn(app: Locator, username: string) {
  const form = app.getByTestId('login-form')
  await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible()
  await form.getByTestId('login-username').locator('input').fill(username)
  await form.getByTestId('login-password').locator('input').fill(PASSWORD)
  await form.getByTestId('login-captcha').locator('input').fill(CAPTCHA)
  await form.getByTestId('login-submit').click()
}

async function logOut(app: Locator) {
  // The user menu keeps logout in a dropdown; wait for the header rather than count what is there yet.
  await expect(app.getByTestId('current-user')).not.toBeEmpty()
  await app.getByTestId('user-menu-trigger').click()
  await app.getByTestId('logout').click()
  await app.getByTestId('logout-confirm').click()
}

const menuEntry = (app: Locator, path: string) => app.locator(`[data-testid="side-menu"] [data-key="${path}"]`)
const tab = (app: Locator, path: string) => app.locator(`.qe-tag[data-path="${path}"]`)
const tabPaths = (app: Locator) =>
  app.locator('.qe-tag').evaluateAll((tags) => tags.map((t) => t.getAttribute('data-path')))

async function openSettings(app: Locator) {
  await app.getByTestId('open-settings').click()
  await expect(app.getByTestId('settings-drawer')).toHaveAttribute('open', '')
}

async function closeSettings(page: Page, app: Locator) {
  await page.keyboard.press('Escape')
  await expect(app.getByTestId('settings-drawer')).not.toHaveAttribute('open', '')
}

// The frame, a few steps per test, each from a saved admin session (logging in is tested first).
test.describe('the frame of an administrator', () => {
  let admin: SavedSession
  test.beforeAll(async ({ browser }) => {
    admin = await saveSession(browser, 'admin')
  })

  /** A page logged in as the admin, watched for console errors, at `path`. */
  async function open(browser: Browser, path: string) {
    const page = await pageWith(browser, admin)
    const watch = watchPage(page)
    await page.goto(path)
    return { page, watch, app: page.locator('quote-app') }
  }

  test('logging in opens the guide inside the frame, with the guide title', async ({ page }) => {
    const watch = watchPage(page)
    await page.goto('/')
    const app = page.locator('quote-app')
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/)
    await logIn(app, 'admin')
    await expect(app.getByTestId('guide')).toBeVisible()
    await expect(page).toHaveURL(/\/ai-guide$/)
    await expect(app.getByTestId('layout')).toHaveAttribute('data-layout', 'topLeft')
    await expect(page).toHaveTitle('零件制造大模型')
    expect(watch.consoleErrors).toEqual([])
  })

  test('the menu opens each page as a tab titled "app - route"; other tabs stay mounted, hidden', async ({
    browser,
  }) => {
    const { page, watch, app } = await open(browser, '/ai-guide')
    await menuEntry(app, '/ai-quote/quote').click()
    await expect(page).toHaveURL(/\/ai-quote\/quote$/)
    await expect(tab(app, '/ai-quote/quote')).toHaveClass(/is-active/)
    await expect(page).toHaveTitle(/^工业零件核价系统 - /)
    // 报价配置 holds the configurations and the shop profile: a submenu, opened first.
    await app.locator('[data-testid="side-menu"] button', { hasText: '报价配置' }).click()
    await menuEntry(app, '/quote-config/manage').click()
    await app.locator('[data-testid="side-menu"] button', { hasText: '工艺管理' }).click()
    await menuEntry(app, '/process-manage/craft').click()
    await expect(page).toHaveURL(/\/process-manage\/craft$/)
    await expect(app.getByTestId('breadcrumb')).toContainText('工艺管理')
    await expect.poll(() => tabPaths(app)).toEqual(['/ai-quote/quote', '/quote-config/manage', '/process-manage/craft'])
    await expect(app.locator('.qe-view[data-path="/ai-quote/quote"]')).toHaveCount(1)
    await expect(app.locator('.qe-view[data-path="/ai-quote/quote"]')).toBeHidden()
    expect(watch.consoleErrors).toEqual([])
    await page.context().close()
  })

  test('closing the active tab goes to the last one; the context menu closes the others', async ({ browser }) => {
    const { page, app } = await open(browser, '/ai-quote/quote')
    // 报价配置 holds the configurations and the shop profile: a submenu, opened first.
    await app.locator('[data-testid="side-menu"] button', { hasText: '报价配置' }).click()
    await menuEntry(app, '/quote-config/manage').click()
    await app.locator('[data-testid="side-menu"] button', { hasText: '工艺管理' }).click()
    await menuEntry(app, '/process-manage/craft').click()
    await expect(tab(app, '/process-manage/craft')).toHaveClass(/is-active/)
    await tab(app, '/process-manage/craft').locator('.qe-tag-close').click()
    await expect(page).toHaveURL(/\/quote-config\/manage$/)
    await tab(app, '/quote-config/manage').locator('a').click({ button: 'right' })
    const menu = app.getByTestId('tag-menu')
    await expect(menu.locator('[data-action="closeLeft"]')).toBeEnabled()
    await expect(menu.locator('[data-action="closeRight"]')).toBeDisabled()
    await menu.locator('[data-action="closeOthers"]').click()
    await expect.poll(() => tabPaths(app)).toEqual(['/quote-config/manage'])
    await page.context().close()
  })

  test('the tab strip and the menu work by keyboard', async ({ browser }) => {
    const { page, app } = await open(browser, '/quote-config/manage')
    // The screen settles first (its list, the strings of its language): a late arrival may move focus.
    await page.waitForLoadState('networkidle')
    const link = tab(app, '/quote-config/manage').locator('a')
    await link.focus()
    await expect(link).toBeFocused()
    await page.keyboard.press('ContextMenu')
    const menu = app.getByTestId('tag-menu')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    await menuEntry(app, '/ai-quote/quote').focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/ai-auto\/process$/)
    await page.context().close()
  })

  test('refresh through /redirect comes back to the same page', async ({ browser }) => {
    const { page, app } = await open(browser, '/ai-auto/process')
    await tab(app, '/ai-auto/process').locator('a').click({ button: 'right' })
    await app.getByTestId('tag-menu').locator('[data-action="refresh"]').click()
    await expect(page).toHaveURL(/\/ai-auto\/process$/)
    await expect(
      app.locator('.qe-view[data-path="/ai-auto/process"]').getByTestId('ai-auto-process-page'),
    ).toBeVisible()
    await page.context().close()
  })

  test('settings apply at once and survive a reload', async ({ browser }) => {
    const { page, app } = await open(browser, '/ai-guide')
    await openSettings(app)
    await app.getByTestId('layout-top').click()
    await app.getByTestId('setting-footer').click()
    await closeSettings(page, app)
    await expect(app.getByTestId('layout')).toHaveAttribute('data-layout', 'top')
    await expect(app.getByTestId('top-menu')).toBeVisible()
    await expect(app.getByTestId('footer')).toHaveCount(0)
    await page.reload()
    await expect(app.getByTestId('layout')).toHaveAttribute('data-layout', 'top')
    await expect(app.getByTestId('footer')).toHaveCount(0)
    await page.context().close()
  })

  test('an invalid theme colour is refused and the old one stays', async ({ browser }) => {
    const { page, app } = await open(browser, '/ai-guide')
    await openSettings(app)
    const primary = app.getByTestId('primary-color').locator('sl-input input')
    await primary.fill('#GGGGGG')
    await primary.press('Enter')
    await expect(app.getByTestId('primary-color')).toHaveAttribute('data-error', 'true')
    await expect(primary).toHaveValue('#165DFF')
    await page.context().close()
  })

  test('dark mode goes on the element root, never on the host page', async ({ browser }) => {
    const { page, app } = await open(browser, '/ai-guide')
    await openSettings(app)
    await app.getByTestId('dark-mode').click()
    await expect(app.locator('.qe-root')).toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('dark')
    await closeSettings(page, app)
    await page.context().close()
  })

  test('switching the language changes menu, tabs and document title live', async ({ browser }) => {
    const { page, watch, app } = await open(browser, '/ai-auto/process')
    await expect(tab(app, '/ai-auto/process')).toHaveClass(/is-active/)
    await app.getByTestId('locale-menu').click()
    await app.getByTestId('locale-en').click()
    await expect(menuEntry(app, '/ai-quote/quote')).toContainText('New quote')
    await expect(tab(app, '/ai-auto/process')).toContainText('Machining process generation')
    await expect(page).toHaveTitle('Industrial Parts Pricing System - Machining process generation')
    expect(watch.consoleErrors).toEqual([])
    await page.context().close()
  })

  test('logging out asks first, then goes back to the login page', async ({ browser }) => {
    const { page, watch, app } = await open(browser, '/ai-guide')
    await logOut(app)
    await expect(page).toHaveURL(/\/login$/)
    await expect(app.getByTestId('login')).toBeVisible()
    expect(watch.consoleErrors).toEqual([])
    await page.context().close()
  })
})

test('a 375 px wide viewport forces the classic layout and refuses the others', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 })
  await page.goto('/login')
  const app = page.locator('quote-app')
  await logIn(app, 'customer')
  await expect(app.getByTestId('layout')).toHaveAttribute('data-layout', 'classic')
  await expect(app.getByTestId('aside')).toHaveClass(/is-collapsed/)
  // The header keeps its one row for the tools: no breadcrumb, no name beside the avatar.
  await expect(app.getByTestId('breadcrumb')).toBeHidden()
  await expect(app.getByTestId('current-user')).toBeHidden()
  await expect(app.getByTestId('hamburger')).toBeVisible()
  // The hamburger opens the menu over the page; the overlay closes it.
  await app.getByTestId('hamburger').click()
  await expect(app.getByTestId('mobile-overlay')).toBeVisible()
  await app.getByTestId('mobile-overlay').click({ position: { x: 360, y: 400 } })
  await expect(app.getByTestId('mobile-overlay')).toHaveCount(0)
  await openSettings(app)
  await app.getByTestId('layout-top').click()
  await expect(app.getByTestId('toast')).toContainText('移动端模式下不支持切换其它布局')
  await expect(toastBox(app)).toBeInViewport()
  await expect(app.getByTestId('layout')).toHaveAttribute('data-layout', 'classic')
})

test('an Auditor cannot reach the admin or permission pages', async ({ page }) => {
  await page.goto('/login')
  const app = page.locator('quote-app')
  await logIn(app, 'auditor')
  await expect(app.getByTestId('guide')).toBeVisible()
  await expect(menuEntry(app, '/admin/manage')).toHaveCount(0)
  for (const path of ['/admin/manage', '/permissionManage/user/permission-manage', '/permissionManage']) {
    await page.goto(path)
    await expect(app.getByTestId('not-found')).toBeVisible()
    await expect(page).toHaveURL(/\/404$/)
  }
})

test('an anonymous visitor goes to login and comes back to the wanted page after it', async ({ page }) => {
  await page.goto('/quote-config/manage?x=1')
  const app = page.locator('quote-app')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fquote-config%2Fmanage%3Fx%3D1$/)
  await logIn(app, 'subadmin')
  await expect(page).toHaveURL(/\/quote-config\/manage\?x=1$/)
  await expect(app.getByTestId('quote-config-manage')).toBeVisible()
  // Unknown and non-strict paths go to /404.
  await page.goto('/quote-config/manage/')
  await expect(page).toHaveURL(/\/404$/)
})
