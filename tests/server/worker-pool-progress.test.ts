import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { WorkerPool } from '../../server/jobs/pool.ts'
import type { JobProgress } from '../../server/jobs/protocol.ts'

// A scan takes seconds a page: the worker reports each page while the job runs
// and the pool hands it to that job's listener, without settling the job or mixing up jobs.
const entry = new URL('./helpers/progress-worker.mjs', import.meta.url)
const job = (path: string) => ({ type: 'drawing' as const, path, fileName: 'scan.pdf' })
const pages = (total: number, from = 0) =>
  Array.from({ length: total + 1 - from }, (_, i) => ({ stage: 'ocr', done: from + i, total }))
let pool: WorkerPool | undefined
afterEach(async () => pool?.close())

const options = { size: 1, maxJobs: 100, recycleBytes: 1e12, timeoutMs: 60_000 }

describe('progress of a running job', () => {
  it('reaches the job’s listener page by page, then the job ends with its result', async () => {
    pool = new WorkerPool({ ...options, entry })
    const seen: JobProgress[] = []
    const result = await pool.run(job('pages:3'), undefined, 'u1', (p) => seen.push(p))
    expect(result).toEqual({ ok: true, report: { pages: 3 } })
    // The message under another job's id went to nobody.
    expect(seen).toEqual(pages(3))
  })

  it('never reaches a later job, nor a job that has ended', async () => {
    pool = new WorkerPool({ ...options, entry })
    const first: JobProgress[] = []
    const second: JobProgress[] = []
    const ended = pool.run(job('late:2'), undefined, 'u1', (p) => first.push(p))
    const next = pool.run(job('pages:1'), undefined, 'u1', (p) => second.push(p))
    expect(await ended).toMatchObject({ ok: true })
    expect(await next).toMatchObject({ ok: true })
    expect(first).toEqual([])
    expect(second).toEqual(pages(1))
  })

  it('a listener that throws ends neither the job nor the worker', async () => {
    pool = new WorkerPool({ ...options, entry })
    const throwing = () => {
      throw new Error('listener bug')
    }
    expect(await pool.run(job('pages:2'), undefined, 'u1', throwing)).toMatchObject({ ok: true })
    expect(await pool.run(job('pages:1'))).toMatchObject({ ok: true })
    expect(pool.stats()).toMatchObject({ spawned: 1, workers: 1 })
  })

  it('the real analysis worker says it has started reading an image scan', async () => {
    pool = new WorkerPool(options)
    const seen: JobProgress[] = []
    const path = join(import.meta.dirname, '../fixtures/2d/scans/qe-scan-150.jpg')
    const result = await pool.run({ type: 'drawing', path, fileName: 'scan.jpg' }, undefined, '', (p) => seen.push(p))
    expect(result).toMatchObject({ ok: true, report: { format: 'jpg', needsOcr: false } })
    expect(seen).toEqual([{ stage: 'ocr', done: 0, total: 1 }])
  }, 120_000)
})
