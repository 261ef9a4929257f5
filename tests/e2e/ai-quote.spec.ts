import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { expect, test } from '@playwright/test'
import { logInAs } from './account-helpers.ts'
import { buildPdf } from '../server/engine/support/pdf-writer.ts'
import { amount, PART_FILES, quoteParts } from './ai-quote-helpers.ts'

test.setTimeout(180_000)

test('a customer quotes a part, adjusts it, renames, reopens and downloads the quote sheet', async ({ page }) => {
  // A render or effect error unmounts the whole element; none may happen on the way.
  const pageErrors: string[] = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  const app = await logInAs(page, 'customer')
  await page.goto('/ai-quote/quote')

  // The SPEC §2 tour: start, then upload.
  await expect(app.getByTestId('tour-card')).toHaveAttribute('data-step', 'ai-quote-start')
  await app.getByTestId('tour-next').click()
  await expect(app.getByTestId('tour-card')).toHaveAttribute('data-step', 'ai-quote-upload')
  await app.getByTestId('tour-next').click()
  await expect(app.getByTestId('tour')).toHaveCount(0)

  // Bad input is refused before sending, with the reason.
  await app.getByTestId('ai-quote-file-input').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') }, { name: 'empty.stl', mimeType: 'model/stl', buffer: Buffer.alloc(0) }])
  await expect(app.getByTestId('ai-quote-rejected')).toContainText('notes.txt')
  await expect(app.getByTestId('ai-quote-rejected')).toContainText('empty.stl')
  await expect(app.getByTestId('ai-quote-queued')).toHaveCount(0)

  const card = await quoteParts(app)
  await expect(page).toHaveURL(/\/ai-quote\/quote\?id=\d+$/)
  const recordId = new URL(page.url()).searchParams.get('id')
  await expect(card.getByTestId('ai-quote-breakdown')).toContainText(/材料费|Material/)
  await expect(card.getByTestId('ai-quote-line-machining')).toBeVisible()
  await expect(card.getByTestId('ai-quote-attributes')).toContainText('3D')
  await expect(app.getByTestId('ai-quote-message-assistant').first()).toBeVisible()
  const totalAt1 = amount(await card.getByTestId('ai-quote-total').textContent())
  expect(totalAt1).toBeGreaterThan(0)

  // The quantity breaks say what 10 pieces cost; changing the quantity to 10 gives exactly that.
  const breakRow = card.getByTestId('ai-quote-breaks').locator('tbody tr').filter({ has: page.locator('td:first-child', { hasText: /^10$/ }) })
  const expected10 = amount(await breakRow.locator('td').nth(2).textContent())
  await card.getByTestId('ai-quote-quantity').fill('10')
  await expect.poll(async () => amount(await card.getByTestId('ai-quote-total').textContent()), { timeout: 15_000 }).toBe(expected10)
  expect(expected10).not.toBe(totalAt1)
  await expect(card.getByTestId('ai-quote-attr-quantity')).toContainText(/您|You/)

  // A free-text command is answered in the conversation.
  await app.getByTestId('ai-quote-command-input').fill('数量改为20')
  await app.getByTestId('ai-quote-command-input').press('Enter')
  await expect(app.getByTestId('ai-quote-messages')).toContainText('数量改为20')
  await expect(card.getByTestId('ai-quote-total')).not.toHaveText(/^$/)
  await expect.poll(async () => amount(await card.getByTestId('ai-quote-unit-price').textContent()) > 0).toBe(true)
  const total20 = await card.getByTestId('ai-quote-total').textContent()

  // The new conversation is in the side menu at once; rename it there.
  const item = app.getByTestId('history-group-today').getByTestId('history-item').filter({ hasText: 'featuretype' }).first()
  await item.hover()
  await item.getByTestId('history-rename').click()
  await app.getByTestId('history-rename-input').fill('支架报价')
  await app.getByTestId('history-rename-input').press('Enter')
  await expect(app.getByTestId('history-group-today')).toContainText('支架报价')

  // An unsent draft survives the reload that reopens the record by ?id=.
  await app.getByTestId('ai-quote-command-input').fill('材料换成7075')
  await page.goto(`/ai-quote/quote?id=${recordId}`)
  const reopened = app.getByTestId('ai-quote-part').first()
  await expect(reopened.getByTestId('ai-quote-total')).toHaveText(total20 ?? '')
  await expect(app.getByTestId('ai-quote-messages')).toContainText('数量改为20')
  await expect(app.getByTestId('ai-quote-command-input')).toHaveValue('材料换成7075')

  // Tick the part and download the XLSX quote sheet.
  await reopened.getByTestId('ai-quote-select').check()
  const [download] = await Promise.all([page.waitForEvent('download'), app.getByTestId('ai-quote-download').click()])
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
  const bytes = readFileSync(await download.path())
  expect(bytes.subarray(0, 2).toString()).toBe('PK')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
  const cells: string[] = []
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))))
  const total = amount(total20)
  expect(cells.some((c) => amount(c) === total)).toBe(true)
  expect(pageErrors).toEqual([])
})

test('recognised drawing annotations are boxed and linked both ways to their attributes', async ({ page }) => {
  const app = await logInAs(page, 'customer')
  await page.goto('/ai-quote/quote')
  await app.getByTestId('tour-skip').click()
  const drawing = {
    name: 'featuretype.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      buildPdf([{ width: 842, height: 595, texts: [{ x: 40, y: 530, size: 10, text: '表面本色阳极氧化；' }, { x: 40, y: 515, size: 10, text: '其余Ra3.2；' }, { x: 600, y: 80, size: 10, text: '材料' }, { x: 660, y: 80, size: 10, text: '6061-T6' }] }]),
    ),
  }
  const card = await quoteParts(app, [PART_FILES[0]!, drawing])
  const material = card.getByTestId('ai-quote-attr-material')
  await expect(material).toContainText('2D')
  const boxes = card.getByTestId('ai-quote-drawing').locator('.qe-highlight')
  await expect(boxes.first()).toBeVisible({ timeout: 30_000 })
  // Attribute → box: the box gets the marker.
  await material.getByRole('button').click()
  await expect(material).toHaveClass(/is-active/)
  const active = card.getByTestId('ai-quote-drawing').locator('.qe-highlight[aria-label^="▶"]')
  await expect(active).toHaveCount(1)
  // Box → attribute: clicking the highlighted box again releases both.
  await active.click()
  await expect(material).not.toHaveClass(/is-active/)
})
