import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { autoProcessChatRecords as records, quoteParts } from '../../server/db/schema.ts'
import { partSteps } from '../../server/jobs/step-writer.ts'
import type { AnalysisTask } from '../../contract/analysis-task.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { call, createRecord, MODEL, planPath } from './helpers/process-plan.ts'
import { filePart, fixtureBytes, json, upload } from './helpers/quoting.ts'

// While a scan is read, the task the client polls says so for that part; the
// step is gone once the part is done or cancelled, and a late step never comes back.
let ctx: TestContext
let customer: string

beforeAll(async () => {
  ctx = await createTestContext()
  customer = await ctx.login('customer')
}, 60_000)
afterAll(() => ctx.close())

const scan = () => filePart('bracket.jpg', fixtureBytes('2d/scans/qe-scan-150.jpg'))
const poll = async (taskId: string): Promise<AnalysisTask> =>
  (await json(ctx, customer, 'GET', `/api/cnc/partcosts/task/${taskId}`)).json().data
const storedStep = async (partId: number) =>
  (await ctx.db.select({ step: quoteParts.step }).from(quoteParts).where(eq(quoteParts.id, partId)))[0]!.step

/** Polls fast (reading a page takes seconds) until `stop`, keeping every answer. */
async function follow(taskId: string, stop: (task: AnalysisTask) => boolean) {
  const seen: AnalysisTask[] = []
  for (let i = 0; i < 2400; i++) {
    const task = await poll(taskId)
    seen.push(task)
    if (stop(task)) return seen
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error(`task ${taskId} never got there`)
}
const finished = (task: AnalysisTask) => task.status === 'done' || task.status === 'failed'

describe('the step of a running analysis', () => {
  it('shows the scan being read while the part runs, and nothing once it is done', async () => {
    const res = await upload(ctx, customer, [scan()])
    expect(res.statusCode, res.body).toBe(200)
    const { taskId, parts } = res.json().data
    const seen = await follow(taskId, finished)
    const steps = seen.flatMap((t) => t.parts).filter((p) => p.step)
    expect(steps.length).toBeGreaterThan(0)
    for (const part of steps)
      expect(part).toMatchObject({ status: 'running', step: { stage: 'ocr', done: 0, total: 1 } })
    expect(seen.at(-1)).toMatchObject({ status: 'done', parts: [{ status: 'done', step: null }] })
    expect(await storedStep(parts[0].partId)).toBeNull()
  }, 120_000)

  it('is cleared when the analysis is cancelled mid-scan, and a late step does not come back', async () => {
    const res = await upload(ctx, customer, [scan()])
    const { taskId, parts } = res.json().data
    const partId: number = parts[0].partId
    await follow(taskId, (t) => t.parts[0]!.step !== null || finished(t))
    const cancelled = await json(ctx, customer, 'POST', `/api/cnc/partcosts/task/${taskId}/cancel`)
    expect(cancelled.json().data).toMatchObject({ status: 'failed', parts: [{ status: 'failed', step: null }] })
    expect(await storedStep(partId)).toBeNull()
    const late = partSteps(ctx.db, partId, ctx.app.log)
    late.push({ stage: 'ocr', done: 1, total: 1 })
    await late.close()
    expect(await storedStep(partId)).toBeNull()
  }, 120_000)
})

describe('the step of a process record being planned', () => {
  it('shows the scan being read while the record runs, and nothing once it is planned', async () => {
    const created = await createRecord(ctx, customer, [
      MODEL(),
      filePart('block.jpg', fixtureBytes('2d/scans/qe-scan-150.jpg')),
    ])
    expect(created.statusCode, created.body).toBe(200)
    const id: number = created.json().data.id
    const seen: { status: string; step: unknown }[] = []
    for (let i = 0; i < 2400; i++) {
      const { status, step } = (await call(ctx, customer, 'GET', planPath('detail', id))).json().data
      seen.push({ status, step })
      if (status === 'done' || status === 'failed') break
      await new Promise((r) => setTimeout(r, 25))
    }
    expect(seen.filter((d) => d.step)).not.toEqual([])
    for (const d of seen.filter((d) => d.step))
      expect(d).toEqual({ status: 'running', step: { stage: 'ocr', done: 0, total: 1 } })
    expect(seen.at(-1)).toEqual({ status: 'done', step: null })
    const [row] = await ctx.db.select({ step: records.step }).from(records).where(eq(records.id, id))
    expect(row!.step).toBeNull()
  }, 180_000)
})
