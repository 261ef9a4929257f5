import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { PART_FILES } from './ai-quote-helpers.ts'
import { pageWith, saveSession, type SavedSession } from './session-helpers.ts'

// The customer's process-planning journey on /ai-auto/process, a few steps per test: the first
// uploads a part with its drawing through the screen and waits for the route; the next ones edit,
// reopen, download and dispatch that record. The last puts <process-assistant> on the CMS page.
test.describe.configure({ mode: 'serial' })

let customer: SavedSession
let recordId = 0
let savedOrder: string[] = []

test.beforeAll(async ({ browser }) => {
  customer = await saveSession(browser, 'customer')
})

/** The craft codes of the card's operations, in order. */
const order = (card: Locator) =>
  card.getByTestId('pa-op').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-craft') ?? ''))

/** Uploads the fixture part on a process screen and waits for its route. */
async function planPart(root: Locator): Promise<Locator> {
  await root.getByTestId('pa-file-input').setInputFiles(PART_FILES)
  await expect(root.getByTestId('pa-file-3d')).toContainText('featuretype.STEP')
  await expect(root.getByTestId('pa-file-2d')).toContainText('featuretype.pdf')
  await root.getByTestId('pa-quantity').fill('20')
  await root.getByTestId('pa-send').click()
  const card = root.getByTestId('pa-card')
  // Analysis and planning of a real STEP model with its drawing.
  await expect(card.getByTestId('pa-op').first()).toBeVisible({ timeout: 120_000 })
  return card
}

/** The saved customer on the process screen of the record, watched for page errors. */
async function openRecord(browser: Browser): Promise<{ page: Page; app: Locator; card: Locator; errors: string[] }> {
  const page = await pageWith(browser, customer)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(`/ai-auto/process?id=${recordId}`)
  const app = page.locator('quote-app')
  const card = app.getByTestId('pa-card')
  await expect(card.getByTestId('pa-op').first()).toBeVisible()
  return { page, app, card, errors }
}

test('a part uploaded with its drawing gets a route, its address and a place in the history', async ({ browser }) => {
  test.setTimeout(150_000)
  const page = await pageWith(browser, customer)
  await page.goto('/ai-auto/process')
  const app = page.locator('quote-app')
  const card = await planPart(app)
  recordId = Number(new URL(page.url()).searchParams.get('id'))
  expect(recordId).toBeGreaterThan(0)
  expect((await order(card)).length).toBeGreaterThan(3)
  await expect(app.getByTestId('pa-summary-quantity')).toHaveText('20')
  // An operation shown in 3D highlights the features it machines on the part's model.
  const machining = card.locator('[data-testid="pa-op"][data-features]').first()
  const featureIds = await machining.getAttribute('data-features')
  expect(featureIds).toMatch(/^[a-z-]+-\d+( [a-z-]+-\d+)*$/)
  await machining.getByTestId('pa-op-show-3d').click()
  await expect(app.getByTestId('pa-model')).toHaveAttribute('selected-feature', featureIds!)
  // The model shown is the analysis's mesh, not the STEP read again in the browser.
  await expect(app.getByTestId('pa-model')).toHaveAttribute('mesh-src', /^blob:/)
  await expect(app.getByTestId('pa-model').locator('[data-state="loaded"]')).toBeVisible({ timeout: 60_000 })
  await expect(machining).toHaveAttribute('data-linked', 'true')
  // The screen's CSS arrives with its lazy chunk, not in the first load.
  await expect(card).toHaveCSS('border-collapse', 'collapse')
  await expect(
    app.getByTestId('chat-history').getByTestId('history-item').filter({ hasText: 'featuretype' }).first(),
  ).toBeVisible()
  await page.context().close()
})

test('an operation moved and one added from the craft library are saved as version 2', async ({ browser }) => {
  const { page, app, card, errors } = await openRecord(browser)
  const before = await order(card)
  await card.getByTestId('pa-op').first().getByTestId('pa-op-down').click()
  await expect.poll(() => order(card)).toEqual([before[1], before[0], ...before.slice(2)])
  // Alt+↓ on a row moves it too, from any of its fields.
  await card.getByTestId('pa-op').nth(2).getByTestId('pa-op-note').press('Alt+ArrowDown')
  await expect.poll(() => order(card)).toEqual([before[1], before[0], before[3], before[2], ...before.slice(4)])
  await expect(app.getByTestId('pa-dirty')).toHaveText(/unsaved|未保存/i)
  await app.getByTestId('pa-add-operation').click()
  const picker = app.getByTestId('pa-craft-picker')
  await expect(picker.getByTestId('pa-craft').first()).toBeVisible()
  await picker.getByTestId('pa-craft').first().click()
  await expect(card.getByTestId('pa-op')).toHaveCount(before.length + 1)
  // Every change is checked by the server: the check settles before saving.
  await expect(app.getByTestId('pa-issues')).toHaveAttribute('data-check', 'ready')
  savedOrder = await order(card)
  await app.getByTestId('pa-save').click()
  await expect(app.getByTestId('pa-route')).toHaveAttribute('data-version', '2')
  await expect(app.getByTestId('pa-dirty')).not.toHaveText(/unsaved|未保存/i)
  await expect(app.getByTestId('pa-version')).toHaveCount(2)
  expect(errors).toEqual([])
  await page.context().close()
})

test('reopened by its address the record shows the saved route, and an older version read-only', async ({
  browser,
}) => {
  const { page, app, card, errors } = await openRecord(browser)
  await expect(app.getByTestId('pa-route')).toHaveAttribute('data-version', '2')
  expect(await order(card)).toEqual(savedOrder)
  await app.getByTestId('pa-version').last().click()
  await expect(app.getByTestId('pa-older')).toBeVisible()
  await expect(card).toHaveAttribute('data-readonly', 'true')
  await expect(card.getByTestId('pa-op')).toHaveCount(savedOrder.length - 1)
  expect(errors).toEqual([])
  await page.context().close()
})

test('the process card downloads as XLSX with every operation', async ({ browser }) => {
  const { page, app, card } = await openRecord(browser)
  const names = await card.getByTestId('pa-op-name').allTextContents()
  const [download] = await Promise.all([page.waitForEvent('download'), app.getByTestId('pa-download').click()])
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
  const bytes = readFileSync(await download.path())
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
  const cells: string[] = []
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))))
  for (const name of names)
    expect(
      cells.some((c) => c.includes(name)),
      name,
    ).toBe(true)
  await page.context().close()
})

test('a re-planned route waits for the shop’s 审核, then is dispatched after a confirmation and read-only', async ({
  browser,
}) => {
  const { page, app, card, errors } = await openRecord(browser)
  // The edits above may break ordering rules, which block dispatch: plan afresh from the libraries.
  await app.getByTestId('pa-replan').click()
  await expect(app.getByTestId('pa-route')).toHaveAttribute('data-version', '3')
  await app.getByTestId('pa-dispatch-id').fill('MO-2026-0042')
  // The new version is unsigned: the button stays off and says why in words.
  await expect(app.getByTestId('pa-dispatch-unsigned')).toContainText(/审核/)
  await expect(app.getByTestId('pa-dispatch-submit')).toHaveAttribute('disabled', '')
  await expect(app.getByTestId('pa-sign-reviewer')).toHaveAttribute('data-signed', 'false')
  // The customer may not sign their own card: the shop's Auditor opens it read-only and signs 审核.
  await expect(app.getByTestId('pa-sign-reviewer-button')).toHaveCount(0)
  const reviewer = await pageWith(browser, await saveSession(browser, 'auditor'))
  await reviewer.goto(`/ai-auto/process?id=${recordId}`)
  const review = reviewer.locator('quote-app')
  await expect(review.getByTestId('pa-reviewing')).toBeVisible()
  await expect(review.getByTestId('pa-card')).toHaveAttribute('data-readonly', 'true')
  await expect(review.getByTestId('pa-save')).toHaveCount(0)
  await review.getByTestId('pa-sign-reviewer-button').click()
  await review.getByTestId('pa-sign-opinion').fill('工序合理')
  await review.getByTestId('pa-sign-confirm').click()
  await expect(review.getByTestId('pa-sign-reviewer')).toHaveAttribute('data-signed', 'true')
  await expect(review.getByTestId('pa-sign-reviewer')).toBeInViewport()
  // 批准 is an Administrator's: the Auditor has no button for it.
  await expect(review.getByTestId('pa-sign-approver-button')).toHaveCount(0)
  await reviewer.context().close()
  await page.reload()
  await expect(app.getByTestId('pa-sign-reviewer')).toContainText('auditor')
  await expect(app.getByTestId('pa-sign-reviewer')).toContainText('工序合理')
  await app.getByTestId('pa-dispatch-id').fill('MO-2026-0042')
  await expect(app.getByTestId('pa-dispatch-unsigned')).toHaveCount(0)
  await app.getByTestId('pa-dispatch-submit').click()
  await app.getByTestId('pa-dispatch-confirm').click()
  await expect(app.getByTestId('pa-dispatched')).toContainText('MO-2026-0042')
  await expect(card).toHaveAttribute('data-readonly', 'true')
  await expect(app.getByTestId('pa-save')).toHaveCount(0)
  await expect(app.getByTestId('pa-version').first()).toContainText('MO-2026-0042')
  expect(errors).toEqual([])
  await page.context().close()
})

test('<process-assistant> on a CMS page completes a plan and tells the page', async ({ browser }) => {
  test.setTimeout(150_000)
  const page = await pageWith(browser, customer)
  await page.addInitScript(() => {
    const w = window as unknown as { planned: unknown[] }
    w.planned = []
    document.addEventListener('process-planned', (e) => w.planned.push((e as CustomEvent).detail))
  })
  await page.goto('/cms.html')
  const assistant = page.locator('#embedded-process')
  await planPart(assistant)
  await expect(assistant.getByTestId('chat-history').getByTestId('history-item').first()).toBeVisible()
  const planned = await page.waitForFunction(() => (window as unknown as { planned: unknown[] }).planned[0])
  expect(await planned.jsonValue()).toMatchObject({ chatRecordId: expect.any(Number), version: 1 })
  await page.context().close()
})
