import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { logInAs } from './account-helpers.ts'
import { PART_FILES, sendParts } from './ai-quote-helpers.ts'

// A drawing that arrives as a scan is read by OCR in the analysis worker, and what it
// says prices the part, with its boxes drawn on the scan.
const scan = {
  name: 'featuretype.jpg',
  mimeType: 'image/jpeg',
  buffer: readFileSync(new URL('../fixtures/2d/scans/qe-scan-150.jpg', import.meta.url)),
}

test('a customer uploads a STEP with a JPEG scan of its drawing: its material and quantity price the part', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const app = await logInAs(page, 'customer')
  await page.goto('/ai-quote/quote')
  await app.getByTestId('tour-skip').click()
  await sendParts(app, [PART_FILES[0]!, scan])
  // While the scan is read the banner names the page; a poll may only come after it is read (the
  // server test asserts the step itself), so either that line or the priced part must show.
  const reading = app.getByTestId('ai-quote-analysis-scan')
  const card = app.getByTestId('ai-quote-part').first()
  await expect(reading.or(card.getByTestId('ai-quote-total')).first()).toBeVisible({ timeout: 60_000 })
  for (const line of await reading.allTextContents()) expect(line).toBe('featuretype：正在识别扫描图纸 第 1/1 页')
  await expect(card.getByTestId('ai-quote-total')).toBeVisible({ timeout: 60_000 })
  const material = card.getByTestId('ai-quote-attr-material')
  await expect(material).toContainText('6061')
  await expect(material).toContainText('2D')
  const quantity = card.getByTestId('ai-quote-attr-quantity')
  await expect(quantity).toContainText('10')
  await expect(quantity).toContainText('2D')
  // The adjustment form starts from the same priced values, read from the scan.
  const form = card.getByTestId('ai-quote-reprice-form')
  await expect(form.getByTestId('ai-quote-form-material').locator('option:checked')).toHaveText('铝合金 6061')
  await expect(form.getByTestId('ai-quote-source-material')).toHaveText('2D')
  await expect(form.getByTestId('ai-quote-quantity')).toHaveValue('10')
  await expect(form.getByTestId('ai-quote-source-quantity')).toHaveText('2D')
  const boxes = card.getByTestId('ai-quote-drawing').locator('.qe-highlight')
  await expect(boxes.first()).toBeVisible({ timeout: 30_000 })
  await material.getByRole('button').click()
  await expect(card.getByTestId('ai-quote-drawing').locator('.qe-highlight[aria-label^="▶"]')).toHaveCount(1)
})
