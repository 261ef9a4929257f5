import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import axe from 'axe-core'
import { SCREEN_LIST, type ScreenNode } from '../../contract/route-tree.ts'
import type { ScreenName, SeededRole } from '../../contract/route-table.ts'
import { captureThemes, setLook, type Locale, type Themes } from './a11y-helpers.ts'
import { apiAs, quoteOnce } from './api-helpers.ts'
import { readScreen, settle } from './sweep-page.ts'
import { openDefect, screenWordProblems } from './sweep-rules.ts'
import { pageWith, saveSession, uploadAndPlan, type SavedSession } from './session-helpers.ts'

// Every screen of the route table a role may open, with its main dialogs, in both languages, light
// and dark, at a laptop's and a phone's width: no raw key, identifier, timestamp or JSON, no word
// of the other language outside user data, nothing cut off, no missing icon, and axe's full rule
// set (experimental rules included) finds nothing serious. One page load per screen: the look and
// the width change in place, as a user switching them would see.

const ROLES: { username: string; role: SeededRole }[] = [
  { username: 'customer', role: 'Customer' },
  { username: 'auditor', role: 'Auditor' },
  { username: 'admin', role: 'SuperAdministrator' },
]
const LOCALES: Locale[] = ['zh-CN', 'en']
const LOOKS = [
  { dark: false, width: 1440 },
  { dark: false, width: 390 },
  { dark: true, width: 390 },
  { dark: true, width: 1440 },
] as const
/** Axe runs once per screen and language, in a look each: both modes and both widths are judged. */
const AXE_LOOK: Record<Locale, (typeof LOOKS)[number]> = { 'zh-CN': LOOKS[0], en: LOOKS[2] }

/**
 * Screens whose content depends on the role (staff see every customer's orders and the review
 * actions): each role visits these. Any other screen is visited by the first role granted it, since
 * it shows every role the same.
 */
const ROLE_DEPENDENT: ReadonlySet<ScreenName> = new Set([
  'AiGuide',
  'QuoteOrderManage',
  'QuoteOrderDetail',
  'QuoteOrderProducts',
])

interface Made {
  orderId: number
  otherOrderId: number
  chatRecordId: number
  processId: number
}

/** The query a detail screen needs to show a record: the records the sweep made. */
const QUERY: Partial<Record<ScreenName, (made: Made) => string>> = {
  AiQuoteNew: (m) => `?id=${m.chatRecordId}`,
  AiAutoProcess: (m) => `?id=${m.processId}`,
  QuoteOrderDetail: (m) => `?id=${m.orderId}`,
  QuoteOrderCompare: (m) => `?ids=${m.orderId},${m.otherOrderId}`,
  AdminDetail: (m) => `?id=${m.orderId}`,
  AdminChatHistoryDetail: (m) => `?kind=quote&id=${m.chatRecordId}`,
  QuoteConfigDetail: () => '?id=1',
}

type Dialog = { name: string; open: (app: Locator) => Promise<void>; ready: (app: Locator) => Locator }

/** The main dialogs, opened on the screen they belong to (Escape closes each). */
const DIALOGS: Partial<Record<ScreenName, Dialog[]>> = {
  AiGuide: [
    {
      name: 'settings drawer',
      open: (app) => app.getByTestId('open-settings').click(),
      ready: (app) => app.getByTestId('settings-drawer'),
    },
    {
      name: 'logout dialog',
      open: async (app) => {
        await app.getByTestId('user-menu-trigger').click()
        await app.getByTestId('logout').click()
      },
      ready: (app) => app.getByTestId('logout-dialog'),
    },
  ],
  MaterialCost: [
    {
      name: 'cost row editor',
      open: (app) => app.getByTestId('cost-edit').first().click(),
      ready: (app) => app.getByTestId('cost-dialog'),
    },
  ],
  QuoteConfigManage: [
    {
      name: 'new configuration',
      open: (app) => app.getByTestId('qc-add').click(),
      ready: (app) => app.getByTestId('qc-name-dialog'),
    },
  ],
  ProcessEquipment: [
    {
      name: 'equipment editor',
      open: (app) => app.getByTestId('library-add').click(),
      ready: (app) => app.getByTestId('library-dialog'),
    },
  ],
  UserManage: [
    {
      name: 'user editor',
      open: (app) => app.getByTestId('admin-user-add').click(),
      ready: (app) => app.getByTestId('admin-user-dialog'),
    },
  ],
}

const grantedTo = (screen: ScreenNode, role: SeededRole) => screen.grants[role]?.includes('view') ?? false
const isPage = (screen: ScreenNode) => screen.component !== '#' && screen.component !== '##'

/** The screens `role` visits, derived from the route table. */
function screensOf(index: number): ScreenNode[] {
  const { role } = ROLES[index]!
  const earlier = ROLES.slice(0, index).map((r) => r.role)
  return SCREEN_LIST.filter(
    (s) => isPage(s) && grantedTo(s, role) && (ROLE_DEPENDENT.has(s.name) || !earlier.some((r) => grantedTo(s, r))),
  )
}

const EXPERIMENTAL = Object.fromEntries(axe.getRules(['experimental']).map((r) => [r.ruleId, { enabled: true }]))

async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ rules: EXPERIMENTAL }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `axe ${v.id} (${v.impact}, ${v.nodes.length} nodes): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    )
}

/** Waits for the screen's data: the view is drawn and nothing is loading. */
async function loaded(page: Page) {
  const app = page.locator('quote-app')
  await expect(app.locator('.qe-view, .qe-page').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(app.locator('[aria-busy="true"]:visible')).toHaveCount(0, { timeout: 30_000 })
}

/** SWEEP_SHOTS=<dir> keeps a full-page screenshot of every screen in every look there, to look at. */
const SHOTS = process.env.SWEEP_SHOTS

/** Checks the open screen in every look; answers its problems, each with the looks it shows in. */
async function checkLooks(page: Page, locale: Locale, themes: Themes, axeToo: boolean): Promise<string[]> {
  const found = new Map<string, string[]>()
  for (const look of LOOKS) {
    const name = `${look.dark ? 'dark' : 'light'} ${look.width}`
    await page.setViewportSize({ width: look.width, height: 900 })
    await setLook(page, locale, look.dark, themes)
    await settle(page)
    const reading = await readScreen(page)
    if (SHOTS) {
      const file = `${new URL(page.url()).pathname.slice(1).replaceAll('/', '_') || 'root'}-${locale}-${name.replace(' ', '-')}`
      await page.screenshot({ path: `${SHOTS}/${file}-${Date.now() % 100000}.png`, fullPage: true })
    }
    const problems = [
      ...screenWordProblems(reading.texts, locale),
      ...reading.overflows.map((o) => `cut off: ${o}`),
      ...(reading.sideways > 0 ? [`the page scrolls sideways by ${reading.sideways} px`] : []),
      ...(axeToo && look === AXE_LOOK[locale] ? await axeProblems(page) : []),
    ]
    for (const p of new Set(problems)) found.set(p, [...(found.get(p) ?? []), name])
  }
  return [...found].map(([p, looks]) => `${p} [${looks.join(', ')}]`)
}

let made: Made
let themes: Themes
const sessions = new Map<string, SavedSession>()

// A priced part in a conversation, two orders of it (one submitted and repriced by the pricing
// engineer) and a planned process record: what the customer's and the staff's screens show.
test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(240_000)
  for (const { username } of ROLES) sessions.set(username, await saveSession(browser, username))
  const page = await pageWith(browser, sessions.get('customer'))
  await page.goto('/ai-guide')
  // Without the stored title: the default title follows the language, and the look must not carry
  // the language it was captured in.
  const untitled = (stored: string) => JSON.stringify({ ...JSON.parse(stored), title: undefined })
  const captured = await captureThemes(page)
  themes = { light: untitled(captured.light), dark: untitled(captured.dark) }
  await page.context().close()

  const [customer, auditor] = await Promise.all([apiAs(baseURL!, 'customer'), apiAs(baseURL!, 'auditor')])
  const planned = uploadAndPlan(browser, sessions.get('customer')!, [
    { name: 'sweep-part.STEP', path: '3d/step/featuretype.STEP' },
  ])
  const { partId, chatRecordId } = await quoteOnce(customer)
  const order = async () => {
    const reply = await (await customer.post('/api/quote-order/create', { data: { partIds: [partId] } })).json()
    expect(reply.code, reply.msg).toBe(200)
    return reply.data as { id: number; version: number }
  }
  const [first, second] = [await order(), await order()]
  const submitted = await (
    await customer.post(`/api/quote-order/${first.id}/move`, { data: { action: 'submit', version: first.version } })
  ).json()
  expect(submitted.code, submitted.msg).toBe(200)
  const line = submitted.data.lines[0]
  const adjusted = await (
    await auditor.post(`/api/quote-order/${first.id}/lines/${line.lineId}/adjust`, {
      data: { version: submitted.data.version, unitPrice: (Number(line.unitPrice) * 0.95).toFixed(2), reason: 'Batch' },
    })
  ).json()
  expect(adjusted.code, adjusted.msg).toBe(200)
  made = { orderId: first.id, otherOrderId: second.id, chatRecordId, processId: await planned }
  await Promise.all([customer.dispose(), auditor.dispose()])
})

/**
 * The public pages, which no role table lists: the login card in each of its modes (a click away),
 * the legal pages, and the error pages a logged-in user is sent to.
 */
const PUBLIC: { path: string; mode?: string }[] = [
  { path: '/login' },
  { path: '/login', mode: 'login-mode-phone' },
  { path: '/login', mode: 'login-to-register' },
  { path: '/login', mode: 'login-to-forgot' },
  { path: '/UserAgreement' },
  { path: '/PrivacyPolicy' },
]
const ERROR_PAGES = ['/403', '/500?redirect=%2Fai-guide', '/no/such/page']

/** Screens axe has judged in a language: a screen shared by roles is judged once. */
const judged = new Set<string>()

for (const [index, { username }] of ROLES.entries()) {
  for (const locale of LOCALES) {
    test(`${username}'s screens and dialogs read as finished (${locale})`, async ({ browser }) => {
      test.setTimeout(600_000)
      const page = await pageWith(browser, sessions.get(username))
      await page.addInitScript((l) => localStorage.setItem('quote-elements:lang', JSON.stringify(l)), locale)
      const missingIcons: string[] = []
      const icon = (url: string) => /\.svg(\?|$)|\/icons?\//.test(url)
      page.on('response', (r) => void (icon(r.url()) && r.status() >= 400 && missingIcons.push(r.url())))
      // Leaving a page aborts its pending fetches; only a refused or unreachable icon counts.
      page.on(
        'requestfailed',
        (r) => void (icon(r.url()) && r.failure()?.errorText !== 'net::ERR_ABORTED' && missingIcons.push(r.url())),
      )
      const app = page.locator('quote-app')
      const problems: string[] = []
      // The error pages look the same to every role: the admin, who has the most menu entries, sees them.
      for (const path of index === ROLES.length - 1 ? ERROR_PAGES : []) {
        await page.goto(path)
        await loaded(page)
        const at = `${username} ${path} (${locale})`
        problems.push(...(await checkLooks(page, locale, themes, true)).map((p) => `${at}: ${p}`))
      }
      for (const screen of screensOf(index)) {
        await page.setViewportSize({ width: 1440, height: 900 })
        await page.goto(screen.fullPath + (QUERY[screen.name]?.(made) ?? ''))
        await loaded(page)
        const axeToo = !judged.has(`${screen.name} ${locale}`)
        judged.add(`${screen.name} ${locale}`)
        const at = `${username} ${screen.fullPath} (${locale})`
        problems.push(...(await checkLooks(page, locale, themes, axeToo)).map((p) => `${at}: ${p}`))
        for (const dialog of DIALOGS[screen.name] ?? []) {
          await page.setViewportSize({ width: 1440, height: 900 })
          await dialog.open(app)
          await expect(dialog.ready(app)).toBeVisible()
          problems.push(...(await checkLooks(page, locale, themes, axeToo)).map((p) => `${at} ${dialog.name}: ${p}`))
          // Escape, else the header's close button: Escape goes to whatever had focus before the look changed.
          await page.keyboard.press('Escape')
          await expect(dialog.ready(app))
            .toBeHidden({ timeout: 3_000 })
            .catch(() => dialog.ready(app).locator('[part~="close-button"]').first().click({ timeout: 5_000 }))
          await expect(dialog.ready(app)).toBeHidden()
        }
      }
      expect(problems.filter((p) => !openDefect(p))).toEqual([])
      expect(missingIcons).toEqual([])
      await page.context().close()
    })
  }
}

for (const locale of LOCALES) {
  test(`the public pages read as finished (${locale})`, async ({ page }) => {
    test.setTimeout(300_000)
    await page.addInitScript((l) => localStorage.setItem('quote-elements:lang', JSON.stringify(l)), locale)
    const problems: string[] = []
    for (const { path, mode } of PUBLIC) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(path)
      await loaded(page)
      if (mode) await page.locator('quote-app').getByTestId(mode).click()
      const at = `${path}${mode ? ` ${mode}` : ''} (${locale})`
      problems.push(...(await checkLooks(page, locale, themes, true)).map((p) => `${at}: ${p}`))
    }
    expect(problems).toEqual([])
  })
}
