import { join } from 'node:path'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { extractDrawing } from '../../server/engine/index.ts'
import { jobError } from '../../server/jobs/job-error.ts'
import { WorkerPool } from '../../server/jobs/pool.ts'
import { buildPdf } from './engine/support/pdf-writer.ts'
import { manyPagesPdf } from './engine/support/many-pages-pdf.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { hostileGlbs } from './helpers/hostile-glb.ts'
import { filePart, upload, waitTask } from './helpers/quoting.ts'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'

// One customer's hostile file must not cost another customer: a drawing of thousands of pages is
// refused as soon as it is opened instead of holding the one reading worker for minutes, a GLB
// whose declared sizes outrun its bytes is refused before anything is allocated, and a worker that
// dies anyway says why — to the customer and in the log.

describe('the drawing reader’s bounds', () => {
  it('refuses a PDF of thousands of pages as soon as it is opened, naming the count', async () => {
    await expect(extractDrawing(manyPagesPdf(5000), { fileName: 'set.pdf' })).rejects.toMatchObject({
      name: 'DrawingParseError',
      refusal: { code: 'drawingTooManyPages', params: { pages: 5000, max: 50 } },
    })
  })

  it('still reads a PDF of as many pages as the cap', async () => {
    const report = await extractDrawing(manyPagesPdf(50), { fileName: 'fifty.pdf' })
    expect(report).toMatchObject({ format: 'pdf', pages: 50 })
  })

  it('refuses a PDF holding more text runs than its work budget', async () => {
    const texts = Array.from({ length: 50_001 }, (_, i) => ({
      x: 20 + (i % 80) * 9,
      y: 20 + (i % 60) * 9,
      size: 6,
      text: 'x',
    }))
    const pdf = buildPdf([
      { width: 842, height: 595, texts },
      { width: 842, height: 595, texts },
    ])
    await expect(extractDrawing(pdf, { fileName: 'dense.pdf' })).rejects.toMatchObject({
      refusal: { code: 'drawingTooComplex', params: { max: 100_000 } },
    })
  }, 60_000)
})

describe('the DXF reader’s bounds', () => {
  const dxf = (body: string, blocks = '') =>
    new TextEncoder().encode(
      `  0\nSECTION\n  2\nBLOCKS\n${blocks}  0\nENDSEC\n  0\nSECTION\n  2\nENTITIES\n${body}  0\nENDSEC\n  0\nEOF\n`,
    )

  it('refuses a DXF of more entities than its budget', async () => {
    const points = '  0\nPOINT\n  8\n0\n 10\n1.0\n 20\n2.0\n'.repeat(600_000)
    await expect(extractDrawing(dxf(points), { fileName: 'points.dxf' })).rejects.toMatchObject({
      refusal: { code: 'drawingTooComplex', params: { max: 500_000 } },
    })
  }, 60_000)

  it('refuses a block of texts inserted into more texts than its budget', async () => {
    const texts = '  0\nTEXT\n  8\n0\n 10\n1.0\n 20\n2.0\n 40\n2.5\n  1\nAB\n'.repeat(1000)
    const block = `  0\nBLOCK\n  2\nB\n 10\n0\n 20\n0\n${texts}  0\nENDBLK\n`
    const inserts = '  0\nINSERT\n  2\nB\n 10\n0\n 20\n0\n'.repeat(200)
    await expect(extractDrawing(dxf(inserts, block), { fileName: 'inserts.dxf' })).rejects.toMatchObject({
      refusal: { code: 'drawingTooComplex', params: { max: 100_000 } },
    })
  }, 60_000)
})

describe('hostile GLBs in a real analysis worker', () => {
  let pool: WorkerPool | undefined
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'qe-glb-'))
  })
  afterEach(async () => pool?.close())

  // A heap of 512 MB instead of 2 GB: an unchecked read of any of them would crash the worker.
  it.each(hostileGlbs().map((g) => [g.name, g] as const))(
    '%s is refused before anything is allocated',
    async (name, g) => {
      pool = new WorkerPool({ size: 1, maxJobs: 100, recycleBytes: 1e12, timeoutMs: 60_000, heapMb: 512 })
      const path = join(dir, name)
      await writeFile(path, g.bytes)
      const result = await pool.run({ type: 'model', path, fileName: name })
      expect(result).toMatchObject({
        ok: false,
        failure: 'parse',
        refusal: { code: expect.stringMatching(/^modelInvalidGltf$|^modelTooLarge$/) },
      })
      expect(pool.stats()).toMatchObject({ spawned: 1, workers: 1 })
    },
    60_000,
  )
})

describe('a worker that dies under its job', () => {
  let pool: WorkerPool | undefined
  afterEach(async () => pool?.close())
  const entry = new URL('./helpers/crash-worker.mjs', import.meta.url)
  const run = (path: string) => {
    pool = new WorkerPool({ size: 1, maxJobs: 100, recycleBytes: 1e12, timeoutMs: 60_000, heapMb: 64, entry })
    return pool.run({ type: 'model', path, fileName: 'part.glb' })
  }

  it('out of memory: the result says so, with the signal', async () => {
    const result = await run('oom')
    expect(result).toMatchObject({ ok: false, failure: 'crash', exit: { outOfMemory: true } })
    expect(jobError(result, 'part.glb', 'analysis.modelFailed')).toEqual({
      key: 'analysis.outOfMemory',
      params: { file: 'part.glb' },
    })
  }, 60_000)

  it('killed by a signal, or exiting with a code: the result names it, and the log holds it', async () => {
    const signalled = await run('signal')
    expect(signalled).toMatchObject({ failure: 'crash', exit: { signal: 'SIGSEGV', code: null, outOfMemory: false } })
    await pool!.close()
    const exited = await run('exit')
    expect(exited).toMatchObject({ failure: 'crash', exit: { code: 3, signal: null, outOfMemory: false } })
    const lines: string[] = []
    const log = pino({}, { write: (line: string) => void lines.push(line) })
    expect(jobError(signalled, 'part.glb', 'analysis.modelFailed', log, { partId: 7 })).toEqual({
      key: 'analysis.crashed',
      params: { file: 'part.glb', how: 'SIGSEGV' },
    })
    expect(JSON.parse(lines[0]!)).toMatchObject({
      partId: 7,
      file: 'part.glb',
      failure: 'crash',
      exit: { signal: 'SIGSEGV' },
      msg: 'analysis job failed',
    })
  }, 60_000)
})

describe('what the customer reads', () => {
  let ctx: TestContext
  let customer: string
  beforeAll(async () => {
    ctx = await createTestContext()
    customer = await ctx.login('customer')
  })
  afterAll(() => ctx.close())

  const errorOf = async (taskId: string, lang: string) => {
    const res = await ctx.request({
      method: 'GET',
      url: `/api/cnc/partcosts/task/${taskId}`,
      headers: { ...ctx.auth(customer), 'accept-language': lang },
    })
    return res.json().data.parts[0].error
  }

  it('a 50,000-page PDF fails its part saying how many pages it has, in both languages', async () => {
    const res = await upload(ctx, customer, [filePart('pages.pdf', manyPagesPdf(50_000))])
    expect(res.statusCode, res.body).toBe(200)
    const task = await waitTask(ctx, customer, res.json().data.taskId)
    expect(task.status).toBe('failed')
    expect(await errorOf(task.taskId, 'en')).toMatch(
      /^The drawing pages\.pdf has 50,?000 pages, more than the 50 that are read/,
    )
    expect(await errorOf(task.taskId, 'zh-CN')).toMatch(/^图纸 pages\.pdf 共 50,?000 页，超过可读取的 50 页/)
  }, 120_000)

  it('a GLB declaring more than it holds fails its part saying so', async () => {
    const zeroStride = hostileGlbs()[0]!
    const res = await upload(ctx, customer, [filePart('hostile.glb', zeroStride.bytes)])
    expect(res.statusCode, res.body).toBe(200)
    const task = await waitTask(ctx, customer, res.json().data.taskId)
    expect(task.status).toBe('failed')
    expect(await errorOf(task.taskId, 'en')).toMatch(
      /^The 3D model hostile\.glb declares more data than the file holds/,
    )
    expect(await errorOf(task.taskId, 'zh-CN')).toMatch(/^3D 模型 hostile\.glb 声明的数据超出了文件实际包含的内容/)
  }, 120_000)
})
