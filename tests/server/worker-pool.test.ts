import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { WorkerPool } from '../../server/jobs/pool.ts'

// The pool runs real analysis workers: recycling must return fresh workers, and a stuck or
// cancelled job must end with its worker without taking the pool down.
const stl = join(import.meta.dirname, '../fixtures/3d/stl/fuji_obj.stl')
const job = { type: 'model' as const, path: stl, fileName: 'fuji_obj.stl' }
let pool: WorkerPool | undefined
afterEach(async () => pool?.close())

describe('analysis worker pool', () => {
  it('analyses in a worker and replaces the worker after maxJobs jobs', async () => {
    pool = new WorkerPool({ size: 1, maxJobs: 2, recycleBytes: 1e12, timeoutMs: 60_000 })
    const results = []
    for (let i = 0; i < 3; i++) results.push(await pool.run(job))
    expect(results.every((r) => r.ok)).toBe(true)
    expect((results[0] as { report: { triangles: number } }).report.triangles).toBeGreaterThan(100)
    expect(pool.stats()).toMatchObject({ spawned: 2, recycled: 1, workers: 1, busy: 0 })
  }, 120_000)

  it('recycles a worker whose memory passes the limit', async () => {
    pool = new WorkerPool({ size: 1, maxJobs: 100, recycleBytes: 1, timeoutMs: 60_000 })
    await pool.run(job)
    expect(pool.stats()).toMatchObject({ recycled: 1, workers: 0 })
  }, 120_000)

  it('times a job out, then keeps serving', async () => {
    pool = new WorkerPool({ size: 1, maxJobs: 100, recycleBytes: 1e12, timeoutMs: 1 })
    expect(await pool.run(job)).toMatchObject({ ok: false, failure: 'timeout' })
    expect(pool.stats().workers).toBe(0)
  }, 60_000)

  it('cancels queued and running jobs', async () => {
    pool = new WorkerPool({ size: 1, maxJobs: 100, recycleBytes: 1e12, timeoutMs: 60_000 })
    const first = new AbortController()
    const second = new AbortController()
    const running = pool.run(job, first.signal)
    const queued = pool.run(job, second.signal)
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 1 })
    second.abort()
    first.abort()
    expect(await queued).toMatchObject({ ok: false, failure: 'cancelled' })
    expect(await running).toMatchObject({ ok: false, failure: 'cancelled' })
    expect(await pool.run(job)).toMatchObject({ ok: true })
  }, 120_000)

  it('reports unreadable files as a parse failure with the engine’s message', async () => {
    pool = new WorkerPool({ size: 1, maxJobs: 100, recycleBytes: 1e12, timeoutMs: 60_000 })
    const bad = await pool.run({ type: 'drawing', path: stl, fileName: 'fuji_obj.stl' })
    expect(bad).toMatchObject({ ok: false, failure: 'parse', message: expect.stringContaining('not a drawing') })
  }, 120_000)
})

describe('fairness across users', () => {
  it('starts another user’s single job after at most one more job of a user with a burst', async () => {
    pool = new WorkerPool({ size: 1, maxJobs: 100, recycleBytes: 1e12, timeoutMs: 60_000 })
    const finished: string[] = []
    const run = (user: number, name: string) => pool!.run(job, undefined, user).then(() => finished.push(name))
    const burst = [1, 2, 3, 4].map((i) => run(1, `a${i}`))
    const single = run(2, 'b1')
    await Promise.all([...burst, single])
    // a1 was already running when b1 arrived; b1 goes before the rest of the burst.
    expect(finished).toEqual(['a1', 'b1', 'a2', 'a3', 'a4'])
  }, 120_000)

  it('alternates between users with queued jobs, each in the order they queued', async () => {
    pool = new WorkerPool({ size: 1, maxJobs: 100, recycleBytes: 1e12, timeoutMs: 60_000 })
    const finished: string[] = []
    const run = (user: number, name: string) => pool!.run(job, undefined, user).then(() => finished.push(name))
    await Promise.all([run(1, 'a1'), run(1, 'a2'), run(1, 'a3'), run(2, 'b1'), run(2, 'b2'), run(3, 'c1')])
    expect(finished).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3'])
  }, 120_000)
})
