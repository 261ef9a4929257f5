import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatRecords, partQuotes, quotePartFiles, quoteParts, quoteTasks } from '../../server/db/schema.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import {
  DRAWING_PDF,
  fieldPart,
  filePart,
  fixtureBytes,
  json,
  storedFiles,
  upload,
  waitTask,
} from './helpers/quoting.ts'

// Bad input must get a clear answer naming the file, leave no rows and no files, and the server
// must keep serving.
let ctx: TestContext
let customer: string

beforeAll(async () => {
  ctx = await createTestContext({ QUOTE_UPLOAD_MAX_BYTES: String(400 * 1024), QUOTE_UPLOAD_MAX_FILES: '3' })
  customer = await ctx.login('customer')
})
afterAll(() => ctx.close())

const rows = async () => ({
  records: (await ctx.db.select({ n: count() }).from(chatRecords))[0]!.n,
  tasks: (await ctx.db.select({ n: count() }).from(quoteTasks))[0]!.n,
  parts: (await ctx.db.select({ n: count() }).from(quoteParts))[0]!.n,
  files: (await ctx.db.select({ n: count() }).from(quotePartFiles))[0]!.n,
})

async function rejected(parts: Parameters<typeof upload>[2], status: number, msg: string) {
  const before = { rows: await rows(), files: storedFiles(ctx).length }
  const res = await upload(ctx, customer, parts, 'en')
  expect(res.statusCode, res.body).toBe(status)
  expect(res.json()).toMatchObject({ success: false, code: status, msg, data: null })
  expect(await rows()).toEqual(before.rows)
  expect(storedFiles(ctx)).toHaveLength(before.files)
  // Still serving.
  const alive = await json(ctx, customer, 'GET', '/api/chatrecord/page-query')
  expect(alive.json().code).toBe(200)
}

describe('bad uploads', () => {
  const step = fixtureBytes('3d/step/featuretype.STEP')

  it('an empty file', () => rejected([filePart('empty.stl', '')], 400, 'The file empty.stl is empty'))
  it('a truncated STEP', () =>
    rejected(
      [filePart('cut.step', fixtureBytes('3d/bad/truncated.step'))],
      400,
      'The file cut.step is incomplete (the STEP file is truncated)',
    ))
  it('random bytes named .step', () =>
    rejected(
      [filePart('noise.step', fixtureBytes('3d/bad/random.stl'))],
      400,
      expect.stringMatching(/^The content of noise\.step is not recognised/) as unknown as string,
    ))
  it('a PDF that is not one', () =>
    rejected(
      [filePart('drawing.pdf', fixtureBytes('2d/bad/random.pdf'))],
      400,
      expect.stringMatching(/^The content of drawing\.pdf is not recognised/) as unknown as string,
    ))
  it('content that does not match the extension', () =>
    rejected([filePart('part.pdf', step)], 400, 'The file part.pdf contains STEP, which does not match its extension'))
  it('an unsupported extension with a recognised content', () =>
    rejected([filePart('part.txt', step)], 400, 'The file part.txt contains STEP, which does not match its extension'))
  it('a good file next to a bad one: nothing of either is kept', () =>
    rejected([filePart('ok.step', step), filePart('bad.stl', '')], 400, 'The file bad.stl is empty'))
  it('names the bad file in extraInfo, so the client can mark it and send the others', async () => {
    const res = await upload(ctx, customer, [
      filePart('ok.step', step),
      filePart('bogus.step', fixtureBytes('3d/bad/random.stl')),
    ])
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('bogus.step') })
    expect(res.json().extraInfo).toEqual({ fileName: 'bogus.step' })
  })
  it('an oversized file (413)', () =>
    rejected(
      [filePart('big.stl', Buffer.alloc(500 * 1024, 1))],
      413,
      'File too large: each file must be at most 400 KB',
    ))
  it('too many files (413)', () =>
    rejected(
      ['a', 'b', 'c', 'd'].map((n) => filePart(`${n}.step`, step)),
      413,
      'Too many files: at most 3',
    ))
  it('no file at all', () =>
    rejected([fieldPart('quantity', '2')], 400, 'Please upload at least one 3D model or 2D drawing'))
  it('an invalid field, named', () =>
    rejected([filePart('a.step', step), fieldPart('quantity', '0')], 400, 'quantity must be at least 1'))
  it('someone else’s chat record (404)', async () => {
    const other = await ctx.login('acme')
    const record = (await json(ctx, other, 'POST', '/api/chatrecord/create', { name: 'mine' })).json().data
    await rejected([filePart('a.step', step), fieldPart('chatRecordId', String(record.id))], 404, 'Record not found')
  })
  it('a customer cannot choose the pricing configuration', () =>
    rejected([filePart('a.step', step), fieldPart('configId', '1')], 403, 'You do not have permission for this action'))
})

describe('hostile names', () => {
  it('keeps the base name only and stores under a random name inside the uploads directory', async () => {
    const res = await upload(ctx, customer, [
      filePart('../../x.step', fixtureBytes('3d/step/featuretype.STEP')),
      filePart('..\\..\\x.pdf', DRAWING_PDF),
    ])
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.parts).toEqual([
      expect.objectContaining({
        name: 'x',
        files: [expect.objectContaining({ name: 'x.step' }), expect.objectContaining({ name: 'x.pdf' })],
      }),
    ])
    const files = await ctx.db.select().from(quotePartFiles).where(eq(quotePartFiles.partId, data.parts[0].partId))
    for (const f of files) {
      expect(f.storedPath).toMatch(/^parts\/[0-9a-f]{24}\/[0-9a-f]{32}\.(step|pdf)$/)
    }
    expect(storedFiles(ctx).every((p) => p.startsWith(ctx.config.uploadsDir))).toBe(true)
    await waitTask(ctx, customer, data.taskId)
  }, 120_000)

  it('drops bidirectional controls from file names, so none shows as another extension', async () => {
    const res = await upload(ctx, customer, [filePart('invoice\u202egpj.exe.pdf', DRAWING_PDF)])
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.parts).toEqual([
      expect.objectContaining({
        name: 'invoicegpj.exe',
        files: [expect.objectContaining({ name: 'invoicegpj.exe.pdf' })],
      }),
    ])
    await waitTask(ctx, customer, data.taskId)
  }, 120_000)
})

describe('failed and cancelled analysis', () => {
  // Passes content sniffing (header and end marker) but is no readable model.
  const broken = Buffer.from('ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\n#1=GARBAGE(;\nENDSEC;\nEND-ISO-10303-21;\n')

  it('a model the parser rejects fails its part with a message naming the file, and writes no result', async () => {
    const res = await upload(ctx, customer, [filePart('broken.step', broken)], 'en')
    expect(res.statusCode, res.body).toBe(200)
    const task = await waitTask(ctx, customer, res.json().data.taskId)
    expect(task.status).toBe('failed')
    expect(task.parts[0].error).toMatch(/broken\.step/)
    const partId = task.parts[0].partId
    const [part] = await ctx.db.select().from(quoteParts).where(eq(quoteParts.id, partId))
    expect(part).toMatchObject({ status: 'failed', geometry: null, drawing: null })
    expect(await ctx.db.select().from(partQuotes).where(eq(partQuotes.partId, partId))).toEqual([])
    const reprice = await json(
      ctx,
      customer,
      'POST',
      `/api/cnc/partcosts/part/${partId}/reprice`,
      { quantity: 2 },
      'en',
    )
    expect(reprice.json()).toMatchObject({ code: 409, msg: 'The part has not finished analysis' })
  }, 120_000)

  it('a cancelled task leaves failed parts without geometry or quotes', async () => {
    const res = await upload(ctx, customer, [filePart('slow.step', fixtureBytes('3d/step/NIST_MBE_PMI_3.stp'))])
    const { taskId, parts } = res.json().data
    const cancel = await json(ctx, customer, 'POST', `/api/cnc/partcosts/task/${taskId}/cancel`, undefined, 'en')
    expect(cancel.json().data).toMatchObject({ status: 'failed', parts: [{ status: 'failed', error: 'Cancelled' }] })
    // Whatever the stopped job could still write, it has written once this process runs no job.
    await ctx.app.jobsIdle()
    const [part] = await ctx.db.select().from(quoteParts).where(eq(quoteParts.id, parts[0].partId))
    expect(part).toMatchObject({ status: 'failed', geometry: null })
    expect(await ctx.db.select().from(partQuotes).where(eq(partQuotes.partId, parts[0].partId))).toEqual([])
    // The pool still works after its worker was stopped.
    const next = await upload(ctx, customer, [filePart('again.stl', fixtureBytes('3d/stl/fuji_obj.stl'))])
    expect((await waitTask(ctx, customer, next.json().data.taskId)).status).toBe('done')
  }, 120_000)
})
