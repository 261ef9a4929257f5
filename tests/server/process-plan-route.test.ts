import ExcelJS from 'exceljs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { autoProcessChatRecords as records, equipment } from '../../server/db/schema.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import {
  asEdits,
  call,
  createRecord,
  DRAWING,
  fieldPart,
  MODEL,
  packagingFirst,
  planPath,
  signOff,
  waitPlanned,
} from './helpers/process-plan.ts'

// A planned route edited, commanded, re-planned, dispatched and exported. The
// tests run in order on one record: each starts from the version the one before left.

let ctx: TestContext
let owner: string
let reviewer: string
let planned: { id: number; route: { version: number; operations: Record<string, unknown>[] } }

beforeAll(async () => {
  ctx = await createTestContext()
  owner = await ctx.login('customer')
  reviewer = await ctx.login('auditor')
  const created = await createRecord(ctx, owner, [fieldPart('quantity', '20'), MODEL(), DRAWING()])
  planned = await waitPlanned(ctx, owner, created.json().data.id)
}, 180_000)
afterAll(() => ctx.close())

describe('editing the route', () => {
  it('saves an edit as a new version and refuses a stale base', async () => {
    const ops = asEdits(planned.route.operations)
    const [first, ...rest] = ops
    const edited = [{ ...first!, note: '夹紧注意', timeMin: 7 }, ...rest, { ...first!, id: undefined }]
    const saved = await call(ctx, owner, 'POST', planPath('save', planned.id), { baseVersion: 1, operations: edited })
    expect(saved.statusCode, saved.body).toBe(200)
    const route = saved.json().data
    expect(route).toMatchObject({ version: 2, source: 'edit' })
    expect(route.operations[0]).toMatchObject({ id: first!.id, note: '夹紧注意', timeMin: 7, source: 'user' })
    expect(route.operations.at(-1)).toMatchObject({
      craftCode: first!.craftCode,
      source: 'user',
      seq: edited.length * 10,
    })
    expect(route.operations.at(-1).id).not.toBe(first!.id)
    const v1 = (await call(ctx, owner, 'GET', planPath('version', planned.id, { version: 1 }))).json().data
    expect(v1.operations).toEqual(planned.route.operations)
    const stale = await call(
      ctx,
      owner,
      'POST',
      planPath('save', planned.id),
      { baseVersion: 1, operations: ops },
      'en',
    )
    expect(stale.json()).toMatchObject({
      code: 409,
      msg: 'The route has moved on to version 2; edit the latest version',
    })
    const unknown = [{ ...first!, craftCode: 'NO-SUCH' }]
    const bad = await call(
      ctx,
      owner,
      'POST',
      planPath('save', planned.id),
      { baseVersion: 2, operations: unknown },
      'en',
    )
    expect(bad.json()).toMatchObject({ code: 400, msg: 'Operation 1: the craft NO-SUCH is not in the craft library' })
    const detail = await waitPlanned(ctx, owner, planned.id, 'en')
    expect(detail.versions.map((v: { version: number }) => v.version)).toEqual([1, 2])
    expect(detail.messages.slice(-2).map((m: { text: string }) => m.text)).toEqual([
      'Edited the route',
      expect.stringMatching(/^Saved as version 2: /),
    ])
  })

  it('validates without saving and reports ordering errors', async () => {
    const latest = (await waitPlanned(ctx, owner, planned.id)).route
    const res = await call(ctx, owner, 'POST', planPath('validate', planned.id), {
      baseVersion: latest.version,
      operations: packagingFirst(latest.operations),
    })
    const check = res.json().data
    expect(check.operations[0]).toMatchObject({ stage: 'packaging', seq: 10 })
    expect(check.issues).toContainEqual(
      expect.objectContaining({ severity: 'error', operationId: check.operations[1].id }),
    )
    expect((await waitPlanned(ctx, owner, planned.id)).route.version).toBe(latest.version)
  })

  it('applies a command it understands and keeps the route on one it does not', async () => {
    const base = (await waitPlanned(ctx, owner, planned.id)).route
    const command = (text: string, lang = 'zh-CN') =>
      call(ctx, owner, 'POST', planPath('command', planned.id), { baseVersion: base.version, text }, lang)
    const odd = (await command('please book me a flight', 'en')).json().data
    expect(odd).toMatchObject({ applied: false, route: { version: base.version } })
    expect(odd.message.length).toBeGreaterThan(0)
    const deburr = base.operations.filter((o: { stage: string }) => o.stage === 'deburr')
    expect(deburr.length).toBeGreaterThan(0)
    const done = (await command(`删除${deburr[0].name}`)).json().data
    expect(done).toMatchObject({ applied: true, route: { version: base.version + 1, source: 'command' } })
    expect(done.route.operations.map((o: { id: string }) => o.id)).not.toContain(deburr[0].id)
    const messages = (await waitPlanned(ctx, owner, planned.id)).messages.slice(-4)
    expect(messages.map((m: { role: string; text: string; version: number | null }) => [m.role, m.version])).toEqual([
      ['user', null],
      ['assistant', null],
      ['user', null],
      ['assistant', base.version + 1],
    ])
    expect(messages[0].text).toBe('please book me a flight')
    expect(messages[3].text).toBe(done.message)
  })

  it('re-plans with the libraries as they are now', async () => {
    const used = planned.route.operations.find((o) => Number(o.setup) > 0 && o.equipmentCode)!.equipmentCode as string
    await ctx.db.update(equipment).set({ enabled: false }).where(eq(equipment.code, used))
    try {
      const res = await call(ctx, owner, 'POST', planPath('replan', planned.id))
      const route = res.json().data
      expect(route.source).toBe('replan')
      expect(route.operations.map((o: { equipmentCode: string }) => o.equipmentCode)).not.toContain(used)
    } finally {
      await ctx.db.update(equipment).set({ enabled: true }).where(eq(equipment.code, used))
    }
  })
})

describe('dispatch and the process card', () => {
  it('refuses to dispatch before the analysis is done', async () => {
    const [user] = await ctx.db.select({ id: records.userId }).from(records).where(eq(records.id, planned.id))
    const [pending] = await ctx.db.insert(records).values({ userId: user!.id, status: 'pending' }).returning()
    const res = await call(
      ctx,
      owner,
      'POST',
      `/api/auto-process-chat-record/update-dispatch-id/${pending!.id}?dispatchId=D1`,
      undefined,
      'en',
    )
    expect(res.json()).toMatchObject({
      code: 409,
      msg: 'The analysis is not finished; the route cannot be dispatched yet',
    })
  })

  it('dispatches only a route without errors; the dispatched version then stays as it was', async () => {
    const latest = (await waitPlanned(ctx, owner, planned.id)).route
    const save = (baseVersion: number, operations: unknown[]) =>
      call(ctx, owner, 'POST', planPath('save', planned.id), { baseVersion, operations })
    const dispatch = (number: string) =>
      call(
        ctx,
        owner,
        'POST',
        `/api/auto-process-chat-record/update-dispatch-id/${planned.id}?dispatchId=${number}`,
        undefined,
        'en',
      )
    const broken = (await save(latest.version, packagingFirst(latest.operations))).json().data
    expect((await dispatch('XF-0')).json()).toMatchObject({
      code: 409,
      msg: expect.stringMatching(/^The route still has \d+ error/),
    })
    const clean = (await save(broken.version, asEdits(latest.operations))).json().data
    expect(clean.issues.filter((i: { severity: string }) => i.severity === 'error')).toEqual([])
    expect((await signOff(ctx, reviewer, planned.id, clean.version)).statusCode).toBe(200)
    expect((await dispatch('XF-2026-01')).json().data).toMatchObject({ id: planned.id, dispatchId: 'XF-2026-01' })
    const frozen = (await call(ctx, owner, 'GET', planPath('version', planned.id, { version: clean.version }))).json()
      .data
    expect(frozen.dispatchId).toBe('XF-2026-01')
    const edits = asEdits(clean.operations).map((o) => ({ ...o, note: 'after dispatch' }))
    expect((await save(clean.version, edits)).json().data).toMatchObject({
      version: clean.version + 1,
      dispatchId: null,
    })
    const again = (await call(ctx, owner, 'GET', planPath('version', planned.id, { version: clean.version }))).json()
      .data
    expect(again).toEqual(frozen)
    expect((await waitPlanned(ctx, owner, planned.id)).dispatchId).toBe('XF-2026-01')
  })

  it('downloads the process card of a version as XLSX in the caller’s language', async () => {
    const route = (
      await call(ctx, owner, 'GET', planPath('version', planned.id, { version: 1 }), undefined, 'en')
    ).json().data
    const res = await call(ctx, owner, 'GET', `${planPath('card', planned.id)}?version=1`, undefined, 'en')
    expect(res.headers['content-type']).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    expect(sheet.getCell('A1').value).toBe('Machining process card')
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1)
    expect(values(2).slice(0, 2)).toEqual(['Drawing No.', 'block'])
    expect(values(3)[3]).toBe(route.context.blank)
    expect(values(4)).toEqual(['Version', 1, 'Dispatch no.', ''])
    expect(values(6)[0]).toBe('Op.')
    const rows = route.operations.map((_: unknown, i: number) => values(7 + i))
    expect(rows.map((r: unknown[]) => r[1])).toEqual(route.operations.map((o: { name: string }) => o.name))
    expect(rows.map((r: unknown[]) => r[0])).toEqual(route.operations.map((o: { seq: number }) => String(o.seq)))
    expect(rows.map((r: unknown[]) => r[6])).toEqual(route.operations.map((o: { timeMin: number }) => o.timeMin))
    const zh = await call(ctx, owner, 'GET', planPath('card', planned.id))
    const zhBook = new ExcelJS.Workbook()
    await zhBook.xlsx.load(zh.rawPayload as unknown as ArrayBuffer)
    expect(zhBook.worksheets[0]!.getCell('A1').value).toBe('机械加工工艺过程卡片')
    const missing = await call(ctx, owner, 'GET', `${planPath('card', planned.id)}?version=99`, undefined, 'en')
    expect(missing.json()).toMatchObject({ code: 404, msg: 'Route version 99 does not exist' })
  })
})
