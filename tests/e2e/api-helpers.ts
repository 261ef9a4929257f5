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
export async function quoteOnce(api: APIRequestContext): Promise<{ partId: number; quote: Quote }> {
  const upload = await (
    await api.post('/api/cnc/partcosts/v3/upload', {
      multipart: { file: { name: 'featuretype.STEP', mimeType: 'application/octet-stream', buffer: STEP } },
    })
  ).json()
  expect(upload.code, upload.msg).toBe(200)
  const { taskId, parts } = upload.data as { taskId: string; parts: { partId: number }[] }
  await expect
    .poll(async () => (await (await api.get(`/api/cnc/partcosts/task/${taskId}`)).json()).data.status, {
      timeout: 90_000,
      intervals: [1000],
    })
    .toBe('done')
  const partId = parts[0]!.partId
  return { partId, quote: await readQuote(api, partId) }
}
