import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  autoProcessChatRecords as records,
  autoProcessFiles,
  processMessages,
  processRoutes,
} from '../../server/db/schema.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import {
  call,
  createRecord,
  DRAWING,
  fieldPart,
  filesUnder,
  MODEL,
  planPath,
  waitPlanned,
} from './helpers/process-plan.ts'
import { filePart, fixtureBytes } from './helpers/quoting.ts'

let ctx: TestContext
let owner: string
let other: string
let planned: { id: number; route: { version: number; operations: Record<string, unknown>[] } }
const count = async (table: typeof records | typeof autoProcessFiles) => (await ctx.db.select().from(table)).length

beforeAll(async () => {
  ctx = await createTestContext()
  owner = await ctx.login('customer')
  other = await ctx.login('acme')
  const created = await createRecord(ctx, owner, [fieldPart('quantity', '20'), MODEL(), DRAWING()])
  planned = await waitPlanned(ctx, owner, created.json().data.id)
}, 180_000)
afterAll(() => ctx.close())

describe('create', () => {
  it('refuses what is not one part, leaving nothing on disk or in the database', async () => {
    const before = { files: filesUnder(ctx.config.uploadsDir), records: await count(records) }
    const refusals: [Parameters<typeof createRecord>[2], string][] = [
      [[fieldPart('name', 'none')], 'Please upload at least one 3D model or 2D drawing'],
      [[MODEL(), filePart('copy.step', fixtureBytes('3d/features/block.step'))], 'upload at most one 3D model (got 2)'],
      [[filePart('cut.step', fixtureBytes('3d/bad/truncated.step'))], 'The file cut.step is incomplete'],
      [[filePart('part.xyz', fixtureBytes('3d/bad/part.xyz'))], 'part.xyz is not recognised'],
      [[fieldPart('name', 'bad\u0000name'), MODEL()], 'name'],
      [[fieldPart('quantity', '0'), MODEL()], 'quantity must be at least 1'],
    ]
    for (const [parts, message] of refusals) {
      const res = await createRecord(ctx, owner, parts, 'en')
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().msg).toContain(message)
    }
    expect(filesUnder(ctx.config.uploadsDir)).toBe(before.files)
    expect(await count(records)).toBe(before.records)
  })

  it('answers the pending record with its typed files, then plans route version 1', async () => {
    const res = await createRecord(ctx, owner, [MODEL()])
    expect(res.json().data).toMatchObject({
      name: 'block',
      status: 'pending',
      files: [{ name: 'block.step', kind: '3d', format: 'step' }],
    })
    const detail = await waitPlanned(ctx, owner, res.json().data.id)
    expect(detail.status).toBe('done')
    expect(detail.route).toMatchObject({ version: 1, source: 'planner', dispatchId: null })
  })

  it('plans for the quantity in the drawing’s title block when the request names none', async () => {
    const res = await createRecord(ctx, owner, [
      filePart('bore-plate.step', fixtureBytes('3d/callouts/bore-plate.step')),
      filePart('bore-plate.dxf', fixtureBytes('2d/callouts/bore-plate.dxf')),
    ])
    const detail = await waitPlanned(ctx, owner, res.json().data.id)
    expect(detail.route).toMatchObject({ context: { quantity: 20 } })
  })
})

describe('the planning job and detail', () => {
  it('writes the route, the conversation and file URLs', async () => {
    expect(planned).toMatchObject({ status: 'done', error: null, versions: [{ version: 1, source: 'planner' }] })
    const ops = planned.route.operations
    expect(ops.length).toBeGreaterThan(3)
    expect(ops.map((o) => o.seq)).toEqual(ops.map((_, i) => (i + 1) * 10))
    expect(planned).toMatchObject({ route: { context: { quantity: 20 } } })
    const detail = await waitPlanned(ctx, owner, planned.id)
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant'])
    expect(detail.messages[1]).toMatchObject({ version: 1, text: expect.stringContaining(`${ops.length} 道工序`) })
    const file = await call(ctx, owner, 'GET', detail.files[0].url)
    expect(file.rawPayload.equals(fixtureBytes('3d/features/block.step'))).toBe(true)
    expect((await call(ctx, other, 'GET', detail.files[0].url)).statusCode).toBe(404)
  })

  it('answers the recognised features the operations point at, with their B-rep faces', async () => {
    const detail = await waitPlanned(ctx, owner, planned.id)
    type Feature = { id: string; faces: number[] }
    const features: Feature[] = detail.features
    expect(features.length).toBeGreaterThan(0)
    for (const f of features) expect(f.faces.length).toBeGreaterThan(0)
    const known = new Set(features.map((f) => f.id))
    const linked = detail.route.operations.flatMap((o: { featureIds: string[] }) => o.featureIds)
    expect(linked.length).toBeGreaterThan(0)
    for (const id of linked) expect(known).toContain(id)
  })

  it('words the route and the conversation in the caller’s language', async () => {
    const zh = await waitPlanned(ctx, owner, planned.id, 'zh-CN')
    const en = await waitPlanned(ctx, owner, planned.id, 'en')
    expect(en.messages[0].text).toBe('Uploaded 2 files: block.step, block.pdf')
    expect(zh.messages[0].text).toBe('上传了 2 个文件：block.step, block.pdf')
    expect(en.route.operations.map((o: { craftCode: string }) => o.craftCode)).toEqual(
      zh.route.operations.map((o: { craftCode: string }) => o.craftCode),
    )
    expect(en.route.operations[0].name).not.toBe(zh.route.operations[0].name)
    expect(en.route.operations[0].reason.text).not.toBe(zh.route.operations[0].reason.text)
  })

  it('fails a model that cannot be read, naming the file', async () => {
    const hollow = 'ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n'
    const created = (await createRecord(ctx, owner, [filePart('hollow.step', hollow)])).json().data
    const detail = await waitPlanned(ctx, owner, created.id, 'en')
    expect(detail).toMatchObject({ status: 'failed', route: null, error: expect.stringContaining('hollow.step') })
    expect(detail.messages.at(-1).text).toBe(`Process planning failed: ${detail.error}`)
  })

  it('answers 404 for another user’s record on every call', async () => {
    for (const [method, key] of [
      ['GET', 'detail'],
      ['POST', 'replan'],
      ['POST', 'cancel'],
      ['GET', 'card'],
    ] as const) {
      expect((await call(ctx, other, method, planPath(key, planned.id))).statusCode).toBe(404)
    }
  })
})

describe('cancel, interruption and delete', () => {
  it('cancels a record being planned: it stays failed and never gets a route', async () => {
    const created = (await createRecord(ctx, owner, [MODEL()])).json().data
    const res = await call(ctx, owner, 'POST', planPath('cancel', created.id), undefined, 'en')
    expect(res.json().data).toMatchObject({ status: 'failed', error: 'Cancelled', route: null })
    // The stopped job may still be unwinding: once this process runs no job, it has (not) written.
    await ctx.app.jobsIdle()
    expect(await ctx.db.select().from(processRoutes).where(eq(processRoutes.recordId, created.id))).toEqual([])
    expect((await waitPlanned(ctx, owner, created.id, 'en')).status).toBe('failed')
  })

  it('deletes a record with its routes, messages and files', async () => {
    const stored = await ctx.db.select().from(autoProcessFiles).where(eq(autoProcessFiles.recordId, planned.id))
    expect((await call(ctx, other, 'POST', `/api/auto-process-chat-record/${planned.id}`)).statusCode).toBe(404)
    const res = await call(ctx, owner, 'POST', `/api/auto-process-chat-record/${planned.id}`)
    expect(res.json().data).toBe(true)
    for (const table of [processRoutes, processMessages, autoProcessFiles] as const) {
      const left = await ctx.db.select().from(table).where(eq(table.recordId, planned.id))
      expect(left).toHaveLength(0)
    }
    for (const f of stored) expect(existsSync(join(ctx.config.uploadsDir, f.storedPath))).toBe(false)
  })
})
