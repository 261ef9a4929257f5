import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_API } from '../../contract/admin.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { asEdits, call, createRecord, MODEL, planPath, signOff, waitPlanned } from './helpers/process-plan.ts'
import { pdfPages } from './helpers/pdf-text.ts'

// The 审核 / 批准 sign-offs of a customer's process card, signed by the shop's staff: dispatch is
// refused until 审核 is signed, 批准 follows 审核 by someone else, a new version starts unsigned,
// and the card's PDF and XLSX print who signed and the change record. The tests run in order.

let ctx: TestContext
const tokens: Record<string, string> = {}
let id: number
let route: { version: number; operations: Record<string, unknown>[] }

const signOffs = (who: string) => call(ctx, tokens[who]!, 'GET', planPath('signOffs', id), undefined, 'en')
const dispatch = (number: string) =>
  call(
    ctx,
    tokens.customer!,
    'POST',
    `/api/auto-process-chat-record/update-dispatch-id/${id}?dispatchId=${number}`,
    undefined,
    'en',
  )
const roles = (data: { signatures: { role: string; name: string }[] }) =>
  data.signatures.map((s) => `${s.role}:${s.name}`)

beforeAll(async () => {
  ctx = await createTestContext()
  for (const user of ['customer', 'auditor', 'admin', 'subadmin']) tokens[user] = await ctx.login(user)
  const created = await createRecord(ctx, tokens.customer!, [MODEL()])
  const planned = await waitPlanned(ctx, tokens.customer!, created.json().data.id)
  id = planned.id
  route = planned.route
}, 180_000)
afterAll(() => ctx.close())

describe('signing a process card', () => {
  it('shows the owner an unsigned card whose dispatch waits for 审核, said in words', async () => {
    const data = (await signOffs('customer')).json().data
    expect(data).toMatchObject({ version: 1, canSign: [] })
    expect(roles(data)).toEqual(['author:customer'])
    expect(data.dispatchBlocked).toBe('reviewer')
    expect((await dispatch('XF-1')).json()).toMatchObject({
      code: 409,
      msg: 'Version 1 is not reviewed yet: it can be dispatched once its review is signed',
    })
  })

  it('is read by staff who may sign, never by another customer, and signed only with the right', async () => {
    expect((await call(ctx, await ctx.login('acme'), 'GET', planPath('signOffs', id))).statusCode).toBe(404)
    expect((await signOffs('auditor')).json().data.canSign).toEqual(['reviewer'])
    // The reviewer reads the whole record to review it, but only its owner changes it.
    const seen = (await call(ctx, tokens.auditor!, 'GET', planPath('detail', id))).json().data
    expect(seen).toMatchObject({ id, owned: false, route: { version: 1 } })
    const edit = { baseVersion: 1, operations: asEdits(route.operations) }
    expect((await call(ctx, tokens.auditor!, 'POST', planPath('save', id), edit)).statusCode).toBe(404)
    expect((await call(ctx, tokens.customer!, 'GET', planPath('detail', id))).json().data.owned).toBe(true)
    expect((await signOff(ctx, tokens.customer!, id, 1)).json()).toMatchObject({ code: 403 })
    expect((await signOff(ctx, tokens.auditor!, id, 1, 'approver')).json()).toMatchObject({ code: 403 })
    expect((await signOff(ctx, tokens.admin!, id, 1, 'approver')).json()).toMatchObject({
      code: 409,
      msg: 'The review comes before the approval',
    })
    expect((await signOff(ctx, tokens.auditor!, id, 2)).json()).toMatchObject({ code: 409 })
  })

  it('takes 审核 once, audited, and then lets the owner dispatch', async () => {
    const signed = await signOff(ctx, tokens.auditor!, id, 1, 'reviewer', '工序合理')
    expect(signed.statusCode, signed.body).toBe(200)
    expect(roles(signed.json().data)).toEqual(['author:customer', 'reviewer:auditor'])
    expect(signed.json().data.dispatchBlocked).toBeNull()
    expect((await signOff(ctx, tokens.admin!, id, 1)).json()).toMatchObject({
      code: 409,
      msg: 'The review is already signed by auditor',
    })
    const log = (await call(ctx, tokens.admin!, 'GET', `${ADMIN_API.auditLog}?targetType=processCard`)).json().data
    expect(log.rows[0]).toMatchObject({
      action: 'processCard.sign',
      actorName: 'auditor',
      targetId: id,
      after: { version: 1, role: 'reviewer', opinion: '工序合理' },
    })
    expect((await dispatch('XF-1')).json().data).toMatchObject({ id, dispatchId: 'XF-1' })
  })

  it('starts a new version unsigned, so it cannot be dispatched until reviewed again', async () => {
    const edits = asEdits(route.operations)
    edits[0] = { ...edits[0]!, note: '先查炉批号' }
    const saved = await call(ctx, tokens.customer!, 'POST', planPath('save', id), { baseVersion: 1, operations: edits })
    expect(saved.statusCode, saved.body).toBe(200)
    const data = (await signOffs('customer')).json().data
    expect(data.version).toBe(2)
    expect(roles(data)).toEqual(['author:customer'])
    expect(data.dispatchBlocked).toBe('reviewer')
    expect((await dispatch('XF-2')).json()).toMatchObject({
      code: 409,
      msg: 'Version 2 is not reviewed yet: it can be dispatched once its review is signed',
    })
  })

  it('refuses one person both 审核 and 批准, and takes 批准 from another', async () => {
    expect((await signOff(ctx, tokens.admin!, id, 2)).statusCode).toBe(200)
    expect((await signOffs('admin')).json().data.canSign).toEqual([])
    expect((await signOff(ctx, tokens.admin!, id, 2, 'approver')).json()).toMatchObject({
      code: 409,
      msg: 'The same person may not both review and approve one version (you signed its review)',
    })
    const approved = await signOff(ctx, tokens.subadmin!, id, 2, 'approver')
    expect(roles(approved.json().data)).toEqual(['author:customer', 'reviewer:admin', 'approver:subadmin'])
  })
})

describe('the card of the signed version', () => {
  it('prints the header, operations, sign-offs and change record as searchable PDF text', async () => {
    const res = await call(ctx, tokens.customer!, 'GET', planPath('cardPdf', id))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const text = (await pdfPages(res.rawPayload)).join('\n')
    const latest = (await waitPlanned(ctx, tokens.customer!, id)).route
    expect(text).toContain('机械加工工艺过程卡片')
    expect(text).toContain('零件图号')
    expect(text).toContain('block')
    expect(text).toContain(latest.context.blank)
    for (const o of latest.operations as { name: string }[]) expect(text).toContain(o.name)
    expect(text).toContain('先查炉批号')
    for (const name of ['customer', 'admin', 'subadmin']) expect(text).toContain(name)
    expect(text).toContain('手工编辑：新增 0 道、删除 0 道、修改 1 道工序')
  })

  it('lays the XLSX out as the Chinese card: header block, operations, sign-offs, change record', async () => {
    const res = await call(ctx, tokens.auditor!, 'GET', planPath('card', id))
    expect(res.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1)
    const latest = (await waitPlanned(ctx, tokens.customer!, id)).route
    expect(sheet.getCell('A1').value).toBe('机械加工工艺过程卡片')
    expect(values(2)).toEqual([
      '零件图号',
      'block',
      '零件名称',
      expect.any(String),
      '材料牌号',
      latest.context.materialName,
    ])
    expect(values(3).slice(0, 4)).toEqual(['毛坯种类', '板料', '毛坯外形尺寸', latest.context.blank])
    expect(values(4)).toEqual(['版本', 2, '下发单号', ''])
    expect(values(6)).toEqual(['工序号', '工序名称', '工序内容', '设备', '工艺装备', '准终（min）', '单件（min）'])
    const ops = latest.operations as { name: string; timeMin: number }[]
    expect(values(7).slice(0, 2)).toEqual(['10', ops[0]!.name])
    expect(values(7)[2]).toContain('先查炉批号')
    const total = values(7 + ops.length)
    expect(total[0]).toBe('合计')
    expect(total[6]).toBeCloseTo(
      ops.reduce((s, o) => s + o.timeMin, 0),
      2,
    )
    const sign = 7 + ops.length + 2
    expect(values(sign).slice(1)).toEqual(['编制', '审核', '批准'])
    expect(values(sign + 1)).toEqual(['签名', 'customer', 'admin', 'subadmin'])
    const change = values(sign + 5)
    expect([change[0], change[1], change[3]]).toEqual([
      'v2',
      '手工编辑：新增 0 道、删除 0 道、修改 1 道工序',
      'customer',
    ])
  })
})

describe('a card the shop prepared itself', () => {
  it('is reviewed by someone other than its author (编制)', async () => {
    const created = await createRecord(ctx, tokens.admin!, [MODEL()])
    const own = await waitPlanned(ctx, tokens.admin!, created.json().data.id)
    const block = (await call(ctx, tokens.admin!, 'GET', planPath('signOffs', own.id), undefined, 'en')).json().data
    expect(roles(block)).toEqual(['author:admin'])
    expect(block.canSign).toEqual([])
    expect((await signOff(ctx, tokens.admin!, own.id, own.route.version)).json()).toMatchObject({
      code: 409,
      msg: 'You prepared this version: someone else signs its review',
    })
    expect((await signOff(ctx, tokens.auditor!, own.id, own.route.version)).statusCode).toBe(200)
  })
})
