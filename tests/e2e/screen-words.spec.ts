import { expect, test, type Locator, type Page } from '@playwright/test'
import { logInAs } from './account-helpers.ts'

// The cost tables, the configuration list and the role list read in the reader's language: seeded
// names through the catalogue, parameters and feature times in words, tables of steps as sentences.
// Neither language shows a camelCase key, JSON or the open step's 1000000000.

type Lang = 'zh-CN' | 'en'

async function open(page: Page, lang: Lang, path: string, testId: string): Promise<Locator> {
  await page.evaluate((l) => localStorage.setItem('quote-elements:lang', JSON.stringify(l)), lang)
  await page.goto(path)
  const app = page.locator('quote-app')
  await expect(app.locator('.qe-root').first()).toHaveAttribute('lang', lang)
  const view = app.getByTestId(testId)
  await expect(view.locator('tbody tr').first()).toBeVisible()
  return view
}

const row = (view: Locator, key: string) => view.locator(`tbody tr[data-key="${key}"]`)
const RAW = [/\b[a-z]+[A-Z]\w*\b/, /\[\[/, /1000000000/]

async function expectNoRawText(view: Locator) {
  const text = await view.locator('tbody').innerText()
  for (const pattern of RAW) expect(text).not.toMatch(pattern)
}

const WORDS = {
  'zh-CN': {
    material: '铝合金 6061',
    aluminium: '铝合金',
    sandblast: '喷砂',
    byArea: '按面积（元/dm²）',
    mgmtRate: '管理费率',
    discount: '10 件起 ×0.93',
    bar: 'Ø 150 mm 以上：3 mm',
    drillLarge: '大孔钻削',
    role: '核价工程师',
    config: '默认报价配置',
  },
  en: {
    material: 'Aluminium 6061',
    aluminium: 'Aluminium',
    sandblast: 'Sandblasting',
    byArea: 'By area (per dm²)',
    mgmtRate: 'Management fee rate',
    discount: 'from 10 pcs ×0.93',
    bar: 'Ø over 150 mm: 3 mm',
    drillLarge: 'Large drill',
    role: 'Pricing engineer',
    config: 'Default quote configuration',
  },
}

for (const lang of ['zh-CN', 'en'] as const) {
  test(`the cost tables read as words in ${lang}`, async ({ page }) => {
    const words = WORDS[lang]
    await logInAs(page, 'admin')
    const materials = await open(page, lang, '/cost-maintenance/material', 'cost-view-materials')
    await expect(row(materials, 'AL6061')).toContainText(words.material)
    await expect(row(materials, 'AL6061')).toContainText(words.aluminium)

    const surface = await open(page, lang, '/cost-maintenance/surface', 'cost-view-surface-treatments')
    await expect(row(surface, 'SANDBLAST')).toContainText(words.sandblast)
    await expect(row(surface, 'SANDBLAST')).toContainText(words.byArea)

    const other = await open(page, lang, '/cost-maintenance/other', 'cost-view-other-costs')
    await expect(row(other, 'mgmtRate')).toContainText(words.mgmtRate)
    await expect(row(other, 'qtyDiscount')).toContainText(words.discount)
    await expectNoRawText(other)

    const blank = await open(page, lang, '/cost-maintenance/blank', 'cost-view-blank-rules')
    await expect(row(blank, 'barDiaSideMm')).toContainText(words.bar)
    await expectNoRawText(blank)

    const processes = await open(page, lang, '/cost-maintenance/process', 'cost-view-processes')
    await expect(row(processes, 'drillLarge')).toContainText(words.drillLarge)
    await expectNoRawText(processes)
    if (lang === 'en') expect(await materials.page().locator('quote-app').innerText()).not.toContain('铝合金 6061')
  })

  test(`the role list and the configuration list name what the product seeded in ${lang}`, async ({ page }) => {
    const words = WORDS[lang]
    await logInAs(page, 'admin')
    const roles = await open(page, lang, '/system/role', 'admin-roles')
    await expect(roles.locator('tbody')).toContainText(words.role)
    const configs = await open(page, lang, '/quote-config/manage', 'quote-config-manage')
    await expect(configs.locator('tbody tr').first()).toContainText(words.config)
  })
}

test('the quantity discount is edited as a table of steps, and the bar allowance’s last step reads “and above”', async ({
  page,
}) => {
  const app = await logInAs(page, 'admin')
  const other = await open(page, 'en', '/cost-maintenance/other', 'cost-view-other-costs')
  await row(other, 'qtyDiscount').getByTestId('cost-edit').click()
  const dialog = app.getByTestId('cost-dialog')
  const steps = dialog.getByTestId('cost-field-value')
  await expect(steps.getByRole('columnheader', { name: 'From quantity (pcs)' })).toBeVisible()
  await expect(dialog.locator('textarea')).toHaveCount(0)
  await steps.getByTestId('cost-field-value-3-b').fill('0.94')
  await dialog.getByTestId('cost-save').click()
  await expect(dialog).toHaveCount(0)
  await expect(row(other, 'qtyDiscount')).toContainText('from 10 pcs ×0.94')
  // Back to the seeded factor: the other journeys price with the default configuration.
  await row(other, 'qtyDiscount').getByTestId('cost-edit').click()
  await steps.getByTestId('cost-field-value-3-b').fill('0.93')
  await dialog.getByTestId('cost-save').click()
  await expect(row(other, 'qtyDiscount')).toContainText('from 10 pcs ×0.93')

  const blank = await open(page, 'en', '/cost-maintenance/blank', 'cost-view-blank-rules')
  await row(blank, 'barDiaSideMm').getByTestId('cost-edit').click()
  const bar = app.getByTestId('cost-dialog').getByTestId('cost-field-value')
  await expect(bar.locator('tbody tr').last()).toContainText('and above')
  await expect(bar.getByTestId('cost-field-value-3-a')).toHaveCount(0)
})

for (const lang of ['zh-CN', 'en'] as const) {
  test(`the configuration editor names classes and steps in ${lang}`, async ({ page }) => {
    const words = {
      'zh-CN': { title: '默认报价配置', aluminium: '铝合金', above: '以上', barLimit: '直径上限 (mm)' },
      en: {
        title: 'Default quote configuration',
        aluminium: 'Aluminium',
        above: 'and above',
        barLimit: 'Diameter up to (mm)',
      },
    }[lang]
    const app = await logInAs(page, 'admin')
    await page.evaluate((l) => localStorage.setItem('quote-elements:lang', JSON.stringify(l)), lang)
    await page.goto('/quote-config/detail?id=1')
    await expect(app.getByTestId('qc-nav-material')).toBeVisible()
    if (await app.getByTestId('tour-skip').isVisible()) await app.getByTestId('tour-skip').click()
    await expect(app.locator('h1.qe-title')).toHaveText(words.title)
    await expect(app.getByTestId('qc-items-0-class').locator('option:checked')).toHaveText(words.aluminium)

    await app.getByTestId('qc-nav-machining').click()
    const classes = app.getByTestId('qc-table-finishMatFactor')
    await expect(classes.locator('tbody tr').first()).toContainText(words.aluminium)
    await expect(classes.locator('tbody')).not.toContainText(/\bSS\b/)

    await app.getByTestId('qc-nav-blank').click()
    const bar = app.getByTestId('qc-table-barDiaSideMm')
    await expect(bar.getByRole('columnheader', { name: words.barLimit })).toBeVisible()
    await expect(bar.locator('tbody tr').last()).toContainText(words.above)
    await expect(bar.locator('input[value="1000000000"]')).toHaveCount(0)
  })
}
