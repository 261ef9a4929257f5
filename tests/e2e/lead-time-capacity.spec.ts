import { expect, test, type Locator } from '@playwright/test'
import { logInAs } from './account-helpers.ts'
import { acceptedOrder, apiAs, quoteOnce, reprice } from './api-helpers.ts'

// The shop dates a quote against its own open work: once a customer accepts a large order, the
// machine time it needs is booked, and the next identical quote's standard date is later. The
// buyer sees it on the quote card, where the date is promised.

/** The promised ship date (YYYY-MM-DD) on a part's card, once the card is priced at `tier`. */
async function shipDate(card: Locator, tier: string): Promise<string> {
  await expect(card.getByTestId(`ai-quote-tier-${tier}`).locator('input')).toBeChecked()
  const date = card.getByTestId('ai-quote-ship-date')
  await date.scrollIntoViewIfNeeded()
  await expect(date).toBeInViewport()
  return (await date.getAttribute('data-date')) ?? ''
}

test('after a large order is accepted, the next identical quote’s standard date is later', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const customer = await apiAs(baseURL!, 'customer')
  const staff = await apiAs(baseURL!, 'auditor')
  const part = await quoteOnce(customer)
  await reprice(customer, part.partId, { quantity: 100, tier: 'standard' })

  const app = await logInAs(page, 'customer')
  await page.goto(`/ai-quote/quote?id=${part.chatRecordId}`)
  if (await app.getByTestId('tour-skip').isVisible()) await app.getByTestId('tour-skip').click()
  const card = app.getByTestId('ai-quote-part').first()
  const before = await shipDate(card, 'standard')
  expect(before).toMatch(/^\d{4}-\d{2}-\d{2}$/)

  // Another customer order of the same part, 3,000 pieces, accepted: weeks of machine time booked.
  const large = await quoteOnce(customer)
  await reprice(customer, large.partId, { quantity: 3000, tier: 'standard' })
  const order = await acceptedOrder(customer, staff, [large.partId])
  expect(order.status).toBe('accepted')

  // The same part, the same 100 pieces, quoted again: its standard date moves behind the booking.
  const again = await reprice(customer, part.partId, { quantity: 100, tier: 'standard' })
  expect(again.quote.leadTime.tier).toBe('standard')
  await page.reload()
  const after = await shipDate(app.getByTestId('ai-quote-part').first(), 'standard')
  expect(after > before, `${after} later than ${before}`).toBe(true)
  await customer.dispose()
  await staff.dispose()
})
