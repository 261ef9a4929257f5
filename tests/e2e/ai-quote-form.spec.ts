import { expect, test, type Locator } from '@playwright/test'
import { logInAs } from './account-helpers.ts'
import { TREATED_STEEL_DXF } from '../server/engine/support/treated-steel-dxf.ts'

// A new user's drawing-only part: its drawing calls 45#, 调质 and 发黑, and the price used them,
// while the adjustment form said 铝合金 6061, 表面处理 无, 热处理 无. The form shows what was priced,
// each value with its source, in either language.

const DRAWING = { name: 'treated-steel.dxf', mimeType: 'application/dxf', buffer: Buffer.from(TREATED_STEEL_DXF) }

/** The select of one form field: it shows `text`, and its label's source badge says `source`, on screen. */
async function expectField(form: Locator, name: string, text: string, source: string) {
  const select = form.getByTestId(`ai-quote-form-${name}`)
  await expect(select.locator('option:checked')).toHaveText(text)
  await expect(form.getByTestId(`ai-quote-source-${name}`)).toHaveText(source)
  await select.scrollIntoViewIfNeeded()
  await expect(select).toBeInViewport()
  await expect(form.getByTestId(`ai-quote-source-${name}`)).toBeInViewport()
}

test('the adjustment form shows the material and treatments read from a drawing, sourced 2D, in zh-CN and en', async ({
  page,
}) => {
  const pageErrors: string[] = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  const app = await logInAs(page, 'customer')
  await page.goto('/ai-quote/quote')
  await app.getByTestId('tour-skip').click()
  await app.getByTestId('ai-quote-file-input').setInputFiles([DRAWING])
  await expect(app.getByTestId('ai-quote-queued')).toHaveCount(1)
  await app.getByTestId('ai-quote-send-files').click()
  const form = app.getByTestId('ai-quote-part').first().getByTestId('ai-quote-reprice-form')
  await expect(form).toBeVisible({ timeout: 60_000 })

  await expectField(form, 'material', '45 钢', '2D')
  await expectField(form, 'surfaceTreatments', '发黑', '2D')
  await expectField(form, 'heatTreatments', '调质', '2D')
  await expectField(form, 'ra', 'Ra 1.6', '2D')
  await expectField(form, 'toleranceGrade', 'IT11', '默认')
  await expect(form.getByTestId('ai-quote-quantity')).toHaveValue('10')
  await expect(form).toContainText('表面处理')

  await app.getByTestId('locale-menu').click()
  await app.getByTestId('locale-en').click()
  await expect(form).toContainText('Surface treatment')
  // Seeded materials and treatments by their English names on an English screen.
  await expectField(form, 'material', 'Steel 45 (C45)', '2D')
  await expectField(form, 'surfaceTreatments', 'Black oxide', '2D')
  await expectField(form, 'heatTreatments', 'Quench and temper', '2D')
  await expectField(form, 'toleranceGrade', 'IT11', 'Default')
  expect(pageErrors).toEqual([])
})
