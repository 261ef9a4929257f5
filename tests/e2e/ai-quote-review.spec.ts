import { expect, test, type Locator } from '@playwright/test'
import { saveQuotingCustomer } from './ai-quote-helpers.ts'
import { pageWith, uploadAndAnalyse, type SavedSession } from './session-helpers.ts'

// A customer's part that raises several review flags (NIST CTC-05 with its drawing: no material
// given, unit price above the review threshold, larger than the machine, a near-net blank), read in
// zh-CN and then in en. The server stores codes and words them for each reader: no English on the
// zh-CN screen, no "[object Object]", and every reason said once.

let customer: SavedSession
let recordId: number

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000)
  customer = await saveQuotingCustomer(browser)
  recordId = await uploadAndAnalyse(browser, customer, [
    { name: 'NIST_MBE_PMI_5.stp', path: '3d/step/NIST_MBE_PMI_5.stp' },
    { name: 'NIST_MBE_PMI_5.pdf', path: '2d/NIST_MBE_PMI_5.pdf' },
  ])
})

/** English words (three letters or more) besides the currency code: what a zh-CN reader must not meet. */
const englishWords = (text: string) => (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => w !== 'CNY')

/** The reasons listed in the assistant's last summary, after "需人工复核：" / "Needs review:". */
async function summaryReasons(app: Locator, lead: string, separator: string): Promise<string[]> {
  const text = (await app.getByTestId('ai-quote-message-assistant').last().innerText()).trim()
  const list = text.slice(text.indexOf(lead) + lead.length).replace(/[。.]$/, '')
  return list.split(separator).map((r) => r.trim())
}

async function openQuote(app: Locator) {
  const card = app.getByTestId('ai-quote-part').first()
  await expect(card.getByTestId('ai-quote-total')).toBeVisible()
  return card
}

test('zh-CN: the review list, advisories and breakdown are in Chinese, each reason once', async ({ browser }) => {
  const page = await pageWith(browser, customer)
  await page.goto(`/ai-quote/quote?id=${recordId}`)
  const app = page.locator('quote-app')
  const card = await openQuote(app)
  const flags = card.getByTestId('ai-quote-flag')
  // The 558.8 mm part fits the enabled gantry: no machine-envelope flag.
  await expect(flags).toHaveCount(3)
  const texts = [...(await flags.allInnerTexts()), ...(await card.getByTestId('ai-quote-warning').allInnerTexts())]
  expect(texts.join('\n')).not.toContain('[object Object]')
  for (const text of texts) expect(englishWords(text), text).toEqual([])
  await expect(flags.first()).toHaveText('没有给出材料（按 铝合金 6061 计价）')
  const breakdown = await card.getByTestId('ai-quote-breakdown').innerText()
  expect(englishWords(breakdown), breakdown).toEqual([])
  await expect(card.getByTestId('ai-quote-line-material')).toContainText('材料费')

  const reasons = await summaryReasons(app, '需人工复核：', '、')
  expect(reasons).toEqual(['没有给出材料', '单价超过复核阈值', '按近净成形毛坯计费'])
  await page.context().close()
})

test('switching to English rewords the same stored quote, flags and summary included', async ({ browser }) => {
  const page = await pageWith(browser, customer)
  await page.goto(`/ai-quote/quote?id=${recordId}`)
  const app = page.locator('quote-app')
  const card = await openQuote(app)
  await expect(card.getByTestId('ai-quote-flag').first()).toHaveText('没有给出材料（按 铝合金 6061 计价）')
  await app.getByTestId('locale-menu').click()
  await app.getByTestId('locale-en').click()
  await expect(card.getByTestId('ai-quote-flag')).toHaveText([
    'No material given (priced as Aluminium 6061)',
    'Unit price above CN¥10,000.00: manual review',
    /^The removed volume is [\d.]+× the part, over the near-net limit/,
  ])
  await expect(card.getByTestId('ai-quote-line-material')).toContainText('Material')
  await expect(card.getByTestId('ai-quote-breakdown')).not.toContainText(/[\u4e00-\u9fff]/)
  await expect(app.getByTestId('ai-quote-message-assistant').last()).toContainText('Needs review:')
  const reasons = await summaryReasons(app, 'Needs review:', ', ')
  expect(reasons).toEqual([
    'no material given',
    'unit price above the review threshold',
    'priced with a near-net blank',
  ])
  expect(new Set(reasons).size).toBe(reasons.length)
  await page.context().close()
})
