import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { logInAs } from './account-helpers.ts'
import { apiAs, moveOrder, quoteOnce } from './api-helpers.ts'
import { expectToastInView } from './toast-helpers.ts'

// A shop's ERP receiving webhooks: staff register an endpoint (a receiver this test runs on
// 127.0.0.1), send it a test event, and see a customer's submitted order arrive, signed, in the
// delivery log.

interface Received {
  headers: IncomingHttpHeaders
  body: string
}

const received: Received[] = []
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (c: Buffer) => chunks.push(c))
  req.on('end', () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
    res.writeHead(200, { 'content-type': 'text/plain' }).end('received')
  })
})
let port = 0

test.beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  port = (receiver.address() as AddressInfo).port
})
test.afterAll(() => new Promise((resolve) => receiver.close(resolve)))

const signed = (r: Received, secret: string) =>
  r.headers['x-quote-signature'] === `sha256=${createHmac('sha256', secret).update(r.body).digest('hex')}`

test('staff register an endpoint, test it, and read a submitted order’s delivery in the log', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const app = await logInAs(page, 'admin', undefined, '/system/webhook')
  await expect(app.getByTestId('admin-webhooks-empty')).toBeVisible()
  await app.getByTestId('admin-webhook-add').click()
  const dialog = app.getByTestId('admin-webhook-dialog')
  // A non-web address is refused in the form, in words, and nothing is sent.
  await dialog.getByTestId('admin-webhook-name').locator('input').fill('ERP')
  await dialog.getByTestId('admin-webhook-url').locator('input').fill('ftp://127.0.0.1/hook')
  await dialog.getByTestId('admin-webhook-submit').click()
  const url = dialog.getByTestId('admin-webhook-url')
  await expect(url).toHaveAttribute('aria-invalid', 'true')
  await expect(url.locator('[part~="form-control-help-text"]')).toBeInViewport()
  await url.locator('input').fill(`http://127.0.0.1:${port}/erp`)
  await dialog.getByTestId('admin-webhook-generate').click()
  const secret = await dialog.getByTestId('admin-webhook-secret').locator('input').inputValue()
  expect(secret).toMatch(/^[0-9a-f]{64}$/)
  await dialog.getByTestId('admin-webhook-submit').click()
  await expect(dialog).toHaveCount(0)
  await expectToastInView(app, 'success')

  // Saved: the secret is shown only by its last four characters.
  const row = app.getByTestId('admin-webhooks-table').locator('tbody tr', { hasText: `127.0.0.1:${port}` })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(`••••${secret.slice(-4)}`)
  await expect(row).not.toContainText(secret)

  await row.locator('[data-testid^="admin-webhook-test-"]').click()
  await expectToastInView(app, 'success')
  await expect(app.getByTestId('toast')).toContainText('200')
  expect(received).toHaveLength(1)
  expect(signed(received[0]!, secret)).toBe(true)

  // A customer submits an order: the queue delivers it to the receiver.
  const customer = await apiAs(baseURL!, 'customer')
  const { partId } = await quoteOnce(customer)
  const created = await (await customer.post('/api/quote-order/create', { data: { partIds: [partId] } })).json()
  expect(created.code, created.msg).toBe(200)
  await moveOrder(customer, created.data.id, 'submit')
  await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2)
  const event = JSON.parse(received[1]!.body)
  expect(event).toMatchObject({ type: 'quoteOrder.submitted', data: { number: created.data.number } })
  expect(signed(received[1]!, secret)).toBe(true)

  const log = app.getByTestId('webhook-deliveries-table')
  const submitted = log.locator('tbody tr', { hasText: /报价单已提交|Quote order submitted/ })
  await expect(async () => {
    await app.getByTestId('webhook-deliveries-refresh').click()
    await expect(submitted).toHaveCount(1, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(submitted).toContainText(/已送达|Delivered/)
  await expect(submitted).toContainText('HTTP 200')
  await submitted.scrollIntoViewIfNeeded()
  await expect(submitted).toBeInViewport()

  // Replay sends the same event again.
  await submitted.locator('[data-testid^="webhook-delivery-replay-"]').click()
  await expectToastInView(app, 'success')
  await expect.poll(() => received.length, { timeout: 20_000 }).toBe(3)
  expect(JSON.parse(received[2]!.body).id).toBe(event.id)
  await customer.dispose()
})
