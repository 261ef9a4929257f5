import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatRecords, users } from '../../server/db/schema.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { TINY_STL } from './helpers/process-plan.ts'
import { storedFiles, upload } from './helpers/quoting.ts'

// A signed-in user's writes are rate-limited per user (not per IP, so an office
// behind one address is not one budget), uploads on a smaller budget of their own.

const WRITES = 3
const UPLOADS = 2

let ctx: TestContext
let customer: string
let buyer: string

beforeAll(async () => {
  ctx = await createTestContext({ QUOTE_WRITE_RATE_MAX: String(WRITES), QUOTE_UPLOAD_RATE_MAX: String(UPLOADS) })
  customer = await ctx.login('customer')
  buyer = await ctx.login('acme-buyer')
})
afterAll(() => ctx.close())

const createRecord = (token: string, lang = 'zh-CN', name: unknown = 'rate') =>
  ctx.request({
    method: 'POST',
    url: '/api/chatrecord/create',
    headers: { ...ctx.auth(token), 'accept-language': lang },
    payload: { name },
  })

async function recordsOf(username: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.username, username))
  return (await ctx.db.select().from(chatRecords).where(eq(chatRecords.userId, user!.id))).length
}

describe('the per-user write budget', () => {
  it('refuses the write past the budget with an envelope 429 and Retry-After, and does not perform it', async () => {
    for (let i = 0; i < WRITES - 1; i++) expect((await createRecord(customer)).json().code).toBe(200)
    // A malformed write is refused by validation, and still spends the budget.
    expect((await createRecord(customer, 'en', 42)).statusCode).toBe(400)
    const before = await recordsOf('customer')
    const refused = await createRecord(customer, 'en')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ success: false, code: 429, data: null })
    expect(refused.json().msg).toMatch(/^Too many requests, please try again in \d+ s$/)
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await recordsOf('customer')).toBe(before)
  })

  it('is the user’s own: another user on the same address still writes, and reads are never counted', async () => {
    expect((await createRecord(buyer)).json().code).toBe(200)
    const read = await ctx.request({ method: 'GET', url: '/api/chatrecord/page-query', headers: ctx.auth(customer) })
    expect(read.statusCode).toBe(200)
  })

  it('leaves strangers’ writes to the per-IP budget (a wrong login is still answered, not throttled)', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/login',
      payload: { username: 'customer', password: 'wrong-Pw1', captchaKey: 'x', captchaCode: 'x' },
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('the per-user upload budget', () => {
  it('is separate from the write budget, and a refused upload stores nothing', async () => {
    // The customer's write budget is spent above; uploads draw on their own.
    for (let i = 0; i < UPLOADS; i++)
      expect((await upload(ctx, customer, [TINY_STL(`p${i}.stl`)])).statusCode).toBe(200)
    const files = storedFiles(ctx).length
    const refused = await upload(ctx, customer, [TINY_STL('late.stl')], 'en')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ success: false, code: 429 })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(storedFiles(ctx).length).toBe(files)
    expect((await upload(ctx, buyer, [TINY_STL('theirs.stl')])).statusCode).toBe(200)
  })
})
