import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import { STRICT_CSP } from '../browser/csp/policy.mjs'

// The sweep's host page: the app alone, served with the strict policy a host may set (README
// "Strict CSP"), so every screen is checked for CSP violations while axe checks it.

const HOST_CSS = 'html, body { margin: 0; height: 100%; } quote-app { display: block; height: 100vh; }'
const hostHtml = (body: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>quote-elements</title>` +
  `<link rel="stylesheet" href="/__e2e-host.css"><script type="module" src="/dist/quote-elements.js"></script>` +
  `</head><body>${body}</body></html>`

/** Serves every page of the app as `body` under the strict CSP, and records the violations. */
export async function strictHost(page: Page, body = '<quote-app routing="history"></quote-app>') {
  // App paths have no extension; the API, the bundle and the fixtures pass through untouched.
  const isPage = (url: URL) =>
    !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/dist/') && !/\.\w+$/.test(url.pathname)
  await page.route(isPage, (route) =>
    route.request().resourceType() === 'document'
      ? route.fulfill({
          status: 200,
          contentType: 'text/html',
          headers: { 'content-security-policy': STRICT_CSP },
          body: hostHtml(body),
        })
      : route.fallback(),
  )
  await page.route('**/__e2e-host.css', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: HOST_CSS }),
  )
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    )
  })
}

export async function expectNoCspViolation(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
}

export type Locale = 'zh-CN' | 'en'

/** The stored settings (`quote-elements:app`) of light and dark mode, as the settings drawer writes them. */
export type Themes = { light: string; dark: string }

/**
 * Switches dark mode through the settings drawer once, as a user does (the switch repaints the menu
 * and the header too), and keeps what it stores for each mode, so the sweep can switch by storage.
 */
export async function captureThemes(page: Page): Promise<Themes> {
  const app = page.locator('quote-app')
  const stored = () => page.evaluate(() => localStorage.getItem('quote-elements:app') ?? '{}')
  const toggle = async () => {
    await app.getByTestId('open-settings').click()
    await expect(app.getByTestId('settings-drawer')).toHaveAttribute('open', '')
    await app.getByTestId('dark-mode').click()
    await page.keyboard.press('Escape')
    await expect(app.getByTestId('settings-drawer')).not.toHaveAttribute('open', '')
  }
  await toggle()
  const dark = await stored()
  await toggle()
  return { light: await stored(), dark }
}

/**
 * Switches language and mode live, as another tab of the same site would (the storage event every
 * element listens to), and waits until every element shows it.
 */
export async function setLook(page: Page, locale: Locale, dark: boolean, themes: Themes) {
  await page.evaluate(
    (entries) => {
      for (const [key, newValue] of entries) {
        localStorage.setItem(key, newValue)
        window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }))
      }
    },
    [
      ['quote-elements:lang', JSON.stringify(locale)],
      ['quote-elements:app', dark ? themes.dark : themes.light],
    ] as [string, string][],
  )
  for (const root of await page.locator('.qe-root').all()) {
    await expect(root).toHaveAttribute('lang', locale)
    await expect(root).toHaveClass(dark ? /\bdark\b/ : /\blight\b/)
  }
}

/** No serious or critical WCAG 2.1 A/AA violation on the page, shadow roots included. */
export async function expectAccessible(page: Page, what: string) {
  // Colours are judged as a user sees them: after the drawer slides in and the theme switch's
  // transitions end (mid-way, every colour is a blend of two). Endless spinners do not count.
  await page.waitForFunction(() => {
    const roots: (Document | ShadowRoot)[] = [document]
    for (let i = 0; i < roots.length; i++)
      for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot)
    return roots
      .flatMap((root) => root.getAnimations())
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)
  })
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const found = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.replace(/\s+/g, ' '))
          .join(' | ')}`,
    )
  expect.soft(found, what).toEqual([])
}

/**
 * The screen passes axe in `locale`, light then dark (it must be `ready` in each), and the page
 * reported no CSP violation. A dialog is opened in each mode with `openDialog` and closed again with
 * Escape, since the mode is switched from the frame behind it.
 */
export async function sweep(
  page: Page,
  what: string,
  ready: Locator,
  locale: Locale,
  themes: Themes,
  openDialog?: () => Promise<void>,
) {
  for (const dark of [false, true]) {
    await setLook(page, locale, dark, themes)
    await openDialog?.()
    await expect(ready).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectAccessible(page, `${what} (${locale}, ${dark ? 'dark' : 'light'})`)
    if (openDialog) {
      await page.keyboard.press('Escape')
      await expect(ready).toBeHidden()
    }
  }
  await expectNoCspViolation(page)
}
