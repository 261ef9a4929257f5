import { expect, test } from '@playwright/test'
import { amount, quoteParts } from './ai-quote-helpers.ts'
import { pageWith, saveSession } from './session-helpers.ts'

// A pricing engineer opens a quoted part's process card from its quote card, moves its milling
// onto the 5-axis machine and saves (审核 is someone else's): back on the quote, the price is the new route's.

test('a machine swapped on the process card changes the price on the quote card', async ({ browser }) => {
  test.setTimeout(180_000)
  const page = await pageWith(browser, await saveSession(browser, 'admin'))
  await page.goto('/ai-quote/quote')
  const app = page.locator('quote-app')
  const card = await quoteParts(app)
  const before = amount(await card.getByTestId('ai-quote-unit-price').textContent())
  expect(before).toBeGreaterThan(0)

  await card.getByTestId('ai-quote-process-card').click()
  await expect(page).toHaveURL(/\/ai-auto\/process\?id=\d+/)
  await expect(app.getByTestId('pa-quote-part')).toBeInViewport()
  const processCard = app.getByTestId('pa-card')
  await expect(processCard.getByTestId('pa-op').first()).toBeVisible()
  // Every operation on a 3- or 4-axis mill goes to the 5-axis machine.
  const selects = processCard.getByTestId('pa-op-equipment')
  let swapped = 0
  for (let i = 0; i < (await selects.count()); i++) {
    const select = selects.nth(i)
    if (!/^EQ-VMC[34]$/.test(await select.inputValue())) continue
    await select.selectOption('EQ-VMC5')
    swapped++
  }
  expect(swapped).toBeGreaterThan(0)
  await app.getByTestId('pa-save').click()
  await expect(app.getByTestId('pa-dirty')).not.toHaveText(/unsaved|未保存/i)

  // The engineer prepared (编制) the saved version, so its 审核 and 批准 are someone else's to sign,
  // and dispatch says it waits for them.
  await expect(app.getByTestId('pa-sign-author')).toContainText('admin')
  await expect(app.getByTestId('pa-sign-reviewer')).toHaveAttribute('data-signed', 'false')
  await expect(app.getByTestId('pa-sign-reviewer-button')).toHaveCount(0)
  await expect(app.getByTestId('pa-sign-approver-button')).toHaveCount(0)

  await app.getByTestId('pa-quote-part-back').click()
  await expect(page).toHaveURL(/\/ai-quote\/quote\?id=\d+/)
  const unit = app.getByTestId('ai-quote-part').first().getByTestId('ai-quote-unit-price')
  await expect(unit).toBeVisible({ timeout: 30_000 })
  await expect.poll(async () => amount(await unit.textContent())).toBeGreaterThan(before)
  await page.context().close()
})
