import { expect, test } from '@playwright/test'
import { openConversation, saveQuotingCustomer } from './ai-quote-helpers.ts'
import { uploadAndAnalyse, type SavedSession } from './session-helpers.ts'

// A block with a sharp pocket 20 deep (tests/fixtures/3d/dfm, made with FreeCAD): its inside
// corners (R0) are below depth / 3 = R6.67 and below the smallest end mill's radius (Ø4 → R2).
let customer: SavedSession
let recordId: number

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000)
  customer = await saveQuotingCustomer(browser)
  recordId = await uploadAndAnalyse(browser, customer, [
    { name: 'sharp-pocket.step', path: '3d/dfm/sharp-pocket.step' },
  ])
})

test('a sharp deep pocket shows its DFM findings with numbers and fix, and tints its faces in 3D with a legend', async ({
  browser,
}) => {
  const { page, card, pageErrors } = await openConversation(browser, customer, recordId)
  const findings = card.getByTestId('ai-quote-dfm')
  await expect(findings).toBeVisible({ timeout: 60_000 })

  const tool = findings.locator('[data-rule="corner-radius-tool"]')
  await expect(tool).toContainText('R0')
  await expect(tool).toContainText('Ø4')
  await expect(tool).toContainText('R2')
  const depth = findings.locator('[data-rule="corner-radius-depth"]')
  await expect(depth).toContainText('R6.67')
  // Held for a person: the review list says why.
  await expect(card.getByTestId('ai-quote-flags')).toBeVisible()

  const model = card.getByTestId('ai-quote-model')
  await model.scrollIntoViewIfNeeded()
  await expect(model.locator('[data-state="loaded"]')).toBeVisible({ timeout: 60_000 })
  await depth.getByTestId('ai-quote-dfm-show').click()
  await expect(depth.getByTestId('ai-quote-dfm-show')).toHaveAttribute('aria-pressed', 'true')
  await expect(depth).toBeInViewport()
  const id = await model.getAttribute('selected-feature')
  expect(id).toMatch(/^dfm-\d+$/)
  // The tinted faces are the pocket's: the finding's entry among the viewer's features names them.
  const faces = await model.evaluate((el: HTMLElementTagNameMap['model-preview'], selected) => {
    const all = JSON.parse(String(el.features)) as { id: string; kind: string; faces: number[] }[]
    return {
      finding: all.find((f) => f.id === selected)?.faces,
      pocket: all.find((f) => f.kind === 'pocket' && !f.id.startsWith('dfm-'))?.faces,
    }
  }, id)
  expect(faces.finding?.length).toBeGreaterThan(0)
  expect(faces.finding).toEqual(faces.pocket)
  // In sight of the default view, with the legend saying what the tint stands for.
  await model.scrollIntoViewIfNeeded()
  await expect
    .poll(() => model.evaluate((el: HTMLElementTagNameMap['model-preview'], f) => el.getFeaturePoint(f!) !== null, id))
    .toBe(true)
  const legend = card.getByTestId('ai-quote-dfm-legend')
  await expect(legend).toBeInViewport()
  await expect(legend).toContainText((await depth.locator('strong').textContent())!)

  // The same finding again clears the tint and the legend.
  await depth.getByTestId('ai-quote-dfm-show').click()
  await expect(model).toHaveAttribute('selected-feature', '')
  await expect(legend).toHaveCount(0)
  expect(pageErrors).toEqual([])
  await page.context().close()
})
