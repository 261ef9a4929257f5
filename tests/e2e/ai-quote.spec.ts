import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { expect, test, type Browser } from '@playwright/test'
import { logInAs } from './account-helpers.ts'
import { buildPdf } from '../server/engine/support/pdf-writer.ts'
import {
  amount,
  openConversation,
  PART_FILES,
  PART_FIXTURES,
  quoteParts,
  saveQuotingCustomer,
} from './ai-quote-helpers.ts'
import { pageWith, uploadAndAnalyse, type SavedSession } from './session-helpers.ts'

// The customer's quoting journey, a few steps per test. Most start from a saved session and one
// conversation quoted in beforeAll, so no test waits for more than one analysis.
let customer: SavedSession
let recordId: number

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000)
  customer = await saveQuotingCustomer(browser)
  recordId = await uploadAndAnalyse(browser, customer, PART_FIXTURES)
})

/** The saved customer on the quote screen of the beforeAll conversation, watched for page errors. */
async function openRecord(browser: Browser) {
  const { page, app, card, pageErrors } = await openConversation(browser, customer, recordId)
  await expect(card.getByTestId('ai-quote-total')).toBeVisible()
  return { page, app, card, pageErrors }
}

test('the tour starts the quote screen, and bad files are refused before sending, with the reason', async ({
  page,
}) => {
  const app = await logInAs(page, 'customer')
  await page.goto('/ai-quote/quote')
  await expect(app.getByTestId('tour-card')).toHaveAttribute('data-step', 'ai-quote-start')
  await app.getByTestId('tour-next').click()
  await expect(app.getByTestId('tour-card')).toHaveAttribute('data-step', 'ai-quote-upload')
  await app.getByTestId('tour-next').click()
  await expect(app.getByTestId('tour')).toHaveCount(0)
  await app.getByTestId('ai-quote-file-input').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
    { name: 'empty.stl', mimeType: 'model/stl', buffer: Buffer.alloc(0) },
  ])
  await expect(app.getByTestId('ai-quote-rejected')).toContainText('notes.txt')
  await expect(app.getByTestId('ai-quote-rejected')).toContainText('empty.stl')
  await expect(app.getByTestId('ai-quote-queued')).toHaveCount(0)
})

test('uploading a model with its drawing prices the part, with breakdown, sources and the assistant', async ({
  browser,
}) => {
  const page = await pageWith(browser, customer)
  const pageErrors: string[] = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await page.goto('/ai-quote/quote')
  const app = page.locator('quote-app')
  const card = await quoteParts(app)
  await expect(page).toHaveURL(/\/ai-quote\/quote\?id=\d+$/)
  await expect(card.getByTestId('ai-quote-breakdown')).toContainText('材料费')
  await expect(card.getByTestId('ai-quote-line-machining')).toBeVisible()
  await expect(card.getByTestId('ai-quote-attributes')).toContainText('3D')
  await expect(app.getByTestId('ai-quote-message-assistant').first()).toBeVisible()
  expect(amount(await card.getByTestId('ai-quote-total').textContent())).toBeGreaterThan(0)
  expect(pageErrors).toEqual([])
  await page.context().close()
})

test('changing the quantity gives exactly the price its quantity break announced', async ({ browser }) => {
  const { page, card, pageErrors } = await openRecord(browser)
  const before = amount(await card.getByTestId('ai-quote-unit-price').textContent())
  const quantity = String(Number(await card.getByTestId('ai-quote-quantity').inputValue()) === 10 ? 50 : 10)
  // The table is quantity × delivery tier; the cell the part is priced at is marked current.
  const breaks = card.getByTestId('ai-quote-breaks')
  const current = await breaks.locator('td[aria-current="true"]').getAttribute('data-testid')
  const tier = /^ai-quote-break-\d+-(.+)$/.exec(current ?? '')?.[1]
  const cell = breaks.getByTestId(`ai-quote-break-${quantity}-${tier}`)
  const expected = amount(await cell.getByTestId('ai-quote-break-price').textContent())
  await card.getByTestId('ai-quote-quantity').fill(quantity)
  await expect.poll(async () => amount(await card.getByTestId('ai-quote-unit-price').textContent())).toBe(expected)
  await expect(cell).toHaveAttribute('aria-current', 'true')
  expect(expected).not.toBe(before)
  await expect(card.getByTestId('ai-quote-attr-quantity')).toContainText('您')
  expect(pageErrors).toEqual([])
  await page.context().close()
})

test('a free-text command is answered in the conversation and re-prices the part', async ({ browser }) => {
  const { page, app, card, pageErrors } = await openRecord(browser)
  await app.getByTestId('ai-quote-command-input').fill('数量改为20')
  await app.getByTestId('ai-quote-command-input').press('Enter')
  await expect(app.getByTestId('ai-quote-messages')).toContainText('数量改为20')
  await expect(card.getByTestId('ai-quote-attr-quantity')).toContainText('20')
  await expect.poll(async () => amount(await card.getByTestId('ai-quote-unit-price').textContent()) > 0).toBe(true)
  expect(pageErrors).toEqual([])
  await page.context().close()
})

test('the conversation is in the side menu and is renamed there', async ({ browser }) => {
  const { page, app } = await openRecord(browser)
  const item = app
    .getByTestId('history-group-today')
    .getByTestId('history-item')
    .filter({ hasText: 'featuretype' })
    .first()
  await item.hover()
  await item.getByTestId('history-rename').click()
  await app.getByTestId('history-rename-input').fill('支架报价')
  await app.getByTestId('history-rename-input').press('Enter')
  await expect(app.getByTestId('history-group-today')).toContainText('支架报价')
  await page.context().close()
})

test('an unsent draft survives reopening the record by ?id=', async ({ browser }) => {
  const { page, app, card } = await openRecord(browser)
  const total = await card.getByTestId('ai-quote-total').textContent()
  await app.getByTestId('ai-quote-command-input').fill('材料换成7075')
  await page.goto(`/ai-quote/quote?id=${recordId}`)
  await expect(app.getByTestId('ai-quote-part').first().getByTestId('ai-quote-total')).toHaveText(total ?? '')
  await expect(app.getByTestId('ai-quote-command-input')).toHaveValue('材料换成7075')
  await page.context().close()
})

test('the ticked part downloads as an XLSX quote sheet with its total', async ({ browser }) => {
  const { page, app, card, pageErrors } = await openRecord(browser)
  const total = amount(await card.getByTestId('ai-quote-total').textContent())
  await card.getByTestId('ai-quote-select').check()
  const [download] = await Promise.all([page.waitForEvent('download'), app.getByTestId('ai-quote-download').click()])
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
  const bytes = readFileSync(await download.path())
  expect(bytes.subarray(0, 2).toString()).toBe('PK')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
  const cells: string[] = []
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))))
  expect(cells.some((c) => amount(c) === total)).toBe(true)
  expect(pageErrors).toEqual([])
  await page.context().close()
})

test('recognised drawing annotations are boxed and linked both ways to their attributes', async ({ page }) => {
  const app = await logInAs(page, 'customer')
  await page.goto('/ai-quote/quote')
  await app.getByTestId('tour-skip').click()
  const drawing = {
    name: 'featuretype.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      buildPdf([
        {
          width: 842,
          height: 595,
          texts: [
            { x: 40, y: 530, size: 10, text: '表面本色阳极氧化；' },
            { x: 40, y: 515, size: 10, text: '其余Ra3.2；' },
            { x: 600, y: 80, size: 10, text: '材料' },
            { x: 660, y: 80, size: 10, text: '6061-T6' },
          ],
        },
      ]),
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

test('clicking 钻孔数 highlights the holes in 3D, and clicking a hole marks 钻孔数 back', async ({ browser }) => {
  const { page, card, pageErrors } = await openRecord(browser)
  const model = card.getByTestId('ai-quote-model')
  const holes = card.getByTestId('ai-quote-attr-drilledHoles')
  await model.scrollIntoViewIfNeeded()
  await expect(model.locator('[data-state="loaded"]')).toBeVisible({ timeout: 60_000 })
  // What is shown is the analysis's own mesh: the STEP is not downloaded or read again.
  await expect(model).toHaveAttribute('mesh-src', /^blob:/)
  await expect(model).not.toHaveAttribute('src')
  // Attribute → 3D: every recognised hole is tinted, on a model brought back into view when the
  // buyer has scrolled down to the attribute; a second click releases them.
  await holes.evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await expect(model).not.toBeInViewport({ ratio: 0.9 })
  await holes.getByRole('button').click()
  await expect(holes).toHaveClass(/is-active/)
  await expect(model).toBeInViewport({ ratio: 0.9 })
  // Plain holes and the counterbored ones: both are among the drilled holes the quote counts.
  await expect(model).toHaveAttribute('selected-feature', /^(hole|counterbore)-\d+( (hole|counterbore)-\d+)*$/)
  await holes.getByRole('button').click()
  await expect(holes).not.toHaveClass(/is-active/)
  // 3D → attribute: a click on a hole's face selects that hole and marks the attribute. The
  // buyer scrolls back up to the model (the attribute list may have taken its place), and the
  // point is taken once the card's layout and the camera have settled: the same on two frames.
  await model.scrollIntoViewIfNeeded()
  const target = await model.evaluate(async (el: HTMLElementTagNameMap['model-preview']) => {
    const features = JSON.parse(String(el.features)) as { id: string; kind: string }[]
    const find = () => {
      for (const f of features.filter((f) => f.kind === 'hole' || f.kind === 'counterbore')) {
        const point = el.getFeaturePoint(f.id)
        if (point) return { id: f.id, ...point }
      }
      return null
    }
    for (let last = find(), tries = 0; tries < 50; tries++) {
      await new Promise((r) => setTimeout(r, 100))
      const next = find()
      if (JSON.stringify(next) === JSON.stringify(last)) return next
      last = next
    }
    return null
  })
  expect(target, 'a hole in sight of the default view').not.toBeNull()
  // The event itself, as an ERP host would hear it, recorded on the element.
  await model.evaluate((el) =>
    el.addEventListener('feature-click', (e) =>
      el.setAttribute('data-clicked', (e as CustomEvent<{ id: string }>).detail.id),
    ),
  )
  await page.mouse.click(target!.x, target!.y)
  await expect(model).toHaveAttribute('data-clicked', target!.id)
  await expect(model).toHaveAttribute('selected-feature', target!.id)
  await expect(holes).toHaveClass(/is-active/)
  expect(pageErrors).toEqual([])
  await page.context().close()
})
