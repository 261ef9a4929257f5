import { expect, test, type Page } from '@playwright/test'
import { logInAs } from './account-helpers.ts'
import { apiAs, moveOrder, quoteOnce, readOrder } from './api-helpers.ts'
import { expectToastInView } from './toast-helpers.ts'

// Cancelling a draft asks first, with a reason for the timeline: the reason field has focus when
// the dialog opens, Enter in it only starts a new line, Escape closes without cancelling and gives
// focus back to the button, and the reason typed is still there when the dialog is opened again.

const REASON = 'Drawing revised\nwill quote again'

/** A draft order of the customer's, open on its detail screen. */
async function openDraft(page: Page, baseURL: string) {
  const customer = await apiAs(baseURL, 'customer')
  const { partId } = await quoteOnce(customer)
  const created = await (await customer.post('/api/quote-order/create', { data: { partIds: [partId] } })).json()
  const orderId = created.data.id as number
  const app = await logInAs(page, 'customer')
  await page.goto(`/quote-order/detail?id=${orderId}`)
  const detail = app.getByTestId('quote-order-detail')
  await expect(detail).toHaveAttribute('data-status', 'draft')
  return { customer, orderId, app, detail }
}

test('a customer cancels a draft with a reason, after an Escape that cancels nothing', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const { customer, orderId, app, detail } = await openDraft(page, baseURL!)

  const cancel = detail.getByTestId('qo-move-cancel')
  await cancel.click()
  const reason = app.getByTestId('qo-move-reason')
  await expect(reason).toBeFocused()
  await page.keyboard.type('Drawing revised')
  await page.keyboard.press('Enter')
  await page.keyboard.type('will quote again')
  await expect(app.getByTestId('qo-move-dialog')).toHaveAttribute('open', '')
  await expect(reason).toHaveValue(REASON)

  await page.keyboard.press('Escape')
  await expect(app.getByTestId('qo-move-dialog')).toHaveCount(0)
  await expect(cancel).toBeFocused()
  expect((await readOrder(customer, orderId)).status).toBe('draft')

  await cancel.click()
  await expect(reason).toHaveValue(REASON)
  await app.getByTestId('qo-move-confirm').click()
  await expect(detail).toHaveAttribute('data-status', 'cancelled')
  await expect(detail.getByTestId('qo-timeline')).toContainText('will quote again')
  await expectToastInView(app, 'success')
})

// A move refused by the server (here: the order was submitted in another tab while the dialog was
// open) is said inside the dialog, where the user is looking, with the reason still typed; the
// order is read again, so the next try goes with the version the server has now.
test('a refused cancel is said in its dialog, and the next try cancels', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const { customer, orderId, app, detail } = await openDraft(page, baseURL!)
  await detail.getByTestId('qo-move-cancel').click()
  await page.keyboard.type('Drawing revised')
  await moveOrder(customer, orderId, 'submit')

  await app.getByTestId('qo-move-confirm').click()
  const refusal = app.getByTestId('qo-move-error')
  await expect(refusal).toBeInViewport()
  await expect(refusal).not.toBeEmpty()
  await expect(app.getByTestId('qo-move-dialog')).toHaveAttribute('open', '')
  await expect(app.getByTestId('qo-move-reason')).toHaveValue('Drawing revised')
  await expect(detail).toHaveAttribute('data-status', 'submitted')
  await expect(app.getByTestId('toast')).toHaveCount(0)

  await app.getByTestId('qo-move-confirm').click()
  await expect(detail).toHaveAttribute('data-status', 'cancelled')
  await expect(app.getByTestId('qo-move-dialog')).toHaveCount(0)
  await expect(detail.getByTestId('qo-timeline')).toContainText('Drawing revised')
})
