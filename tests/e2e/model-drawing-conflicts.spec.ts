import { expect, test, type Locator } from '@playwright/test'
import { amount, openConversation, saveQuotingCustomer } from './ai-quote-helpers.ts'
import { uploadAndAnalyse, type SavedSession } from './session-helpers.ts'

// A model and a drawing made to disagree (scripts/fixtures/make-conflict-drawings.py): the block's
// model has two M6 tap-drill holes (Ø5), its drawing calls 4×M6 and 材料 45#; the buyer entered
// 6061 in the upload form. The card shows each conflict, the thread one with the drawing zoomed to
// its callout beside the model with the two holes tinted. Taking the drawing's 45# prices the part
// in steel as the buyer's own choice: the unit price and the route's minutes follow. The files keep
// the name the title block gives (图号 pocket-block): another name would be a conflict too.

let customer: SavedSession
let recordId: number

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000)
  customer = await saveQuotingCustomer(browser)
  recordId = await uploadAndAnalyse(
    browser,
    customer,
    [
      { name: 'pocket-block.step', path: '3d/callouts/pocket-block.step' },
      { name: 'pocket-block.dxf', path: '2d/conflicts/threads.dxf' },
    ],
    { material: '6061' },
  )
})

/** Minutes a piece over every stage of the route the machining line is priced from. */
const routeMinutes = async (card: Locator) =>
  (await card.getByTestId('ai-quote-stages').locator('li').allTextContents())
    .map((text) => Number(/([\d.]+)\s*(?:分钟|min)/.exec(text)?.[1] ?? NaN))
    .reduce((a, b) => a + b, 0)

const unitPrice = async (card: Locator) => amount(await card.getByTestId('ai-quote-unit-price').textContent())

test('a mismatched pair shows its conflicts on both documents; taking the drawing’s value reprices the part', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const { page, app, card, pageErrors } = await openConversation(browser, customer, recordId)
  const conflicts = card.getByTestId('ai-quote-conflicts')
  await expect(conflicts).toBeVisible({ timeout: 60_000 })
  await expect(conflicts.getByRole('heading')).toHaveText('模型与图纸不一致')
  await expect(conflicts.getByTestId('ai-quote-conflict')).toHaveCount(2)
  const thread = conflicts.locator('[data-kind="thread"]')
  const material = conflicts.locator('[data-kind="material"]')
  await expect(thread).toContainText('螺纹 M6：图纸标注 4 处，模型中底孔或公称直径的孔有 2 个')
  await expect(material).toContainText('材料：图纸为')
  await expect(material.getByTestId('ai-quote-conflict-take-model')).toHaveText('以我填写的为准')
  // Held for the pricing engineer until the buyer chooses.
  await expect(conflicts.getByTestId('ai-quote-conflicts-state')).toContainText('2 处不一致待您选择')
  await expect(card.getByTestId('ai-quote-flags')).toContainText('需核价工程师审核')

  // Both documents side by side: the drawing zoomed to the callout, the model's two holes tinted.
  await thread.getByTestId('ai-quote-conflict-show').click()
  const drawing = thread.getByTestId('ai-quote-conflict-drawing')
  const model = thread.getByTestId('ai-quote-conflict-model')
  await drawing.scrollIntoViewIfNeeded()
  await expect(drawing).toBeInViewport()
  await expect(model).toBeInViewport()
  const box = drawing.locator('[part="highlight"]').first()
  await expect(box).toBeInViewport({ timeout: 60_000 })
  await expect(box).toHaveAttribute('aria-label', /4×M6/)
  // Zoomed to the callout: its 18-unit box spans a good part of the viewer, not a speck of the sheet.
  await expect
    .poll(async () => ((await box.boundingBox())?.width ?? 0) / ((await drawing.boundingBox())?.width ?? 1))
    .toBeGreaterThan(0.2)
  await expect(model).toHaveAttribute('selected-feature', 'conflict-thread:M6')
  const tinted = await model.evaluate(
    (el: HTMLElementTagNameMap['model-preview']) =>
      (JSON.parse(String(el.features)) as { faces: number[] }[])[0]?.faces,
  )
  // Two Ø5 holes, each its wall and its drill point.
  expect(tinted).toHaveLength(4)
  await expect(model.locator('[data-state="loaded"]')).toBeVisible({ timeout: 60_000 })

  // Taking the drawing's material, by keyboard: priced in 45# steel as the buyer's own choice.
  const before = await unitPrice(card)
  const minutesBefore = await routeMinutes(card)
  const take = material.getByTestId('ai-quote-conflict-take-drawing')
  await take.focus()
  await page.keyboard.press('Enter')
  // The buyer's entry now agrees with the drawing: that conflict is gone, the thread one waits.
  await expect(conflicts.getByTestId('ai-quote-conflict')).toHaveCount(1)
  await expect(conflicts.getByTestId('ai-quote-conflicts-state')).toContainText('1 处不一致待您选择')
  await expect(conflicts.getByTestId('ai-quote-conflicts-state')).toBeInViewport()
  await expect.poll(() => unitPrice(card)).not.toBe(before)
  expect(await routeMinutes(card)).not.toBeCloseTo(minutesBefore, 1)
  await expect(card.getByTestId('ai-quote-attr-material')).toContainText('45')

  // The drawing's 4×M6 was priced already (the drawing wins over the model): the choice clears the hold.
  const priced = await unitPrice(card)
  await thread.getByTestId('ai-quote-conflict-take-drawing').click()
  await expect(thread).toHaveAttribute('data-resolution', 'drawing')
  await expect(thread.getByTestId('ai-quote-conflict-take-drawing')).toHaveAttribute('aria-pressed', 'true')
  await expect(thread.getByTestId('ai-quote-conflict-chosen')).toContainText('以图纸为准')
  await expect(conflicts.getByTestId('ai-quote-conflicts-state')).toContainText('每处不一致均已选定')
  // Nothing else held it: the quote is no longer held at all.
  await expect(card.getByTestId('ai-quote-flags')).toHaveCount(0)
  expect(await unitPrice(card)).toBe(priced)

  // The same conflict in English.
  await app.getByTestId('locale-menu').click()
  await app.getByTestId('locale-en').click()
  await expect(thread).toContainText('Thread M6: the drawing calls 4, the model has 2 holes')
  await expect(thread.getByTestId('ai-quote-conflict-chosen')).toContainText('You chose: The drawing is right')
  expect(pageErrors).toEqual([])
  await page.context().close()
})
