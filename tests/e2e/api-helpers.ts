import { readFileSync } from 'node:fs'
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { CAPTCHA, PASSWORD } from './account-helpers.ts'

// Calls to the real server as a demo account, for steps a test needs done but does not show
// (a priced part, a configuration to edit): quicker and steadier than driving the screens.

const STEP = readFileSync('tests/fixtures/3d/step/featuretype.STEP')

/** A logged-in API context for one demo account (captcha, then the v2 login). */
export async function apiAs(baseURL: string, username: string): Promise<APIRequestContext> {
  const anon = await playwrightRequest.newContext({ baseURL })
  const captcha = await anon.get('/api/account/get-sms-image')
  const captchaKey = captcha.headers()['x-captcha-key'] ?? ''
  const login = await (
    await anon.post('/api/account/v2/login', {
      data: { username, password: PASSWORD, captchaCode: CAPTCHA, captchaKey },
    })
  ).json()
  expect(login.code).toBe(200)
  await anon.dispose()
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${login.data.token}` } })
}

export interface Quote {
  unitPrice: string
  material: string
  configId: number
  configVersion: number
}

/** The stored quote of a part, which must be priced. */
export async function readQuote(api: APIRequestContext, partId: number): Promise<Quote> {
  const part = await (await api.get(`/api/cnc/partcosts/part/${partId}`)).json()
  expect(part.data.quote?.priced).toBe(true)
  return part.data.quote as Quote
}

/** Uploads the STEP model as the customer and waits for its price. */
export async function quoteOnce(
  api: APIRequestContext,
): Promise<{ partId: number; chatRecordId: number; quote: Quote }> {
  const upload = await (
    await api.post('/api/cnc/partcosts/v3/upload', {
      multipart: { file: { name: 'featuretype.STEP', mimeType: 'application/octet-stream', buffer: STEP } },
    })
  ).json()
  expect(upload.code, upload.msg).toBe(200)
  const { taskId, parts, chatRecordId } = upload.data as {
    taskId: string
    chatRecordId: number
    parts: { partId: number }[]
  }
  await expect
    .poll(async () => (await (await api.get(`/api/cnc/partcosts/task/${taskId}`)).json()).data.status, {
      timeout: 90_000,
      intervals: [1000],
    })
    .toBe('done')
  const partId = parts[0]!.partId
  return { partId, chatRecordId, quote: await readQuote(api, partId) }
}

/** Re-prices a part with attributes (quantity, tier…) and answers its new quote. */
export async function reprice(api: APIRequestContext, partId: number, attributes: Record<string, unknown>) {
  const reply = await (await api.post(`/api/cnc/partcosts/part/${partId}/reprice`, { data: attributes })).json()
  expect(reply.code, reply.msg).toBe(200)
  return reply.data
}

/** An order as its detail answers it, with its version for the next move. */
export async function readOrder(api: APIRequestContext, id: number) {
  const reply = await (await api.get(`/api/quote-order/${id}`)).json()
  expect(reply.code, reply.msg).toBe(200)
  return reply.data as { id: number; version: number; status: string; lines: { lineId: number }[] }
}

/** One move of an order's life cycle (submit, quote, accept…) at its current version. */
export async function moveOrder(api: APIRequestContext, id: number, action: string) {
  const { version } = await readOrder(api, id)
  const reply = await (await api.post(`/api/quote-order/${id}/move`, { data: { action, version } })).json()
  expect(reply.code, reply.msg).toBe(200)
}

/**
 * A customer's parts made an order that staff review and quote and the customer accepts: the
 * order the shop then books machine time for.
 */
export async function acceptedOrder(customer: APIRequestContext, staff: APIRequestContext, partIds: number[]) {
  const created = await (await customer.post('/api/quote-order/create', { data: { partIds } })).json()
  expect(created.code, created.msg).toBe(200)
  const id = created.data.id as number
  await moveOrder(customer, id, 'submit')
  for (const line of (await readOrder(staff, id)).lines) {
    const { version } = await readOrder(staff, id)
    const cleared = await (
      await staff.post(`/api/quote-order/${id}/lines/${line.lineId}/clear-flags`, { data: { version } })
    ).json()
    expect(cleared.code, cleared.msg).toBe(200)
  }
  await moveOrder(staff, id, 'quote')
  await moveOrder(customer, id, 'accept')
  return readOrder(customer, id)
}
