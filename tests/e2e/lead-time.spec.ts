import { expect, test, type Browser, type Locator } from '@playwright/test'
import { amount, openConversation, PART_FIXTURES, saveQuotingCustomer } from './ai-quote-helpers.ts'
import { uploadAndAnalyse, type SavedSession } from './session-helpers.ts'

// A customer's quote card promises a ship date at the shop's standard tier; picking 加急 (rush)
// prices the part again: an earlier date, at a higher price, both in view where the buyer chose.
// 100 pieces take days on the machines, so rush's overtime ships them earlier even on an empty
// shop (a one-day job ships the same day at either tier: only the queue and overtime differ).

const QUANTITY = '100'
let customer: SavedSession
const records: number[] = []

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000)
  customer = await saveQuotingCustomer(browser)
  // One conversation per language: each test re-prices its own part.
  for (const _ of ['zh-CN', 'en']) records.push(await uploadAndAnalyse(browser, customer, PART_FIXTURES))
})

/** The customer's quote card of `record` at 100 pieces, in `lang`, watched for page errors. */
async function openCard(browser: Browser, record: number, lang: 'zh-CN' | 'en') {
  const { page, card, pageErrors } = await openConversation(browser, customer, record, lang)
  await expect(card.getByTestId('ai-quote-lead')).toBeVisible()
  await card.getByTestId('ai-quote-quantity').fill(QUANTITY)
  await expect(card.getByTestId('ai-quote-attr-quantity')).toContainText(QUANTITY)
  await expect(card.getByTestId('ai-quote-tiers')).not.toHaveAttribute('aria-busy', 'true')
  return { page, card, pageErrors }
}

/** The promised ship date (YYYY-MM-DD) and the unit price of the tier the card is priced at. */
async function priced(card: Locator, tier: string) {
  const shipDate = (await card.getByTestId('ai-quote-ship-date').getAttribute('data-date')) ?? ''
  const unit = amount(await card.getByTestId(`ai-quote-tier-${tier}`).getByTestId('ai-quote-tier-price').textContent())
  expect(shipDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(unit).toBeGreaterThan(0)
  return { shipDate, unit }
}

/** The chosen tier's dates and card are on screen where the buyer chose, the card checked. */
async function expectChosen(card: Locator, tier: string, name: string) {
  await expect(card.getByTestId('ai-quote-lead-tier')).toContainText(name)
  await expect(card.getByTestId(`ai-quote-tier-${tier}`).locator('input')).toBeChecked()
  await expect(card.getByTestId('ai-quote-tier-repricing')).toHaveCount(0)
  await expect(card.getByTestId('ai-quote-ship-date')).toBeInViewport()
  await expect(card.getByTestId('ai-quote-delivery-date')).toBeInViewport()
  await expect(card.getByTestId(`ai-quote-tier-${tier}`)).toBeInViewport()
}

test('a customer picks 加急 and sees an earlier ship date at a higher price', async ({ browser }) => {
  const { page, card, pageErrors } = await openCard(browser, records[0]!, 'zh-CN')
  await card.getByTestId('ai-quote-tiers').scrollIntoViewIfNeeded()
  await expectChosen(card, 'standard', '标准')
  const standard = await priced(card, 'standard')
  await expect(card.getByTestId('ai-quote-lead-steps')).toContainText('加工 · 三轴加工中心')

  await card.getByTestId('ai-quote-tier-rush').click()
  await expectChosen(card, 'rush', '加急')
  const rush = await priced(card, 'rush')
  expect(rush.shipDate < standard.shipDate, `${rush.shipDate} before ${standard.shipDate}`).toBe(true)
  expect(rush.unit).toBeGreaterThan(standard.unit)
  expect(amount(await card.getByTestId('ai-quote-unit-price').textContent())).toBe(rush.unit)
  await expect(card.getByTestId(`ai-quote-break-${QUANTITY}-rush`)).toHaveAttribute('aria-current', 'true')
  expect(pageErrors).toEqual([])
  await page.context().close()
})

test('in English, the keyboard picks Rush: an earlier ship date at a higher price', async ({ browser }) => {
  const { page, card, pageErrors } = await openCard(browser, records[1]!, 'en')
  await card.getByTestId('ai-quote-tiers').scrollIntoViewIfNeeded()
  await expectChosen(card, 'standard', 'Standard')
  const standard = await priced(card, 'standard')
  await expect(card.getByTestId('ai-quote-lead-steps')).toContainText('Machining · 3-axis machining centre')

  // The tiers are one radio group, cheapest first: the arrow key moves from Standard to Rush.
  await card.getByTestId('ai-quote-tier-standard').locator('input').focus()
  await page.keyboard.press('ArrowRight')
  await expectChosen(card, 'rush', 'Rush')
  await expect(card.getByTestId('ai-quote-tier-rush').locator('input')).toBeFocused()
  const rush = await priced(card, 'rush')
  expect(rush.shipDate < standard.shipDate, `${rush.shipDate} before ${standard.shipDate}`).toBe(true)
  expect(rush.unit).toBeGreaterThan(standard.unit)
  await expect(card.getByTestId('ai-quote-ship-date')).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d/)
  expect(pageErrors).toEqual([])
  await page.context().close()
})
