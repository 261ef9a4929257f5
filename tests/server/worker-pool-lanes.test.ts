import { afterEach, describe, expect, it } from 'vitest'
import { WorkerPool } from '../../server/jobs/pool.ts'
import type { JobRequest } from '../../server/jobs/protocol.ts'

// Drawing jobs keep the OCR models loaded in their worker, model jobs occt's WASM heap: each kind
// runs on its own workers so neither is held twice, without starving the other
// kind nor breaking the turns between users.
const entry = new URL('./helpers/lane-worker.mjs', import.meta.url)
const job = (type: JobRequest['type'], ms = 20): JobRequest => ({ type, path: `wait:${ms}`, fileName: type })
const options = { size: 3, maxJobs: 100, recycleBytes: 1e12, timeoutMs: 60_000, entry }
let pool: WorkerPool | undefined
afterEach(async () => pool?.close())

interface Ran {
  worker: number
  startedForDrawings: boolean
  tunables: string
  types: string[]
}
const ran = async (result: Promise<unknown>) => ((await result) as { report: Ran }).report

describe('drawing and model jobs on their own workers', () => {
  it('runs every drawing on one worker and the models on the others', async () => {
    pool = new WorkerPool(options)
    const jobs = ['model', 'drawing', 'model', 'drawing', 'model', 'drawing', 'model', 'drawing'] as const
    const reports = await Promise.all(jobs.map((type, i) => ran(pool!.run(job(type), undefined, i % 3))))
    const readers = new Set(reports.filter((_, i) => jobs[i] === 'drawing').map((r) => r.worker))
    expect(readers.size).toBe(1)
    const modelWorkers = new Set(reports.filter((_, i) => jobs[i] === 'model').map((r) => r.worker))
    expect(modelWorkers.size).toBe(2)
    expect(modelWorkers.has([...readers][0]!)).toBe(false)
    for (const report of reports) expect(report.types).toHaveLength(1)
    // Only the reading worker loads the drawing libraries as it starts (worker-boot.mjs).
    for (const report of reports) expect(report.startedForDrawings).toBe(report.types[0] === 'drawing')
    // Only the reading worker maps its large blocks with huge pages (worker-env.ts).
    for (const report of reports)
      expect(report.tunables.includes('glibc.malloc.hugetlb=1')).toBe(report.types[0] === 'drawing')
  })

  it('does not hold a model behind queued drawings', async () => {
    pool = new WorkerPool({ ...options, size: 2 })
    const finished: string[] = []
    const run = (name: string, type: JobRequest['type'], ms: number) =>
      pool!.run(job(type, ms)).then(() => finished.push(name))
    await Promise.all([run('d1', 'drawing', 300), run('d2', 'drawing', 300), run('m1', 'model', 20)])
    expect(finished).toEqual(['m1', 'd1', 'd2'])
  })

  it('keeps a worker for drawings while a burst of models waits', async () => {
    pool = new WorkerPool({ ...options, size: 2 })
    const models = [1, 2, 3].map(() => ran(pool!.run(job('model', 100))))
    const drawing = ran(pool.run(job('drawing')))
    expect(pool.stats()).toMatchObject({ workers: 2, busy: 2, queued: 2 })
    const reports = await Promise.all([...models, drawing])
    expect(new Set(reports.map((r) => r.worker)).size).toBe(2)
    for (const report of reports) expect(report.types).toHaveLength(1)
  })

  it('runs both kinds in a pool of one worker', async () => {
    pool = new WorkerPool({ ...options, size: 1 })
    await ran(pool.run(job('drawing')))
    expect((await ran(pool.run(job('model')))).types).toEqual(['drawing', 'model'])
  })

  it('gives drawings a new worker when the reading one is recycled, still apart from the models', async () => {
    pool = new WorkerPool({ ...options, size: 2, maxJobs: 2 })
    const jobs = ['drawing', 'model', 'drawing', 'model', 'drawing', 'model', 'drawing'] as const
    const reports = await Promise.all(jobs.map((type) => ran(pool!.run(job(type)))))
    const readers = new Set(reports.filter((_, i) => jobs[i] === 'drawing').map((r) => r.worker))
    expect(readers.size).toBe(2)
    for (const report of reports) expect(report.types).toHaveLength(1)
  })

  it('keeps the drawings off a free model worker while the reading one is replaced', async () => {
    pool = new WorkerPool({ ...options, size: 2, maxJobs: 2 })
    const [, model] = await Promise.all([ran(pool.run(job('drawing'))), ran(pool.run(job('model')))])
    await ran(pool.run(job('drawing')))
    // The reading worker has done its two jobs and is stopping; the model worker is free.
    const drawing = await ran(pool.run(job('drawing')))
    expect(drawing.worker).not.toBe(model.worker)
    expect(drawing.types).toEqual(['drawing'])
  })

  it('serves users in turn among drawings waiting for the reading worker', async () => {
    pool = new WorkerPool({ ...options, size: 2 })
    const finished: string[] = []
    // Drawings long enough that the model's worker process has started before a2 is done.
    const run = (user: number, name: string, type: JobRequest['type']) =>
      pool!.run(job(type, type === 'drawing' ? 500 : 20), undefined, user).then(() => finished.push(name))
    const burst = [1, 2, 3].map((i) => run(1, `a${i}`, 'drawing'))
    const others = [run(2, 'b1', 'drawing'), run(2, 'bm', 'model')]
    await Promise.all([...burst, ...others])
    // a1 was already running when b1 arrived; b1 goes before the rest of a's drawings, and b's model does not wait for them.
    expect(finished.filter((name) => name !== 'bm')).toEqual(['a1', 'b1', 'a2', 'a3'])
    expect(finished.indexOf('bm')).toBeLessThan(finished.indexOf('a2'))
  })

  it('starts a recycled worker’s replacement only once it has exited', async () => {
    pool = new WorkerPool({ ...options, size: 1, maxJobs: 1 })
    const first = ran(pool.run(job('drawing')))
    const second = ran(pool.run(job('drawing')))
    const { worker } = await first
    // The first worker is still stopping: the second job waits for it instead of running beside it.
    expect(pool.stats()).toMatchObject({ busy: 0, queued: 1 })
    expect((await second).worker).not.toBe(worker)
    expect(pool.stats()).toMatchObject({ spawned: 2, recycled: 2 })
  })
})
