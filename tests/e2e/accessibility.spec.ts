import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import type { RoleRoute } from '../../contract/routes.ts'
import { captureThemes, strictHost, sweep, type Locale, type Themes } from './a11y-helpers.ts'
import { pageWith, saveSession, uploadAndPlan, type SavedSession } from './session-helpers.ts'

// Every screen of <quote-app> and each standalone element, in zh-CN and en, light and dark: no
// serious or critical axe violation, and no CSP violation under the strict policy (a11y-helpers).
// One test per screen, each starting from a saved session, so each stays a few steps long.

type Screen = {
  path: string
  name: string
  ready: (app: Locator) => Locator
  /** Steps from the page to the screen, once. */
  open?: (page: Page, app: Locator) => Promise<void>
  /** Opens the dialog the screen is, in each look (Escape closes it). */
  dialog?: (app: Locator) => Promise<void>
  /** Many controls (the permission matrix, a process card): axe needs longer than the default 60 s on a loaded machine. */
  large?: boolean
}

const view = (path: string) => (app: Locator) => app.locator(`.qe-view[data-path="${path}"]`).first()
const byTestId = (id: string) => (app: Locator) => app.getByTestId(id).first()

const ANONYMOUS: Screen[] = [
  { path: '/login', name: 'login: password', ready: byTestId('login-form') },
  {
    path: '/login',
    name: 'login: phone',
    ready: byTestId('phone-form'),
    open: (_, app) => app.getByTestId('login-mode-phone').click(),
  },
  {
    path: '/login',
    name: 'login: register',
    ready: byTestId('register-form'),
    open: (_, app) => app.getByTestId('login-to-register').click(),
  },
  {
    path: '/login',
    name: 'login: forgot password',
    ready: byTestId('forgot-form'),
    open: (_, app) => app.getByTestId('login-to-forgot').click(),
  },
  { path: '/UserAgreement', name: 'user agreement', ready: byTestId('legal-back') },
  { path: '/PrivacyPolicy', name: 'privacy policy', ready: byTestId('legal-back') },
]

// A process record planned for featuretype.STEP with its drawing, made before the customer's screens.
let processRecordId = 0
const planPart = async (browser: Browser, session: SavedSession) => {
  processRecordId = await uploadAndPlan(browser, session, [
    { name: 'featuretype.STEP', path: '3d/step/featuretype.STEP' },
    { name: 'featuretype.pdf', path: '2d/NIST_MBE_PMI_1.pdf' },
  ])
}

const CUSTOMER: Screen[] = [
  { path: '/ai-guide', name: 'guide', ready: byTestId('guide') },
  { path: '/ai-quote/quote', name: 'AI quote', ready: byTestId('ai-quote-page') },
  { path: '/ai-auto/process', name: 'process assistant', ready: byTestId('pa-upload') },
  {
    path: '/ai-auto/process',
    name: 'process card',
    ready: byTestId('pa-card'),
    // A route of ~20 operations, each with its pickers, and the part's 3D view.
    large: true,
    // The customer's describe plans the part once; each look opens that record.
    open: async (page) => void (await page.goto(`/ai-auto/process?id=${processRecordId}`)),
  },
  { path: '/quote-order/manage', name: 'quote orders', ready: byTestId('quote-order-manage') },
  { path: '/quote-order/products', name: 'ordered products', ready: view('/quote-order/products') },
  { path: '/personal/personal-center', name: 'personal center', ready: byTestId('profile-form') },
  { path: '/no/such/page', name: 'not found', ready: byTestId('not-found') },
]

const AUDITOR: Screen[] = [
  // The error pages need a login, but no record: the auditor's sweep takes them.
  { path: '/403', name: 'forbidden page', ready: byTestId('forbidden') },
  { path: '/500?redirect=%2Fai-guide', name: 'server error page', ready: byTestId('server-error') },
  { path: '/quote-config/manage', name: 'quote configurations', ready: byTestId('quote-config-manage') },
  { path: '/quote-config/detail?id=1', name: 'quote configuration detail', ready: byTestId('quote-config-detail') },
  ...['machine', 'material', 'process', 'surface', 'other', 'pmi', 'blank'].map((table) => ({
    path: `/cost-maintenance/${table}`,
    name: `cost table ${table}`,
    ready: byTestId('cost-page'),
  })),
  { path: '/quote-order/statistics', name: 'quote order statistics', ready: view('/quote-order/statistics') },
  { path: '/quote-order/approval-rules', name: 'approval rules', ready: byTestId('qo-approval-rules') },
  { path: '/quote-config/shop-profile', name: 'shop profile', ready: byTestId('shop-profile-form') },
]

const ADMIN: Screen[] = [
  { path: '/admin/manage', name: 'admin', ready: view('/admin/manage') },
  { path: '/admin/manage?tab=conversations', name: 'admin conversations', ready: byTestId('admin-conversation-list') },
  ...['user', 'role', 'menu', 'department', 'audit-log', 'webhook'].map((p) => ({
    path: `/system/${p}`,
    name: `system ${p}`,
    ready: view(`/system/${p}`),
  })),
  ...['craft', 'equipment', 'tool'].map((p) => ({
    path: `/process-manage/${p}`,
    name: `process ${p}`,
    ready: byTestId('library-table'),
  })),
  {
    path: '/process-manage/equipment',
    name: 'equipment dialog',
    ready: byTestId('library-dialog'),
    dialog: (app) => app.getByTestId('library-add').click(),
  },
  {
    path: '/permissionManage/user/permission-manage',
    name: 'permissions',
    ready: view('/permissionManage/user/permission-manage'),
    large: true,
  },
  {
    path: '/ai-guide',
    name: 'settings drawer',
    ready: byTestId('settings-drawer'),
    dialog: (app) => app.getByTestId('open-settings').click(),
  },
  {
    path: '/ai-guide',
    name: 'logout dialog',
    ready: byTestId('logout-dialog'),
    dialog: async (app) => {
      await expect(app.getByTestId('current-user')).not.toBeEmpty()
      await app.getByTestId('user-menu-trigger').click()
      await app.getByTestId('logout').click()
    },
  },
]

const LOCALES: Locale[] = ['zh-CN', 'en']

// The settings each mode stores, as the settings drawer writes them (captured once, as the customer).
let themes: Themes
test.beforeAll(async ({ browser }) => {
  const page = await pageWith(browser, await saveSession(browser, 'customer'))
  await page.goto('/ai-guide')
  themes = await captureThemes(page)
  await page.context().close()
})

/** One test per screen and language for `role`; `prepare` makes what the screens show, once. */
function screens(
  role: string,
  username: string | null,
  list: Screen[],
  prepare?: (browser: Browser, session: SavedSession) => Promise<void>,
) {
  test.describe(role, () => {
    let session: SavedSession | undefined
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(prepare ? 200_000 : 60_000)
      if (username) session = await saveSession(browser, username)
      if (prepare && session) await prepare(browser, session)
    })

    for (const screen of list) {
      for (const locale of LOCALES) {
        test(`${screen.name} (${locale})`, async ({ browser }) => {
          if (screen.large) test.slow()
          const page = await pageWith(browser, session)
          await strictHost(page)
          await page.goto(screen.path)
          const app = page.locator('quote-app')
          await screen.open?.(page, app)
          await sweep(
            page,
            `${role}: ${screen.name}`,
            screen.ready(app),
            locale,
            themes,
            screen.dialog && (() => screen.dialog!(app)),
          )
          await page.context().close()
        })
      }
    }

    if (username) {
      test('the sweep covers every menu entry of the role', async ({ request }) => {
        const reply = await request.get('/api/account/get-current-user-info', {
          headers: { authorization: `Bearer ${session!.token}` },
        })
        const routes = ((await reply.json()) as { data: { roleRouters: RoleRoute[] } }).data.roleRouters
        const leaves = (list: RoleRoute[], base = ''): string[] =>
          list.flatMap((r) => {
            const path = r.path.startsWith('/') ? r.path : `${base}/${r.path}`
            if (r.children?.length) return leaves(r.children, path)
            return r.meta.hidden ? [] : [path]
          })
        const swept = new Set([...ANONYMOUS, ...CUSTOMER, ...AUDITOR, ...ADMIN].map((s) => s.path.split('?')[0]))
        expect(leaves(routes).filter((p) => !swept.has(p))).toEqual([])
      })
    }
  })
}

screens('anonymous', null, ANONYMOUS)
screens('customer', 'customer', CUSTOMER, planPart)
screens('auditor', 'auditor', AUDITOR)
screens('admin', 'admin', ADMIN)

test.describe('standalone elements', () => {
  for (const locale of LOCALES) {
    test(`<ai-quote> and <process-assistant> logged out: the inline login (${locale})`, async ({ page }) => {
      await strictHost(page, '<ai-quote show-history="true"></ai-quote><process-assistant></process-assistant>')
      await page.goto('/host')
      await sweep(
        page,
        'conversation elements, logged out',
        page.locator('ai-quote').getByTestId('login-form'),
        locale,
        themes,
      )
    })

    test(`<ai-quote> logged in, with its history (${locale})`, async ({ browser }) => {
      const page = await pageWith(browser, await saveSession(browser, 'customer'))
      await strictHost(page, '<ai-quote show-history="true"></ai-quote>')
      await page.goto('/host')
      await sweep(
        page,
        '<ai-quote> logged in',
        page.locator('ai-quote').getByTestId('ai-quote-command-input'),
        locale,
        themes,
      )
      await page.context().close()
    })

    test(`<model-preview> and <drawing-preview> showing a part and its drawing (${locale})`, async ({ page }) => {
      await strictHost(
        page,
        '<model-preview src="/models/featuretype.STEP" show-dimensions="true"></model-preview>' +
          '<drawing-preview src="/models/NIST_MBE_PMI_11.pdf"></drawing-preview>',
      )
      await page.goto('/host')
      const loaded = page.locator('model-preview').locator('.qe-viewer[data-state="loaded"]')
      await sweep(page, 'viewers', loaded, locale, themes)
      await expect(page.locator('drawing-preview').locator('.qe-page-no')).toBeVisible()
    })
  }
})

test.describe('keyboard', () => {
  /** The test ids around the element that has focus, up through slots and shadow roots to the page. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      let el: Element | null = document.activeElement
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
      const ids: string[] = []
      for (let node: Node | null = el; node;) {
        if (node instanceof Element) {
          const id = node.getAttribute('data-testid')
          if (id) ids.push(id)
        }
        node =
          node instanceof Element && node.assignedSlot
            ? node.assignedSlot
            : (node.parentNode ?? (node instanceof ShadowRoot ? node.host : null))
      }
      return ids
    })

  test('the settings drawer takes focus, keeps Tab inside, closes on Escape and gives focus back', async ({
    browser,
  }) => {
    const page = await pageWith(browser, await saveSession(browser, 'customer'))
    await page.goto('/ai-guide')
    const app = page.locator('quote-app')
    // The icon button's own <button> (Shoelace draws it in its shadow root once defined).
    await app.getByTestId('open-settings').locator('button').focus()
    await page.keyboard.press('Enter')
    await expect(app.getByTestId('settings-drawer')).toHaveAttribute('open', '')
    await expect.poll(() => focused(page)).toContain('settings-drawer')
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
    expect(await focused(page)).toContain('settings-drawer')
    await page.keyboard.press('Escape')
    await expect(app.getByTestId('settings-drawer')).not.toHaveAttribute('open', '')
    await expect.poll(() => focused(page)).toContain('open-settings')
    await page.context().close()
  })

  test('the logout dialog, opened from the user menu by keyboard, gives focus back to the menu', async ({
    browser,
  }) => {
    const page = await pageWith(browser, await saveSession(browser, 'customer'))
    await page.goto('/ai-guide')
    const app = page.locator('quote-app')
    await app.getByTestId('user-menu-trigger').focus()
    await page.keyboard.press('Enter')
    await expect(app.getByTestId('user-menu')).toHaveAttribute('open', '')
    // Shoelace's dropdown keeps focus on its trigger when Enter opens it; the arrows walk the items.
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => focused(page)).toContain('user-menu-personal')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => focused(page)).toContain('logout')
    await page.keyboard.press('Enter')
    const dialog = app.getByTestId('logout-dialog')
    await expect(dialog).toBeVisible()
    await expect.poll(() => focused(page)).toContain('logout-dialog')
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
    expect(await focused(page)).toContain('logout-dialog')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect.poll(() => focused(page)).toContain('user-menu-trigger')
    await page.context().close()
  })
})
