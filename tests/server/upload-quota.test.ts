import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { autoProcessChatRecords, quotePartFiles, quoteParts, users } from '../../server/db/schema.ts'
import { caller, data, setGrant } from './helpers/admin.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { createRecord, TINY_STL } from './helpers/process-plan.ts'
import { filePart, storedFiles, upload, waitTask } from './helpers/quoting.ts'

// A customer may have so many parts in flight and upload so many bytes per 24 h;
// past either the upload is refused with the limit and when to retry, and nothing is stored.

const IN_FLIGHT = 2

let ctx: TestContext
let customer: string
let buyer: string
let auditor: string

beforeAll(async () => {
  ctx = await createTestContext({ QUOTE_PARTS_IN_FLIGHT_MAX: String(IN_FLIGHT), QUOTE_UPLOAD_DAILY_MB: '1' })
  customer = await ctx.login('customer')
  buyer = await ctx.login('acme-buyer')
  auditor = await ctx.login('auditor')
})
afterAll(() => ctx.close())

async function userId(username: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.username, username))
  return user!.id
}

async function partCount(username: string) {
  return (
    await ctx.db
      .select()
      .from(quoteParts)
      .where(eq(quoteParts.userId, await userId(username)))
  ).length
}

/** Uploads and waits for the analysis, returning the part ids. */
async function uploaded(token: string, ...parts: Parameters<typeof upload>[2]) {
  const res = await upload(ctx, token, parts)
  expect(res.statusCode, res.body).toBe(200)
  await waitTask(ctx, token, res.json().data.taskId)
  return (res.json().data.parts as { partId: number }[]).map((p) => p.partId)
}

/** As if another process were still analysing these parts: running, under its live lease (not this process's to take). */
const markRunning = (ids: number[]) =>
  ctx.db
    .update(quoteParts)
    .set({ status: 'running', leaseOwner: 'another-process', leaseUntil: sql`now() + interval '1 hour'` })
    .where(inArray(quoteParts.id, ids))

describe('parts in flight', () => {
  it('refuses an upload past the limit with 429 naming it, and stores nothing', async () => {
    const ids = await uploaded(customer, TINY_STL('a.stl'), TINY_STL('b.stl'))
    await markRunning(ids)
    const [files, parts] = [storedFiles(ctx).length, await partCount('customer')]
    const refused = await upload(ctx, customer, [TINY_STL('c.stl')], 'en')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ success: false, code: 429, data: null })
    expect(refused.json().msg).toBe(
      'You have 2 parts queued or being analysed, and at most 2 can be at once; upload more when some of them have finished',
    )
    const zh = await upload(ctx, customer, [TINY_STL('c.stl')])
    expect(zh.json().msg).toContain('同时最多 2 个')
    expect(storedFiles(ctx).length).toBe(files)
    expect(await partCount('customer')).toBe(parts)
  }, 60_000)

  it('counts process records being planned, and lets the upload through once a part finishes', async () => {
    const plan = await createRecord(ctx, customer, [TINY_STL('plan.stl')])
    expect(plan.statusCode).toBe(429)
    const [first] = await ctx.db
      .select()
      .from(quoteParts)
      .where(eq(quoteParts.userId, await userId('customer')))
    await ctx.db.update(quoteParts).set({ status: 'done' }).where(eq(quoteParts.id, first!.id))
    // One slot is free: a two-part upload is refused once its parts are known, a one-part one passes.
    const files = storedFiles(ctx).length
    expect((await upload(ctx, customer, [TINY_STL('d.stl'), TINY_STL('e.stl')])).statusCode).toBe(429)
    expect(storedFiles(ctx).length).toBe(files)
    expect((await upload(ctx, customer, [TINY_STL('d.stl')])).statusCode).toBe(200)
    const planned = await ctx.db
      .select()
      .from(autoProcessChatRecords)
      .where(eq(autoProcessChatRecords.userId, await userId('customer')))
    expect(planned).toEqual([])
  }, 60_000)

  it('lets only one of two simultaneous uploads take the last free slot', async () => {
    // An API process that runs no jobs: the parts stay in flight however fast a tiny STL would be
    // analysed, so the outcome depends on the quota check alone (with a worker, the first accepted
    // part could finish before the second upload is checked, and both would rightly pass).
    const api = await createTestContext({ QUOTE_ROLE: 'api', QUOTE_PARTS_IN_FLIGHT_MAX: String(IN_FLIGHT) })
    try {
      const engineer = await api.login('acme-engineer')
      expect((await upload(api, engineer, [TINY_STL('first.stl')])).statusCode).toBe(200)
      const both = await Promise.all([
        upload(api, engineer, [TINY_STL('one.stl')]),
        upload(api, engineer, [TINY_STL('two.stl')]),
      ])
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429])
      const [engineerRow] = await api.db.select().from(users).where(eq(users.username, 'acme-engineer'))
      const parts = await api.db.select().from(quoteParts).where(eq(quoteParts.userId, engineerRow!.id))
      expect(parts.map((p) => p.status)).toEqual(['pending', 'pending'])
    } finally {
      await api.close()
    }
  })

  it('answers 413 for one upload with more parts than the limit, and leaves staff unlimited', async () => {
    const three = [TINY_STL('x.stl'), TINY_STL('y.stl'), TINY_STL('z.stl')]
    const refused = await upload(ctx, buyer, three, 'en')
    expect(refused.statusCode).toBe(413)
    expect(refused.json().msg).toContain('more than the 2 that can be analysed at once')
    expect((await upload(ctx, auditor, three)).statusCode).toBe(200)
  })

  it('exempts staff by a grant, not a role name: an Auditor without add on the review screen is metered', async () => {
    const asSuper = caller(ctx, await ctx.login('admin'))
    const three = [TINY_STL('p.stl'), TINY_STL('q.stl'), TINY_STL('r.stl')]
    data(await setGrant(asSuper, 'Auditor', '/quote-order/review', ['view', 'edit']))
    try {
      expect((await upload(ctx, auditor, three)).statusCode).toBe(413)
    } finally {
      data(await setGrant(asSuper, 'Auditor', '/quote-order/review', ['add', 'edit', 'delete', 'view']))
    }
    expect((await upload(ctx, auditor, three)).statusCode).toBe(200)
  })
})

/** A valid binary STL of about `kb` KB (degenerate triangles: the quota does not care). */
function stlOfKb(name: string, kb: number) {
  const triangles = Math.floor((kb * 1024 - 84) / 50)
  const bytes = Buffer.alloc(84 + 50 * triangles)
  bytes.writeUInt32LE(triangles, 80)
  for (let i = 0; i < triangles; i++) bytes.writeFloatLE(i, 84 + 50 * i + 12)
  return filePart(name, bytes)
}

/** Moves the buyer's stored uploads `hours` into the past. */
async function ageUploads(username: string, hours: number) {
  const parts = ctx.db
    .select({ id: quoteParts.id })
    .from(quoteParts)
    .where(eq(quoteParts.userId, await userId(username)))
  await ctx.db
    .update(quotePartFiles)
    .set({ createdAt: sql`now() - make_interval(mins => ${Math.round(hours * 60)})` })
    .where(inArray(quotePartFiles.partId, parts))
}

describe('upload bytes per 24 hours', () => {
  it('refuses what would pass the limit, saying when enough leaves the window, and stores nothing', async () => {
    const allParts = await ctx.db.select({ id: quoteParts.id }).from(quoteParts)
    await ctx.db
      .update(quoteParts)
      .set({ status: 'done' })
      .where(
        inArray(
          quoteParts.id,
          allParts.map((p) => p.id),
        ),
      )
    await uploaded(buyer, stlOfKb('big.stl', 600))
    const files = storedFiles(ctx).length
    const parts = await partCount('acme-buyer')

    const now = await upload(ctx, buyer, [stlOfKb('more.stl', 600)], 'en')
    expect(now.statusCode).toBe(429)
    expect(now.json().msg).toMatch(
      /^Uploads are limited to 1 MB per 24 hours and you have uploaded 600 KB; please try again in 24 h$/,
    )
    expect(Number(now.headers['retry-after'])).toBeGreaterThan(23.9 * 3600)

    await ageUploads('acme-buyer', 23.5)
    const soon = await upload(ctx, buyer, [stlOfKb('more.stl', 600)], 'en')
    expect(soon.json().msg).toMatch(/try again in 30 min$/)
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(29 * 60)
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(30 * 60)
    const plan = await createRecord(ctx, buyer, [stlOfKb('plan.stl', 600)])
    expect(plan.statusCode).toBe(429)
    expect(plan.json().msg).toContain('30 分钟后再试')
    expect(storedFiles(ctx).length).toBe(files)
    expect(await partCount('acme-buyer')).toBe(parts)

    await ageUploads('acme-buyer', 25)
    expect((await upload(ctx, buyer, [stlOfKb('more.stl', 600)])).statusCode).toBe(200)
  }, 60_000)

  it('answers 413 for a single upload larger than the whole allowance', async () => {
    const res = await upload(ctx, customer, [stlOfKb('p.stl', 600), stlOfKb('q.stl', 600)], 'en')
    expect(res.statusCode).toBe(413)
    expect(res.json().msg).toBe(
      'This upload (1.2 MB) is larger than the limit of 1 MB per 24 hours; please upload it in smaller batches',
    )
  })
})
