import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { autoProcessChatRecords as records, partQuotes, quoteParts } from '../../server/db/schema.ts'
import { claimNext } from '../../server/jobs/lease.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { call, createRecord, MODEL, planPath, waitPlanned } from './helpers/process-plan.ts'
import { filePart, fixtureBytes, upload, waitTask } from './helpers/quoting.ts'

// The job queue in the database: the test context serves HTTP only (no job slots), as
// an API process would; a second app on the same database plays the process that runs jobs.
let ctx: TestContext
let customer: string
let acme: string
let worker: FastifyInstance | undefined

beforeAll(async () => {
  ctx = await createTestContext({ QUOTE_ROLE: 'api' })
  customer = await ctx.login('customer')
  acme = await ctx.login('acme')
})
afterEach(async () => {
  await worker?.close()
  worker = undefined
})
afterAll(() => ctx.close())

/** Starts a job-running process on the test database, after the test has set its rows up. */
async function startWorker() {
  worker = await buildApp({
    config: { ...ctx.config, jobSlots: 1, jobLeaseMs: 1500, jobPollMs: 100 },
    database: ctx.database,
  })
}

const stl = (name: string) => filePart(name, fixtureBytes('3d/stl/fuji_obj.stl'))
const part = async (id: number) => (await ctx.db.select().from(quoteParts).where(eq(quoteParts.id, id)))[0]!

/** A running job as a process that died would leave it: its lease `ms` from now (negative: past). */
async function leftRunning(table: typeof quoteParts | typeof records, id: number, ms: number, attempts = 1) {
  await ctx.db
    .update(table)
    .set({
      status: 'running',
      leaseOwner: 'gone:1:dead',
      leaseUntil: sql`now() + ${ms}::integer * interval '1 millisecond'`,
      attempts,
    })
    .where(eq(table.id, id))
}

describe('claims', () => {
  it('an API-only process leaves uploads pending, stored and queued', async () => {
    const res = await upload(ctx, customer, [stl('queued.stl')])
    const { parts } = res.json().data
    // The upload asked this process to claim; once it has nothing it could claim or run, it has answered.
    await ctx.app.jobsIdle()
    expect(await part(parts[0].partId)).toMatchObject({ status: 'pending', attempts: 0, leaseOwner: null })
    await ctx.db.update(quoteParts).set({ status: 'failed' }).where(eq(quoteParts.id, parts[0].partId))
  })

  it('one customer’s 100 queued parts hold another’s single part back by at most one job per process', async () => {
    const first = (await upload(ctx, customer, [stl('burst.stl')])).json().data.parts[0].partId
    const model = await part(first)
    const { id: _id, createdAt: _c, updatedAt: _u, ...row } = model
    await ctx.db.insert(quoteParts).values(Array.from({ length: 99 }, (_, i) => ({ ...row, name: `burst-${i}` })))
    const single = (await upload(ctx, acme, [stl('single.stl')])).json().data.parts[0].partId
    // Two processes with one slot each: the first takes the burst's oldest, the second the single part.
    const a = await claimNext(ctx.db, 'quote_parts', 'process-a', 60_000)
    const b = await claimNext(ctx.db, 'quote_parts', 'process-b', 60_000)
    expect(a?.id).toBe(first)
    expect(b?.id).toBe(single)
    // With the single part running too, the burst continues in its order.
    const c = await claimNext(ctx.db, 'quote_parts', 'process-a', 60_000)
    expect(c?.id).toBeGreaterThan(first)
    expect((await part(c!.id)).name).toBe('burst-0')
    await ctx.db
      .update(quoteParts)
      .set({ status: 'failed' })
      .where(sql`status in ('pending', 'running')`)
  })
})

describe('resuming', () => {
  it('a part a dead process left running is finished by a live one once its lease passes', async () => {
    const { taskId, parts } = (await upload(ctx, customer, [stl('resumed.stl')])).json().data
    const id = parts[0].partId
    await leftRunning(quoteParts, id, 3000)
    await startWorker()
    // The dead process's lease still holds: nobody takes the part over yet.
    expect(await part(id)).toMatchObject({ status: 'running', leaseOwner: 'gone:1:dead' })
    const task = await waitTask(ctx, customer, taskId)
    expect(task).toMatchObject({ status: 'done', parts: [{ status: 'done', error: null }] })
    expect(await part(id)).toMatchObject({ attempts: 2, leaseOwner: expect.not.stringContaining('gone') })
    expect(await ctx.db.select().from(partQuotes).where(eq(partQuotes.partId, id))).toHaveLength(1)
  }, 120_000)

  it('a part that took its process down three times fails with a message instead of a fourth try', async () => {
    const { taskId, parts } = (await upload(ctx, customer, [stl('poison.stl')], 'en')).json().data
    await leftRunning(quoteParts, parts[0].partId, -1, 3)
    await startWorker()
    expect((await waitTask(ctx, customer, taskId)).parts[0].status).toBe('failed')
    const task = await ctx.request({
      method: 'GET',
      url: `/api/cnc/partcosts/task/${taskId}`,
      headers: { ...ctx.auth(customer), 'accept-language': 'en' },
    })
    expect(task.json().data.parts[0].error).toBe(
      'The analysis stopped after being interrupted several times; please check the file and upload again',
    )
    expect(await ctx.db.select().from(partQuotes).where(eq(partQuotes.partId, parts[0].partId))).toEqual([])
  }, 120_000)

  it('a process record a dead process left running gets its plan', async () => {
    const created = (await createRecord(ctx, customer, [MODEL()])).json().data
    await leftRunning(records, created.id, -1)
    await startWorker()
    const detail = await waitPlanned(ctx, customer, created.id, 'en')
    expect(detail).toMatchObject({ status: 'done', error: null })
    expect(detail.route.version).toBe(1)
    const card = await call(ctx, customer, 'GET', planPath('detail', created.id), undefined, 'en')
    expect(card.json().data.messages.at(-1).text).not.toContain('interrupted')
  }, 120_000)
})
