import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { amount, openConversation, PART_FIXTURES, saveQuotingCustomer } from './ai-quote-helpers.ts'
import { uploadAndAnalyse, type SavedSession } from './session-helpers.ts'

// A customer's quote card lists ways to lower the price, the largest saving first. Applying the
// top one prices the part again as the customer's own change: the unit price drops by exactly
// what the lever promised. Undo sets the part back, and the price with it.

let customer: SavedSession
const records: number[] = []

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000)
  customer = await saveQuotingCustomer(browser)
  // One conversation per language: each test applies a lever to its own part.
  for (const _ of ['zh-CN', 'en']) records.push(await uploadAndAnalyse(browser, customer, PART_FIXTURES))
})

async function openCard(browser: Browser, record: number, lang: 'zh-CN' | 'en') {
  const { page, app, card, pageErrors } = await openConversation(browser, customer, record, lang)
  const levers = card.getByTestId('ai-quote-levers')
  await expect(levers.getByTestId('ai-quote-lever').first()).toBeVisible()
  return { page, app, card, levers, pageErrors }
}

const unitPrice = async (card: Locator) => amount(await card.getByTestId('ai-quote-unit-price').textContent())

/** Applies the top lever (confirming when it changes the drawing) and answers what it promised. */
async function applyTop(page: Page, app: Locator, levers: Locator, byKeyboard: boolean) {
  const top = levers.getByTestId('ai-quote-lever').first()
  const saving = amount(await top.getByTestId('ai-quote-lever-saving').textContent())
  const what = (await top.locator('.qe-aiq-lever-what').textContent()) ?? ''
  const breaks = (await top.locator('.qe-aiq-badge').count()) > 0
  const apply = levers.getByTestId('ai-quote-lever-apply-0')
  if (byKeyboard) {
    await apply.focus()
    await page.keyboard.press('Enter')
  } else await apply.click()
  if (breaks) {
    const dialog = app.getByTestId('ai-quote-lever-dialog')
    await expect(dialog).toBeVisible()
    await app.getByTestId('ai-quote-lever-confirm').click()
  }
  return { saving, what }
}

test('applying the top lever lowers the price by what it promised, and undo restores it', async ({ browser }) => {
  const { page, app, card, levers, pageErrors } = await openCard(browser, records[0]!, 'zh-CN')
  await levers.scrollIntoViewIfNeeded()
  await expect(levers.getByRole('heading')).toHaveText('降本建议')
  await expect(levers.getByTestId('ai-quote-lever-saving').first()).toHaveText(/^−¥[\d,]+\.\d{2}\/件$/)
  await expect(levers.getByTestId('ai-quote-lever-days').first()).toHaveText(/(天|发货日期不变)/)
  const before = await unitPrice(card)
  const { saving, what } = await applyTop(page, app, levers, false)

  const applied = levers.getByTestId('ai-quote-lever-applied')
  await expect(applied).toContainText(`已采用：${what}`)
  await expect(applied).toBeInViewport()
  await expect.poll(() => unitPrice(card)).toBeCloseTo(before - saving, 2)

  await levers.getByTestId('ai-quote-lever-undo').click()
  await expect(applied).toHaveCount(0)
  await expect.poll(() => unitPrice(card)).toBeCloseTo(before, 2)
  await expect(levers.getByTestId('ai-quote-lever').first().locator('.qe-aiq-lever-what')).toHaveText(what)
  expect(pageErrors).toEqual([])
  await page.context().close()
})

test('in English, the keyboard applies the top lever and undoes it', async ({ browser }) => {
  const { page, app, card, levers, pageErrors } = await openCard(browser, records[1]!, 'en')
  await levers.scrollIntoViewIfNeeded()
  await expect(levers.getByRole('heading')).toHaveText('Ways to lower the price')
  await expect(levers.getByTestId('ai-quote-lever-saving').first()).toHaveText(/^−CN¥[\d,]+\.\d{2}\/pc$/)
  const before = await unitPrice(card)
  const { saving, what } = await applyTop(page, app, levers, true)

  const applied = levers.getByTestId('ai-quote-lever-applied')
  await expect(applied).toContainText(`Applied: ${what}`)
  await expect(applied).toBeInViewport()
  await expect.poll(() => unitPrice(card)).toBeCloseTo(before - saving, 2)

  const undo = levers.getByTestId('ai-quote-lever-undo')
  await undo.focus()
  await page.keyboard.press('Enter')
  await expect(applied).toHaveCount(0)
  await expect.poll(() => unitPrice(card)).toBeCloseTo(before, 2)
  expect(pageErrors).toEqual([])
  await page.context().close()
})
