import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { WorkerPool } from '../../server/jobs/pool.ts'

// ONNX Runtime keeps the OCR models' memory outside V8, where heapUsed and external do not see
// it: the worker reports its resident memory, so the pool's limit holds for workers that read
// scans. One that has read a DXF holds ~150 MB; the OCR models take it past 300.
const fixtures = join(import.meta.dirname, '../fixtures/2d')
const MB = 2 ** 20
let pool: WorkerPool | undefined
afterEach(async () => pool?.close())

describe('memory of a worker that reads scans', () => {
  it('counts the OCR models once they are loaded, and only then', async () => {
    pool = new WorkerPool({ size: 1, maxJobs: 100, recycleBytes: 250 * MB, timeoutMs: 60_000 })
    const dxf = await pool.run({ type: 'drawing', path: join(fixtures, '125_aluminum_srcMH.DXF'), fileName: 'a.dxf' })
    expect(dxf).toMatchObject({ ok: true })
    expect(pool.stats()).toMatchObject({ recycled: 0, workers: 1 })
    const scan = await pool.run({
      type: 'drawing',
      path: join(fixtures, 'scans/qe-scan-150.jpg'),
      fileName: 'scan.jpg',
    })
    expect(scan).toMatchObject({ ok: true })
    expect(pool.stats()).toMatchObject({ recycled: 1, workers: 0 })
  }, 120_000)
})
