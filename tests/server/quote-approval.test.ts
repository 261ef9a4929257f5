import ExcelJS from 'exceljs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { call, pricedParts } from './helpers/quote-orders.ts'

// Approval before a quote reaches the customer: rules route a quote through 审核 (and 批准), the
// customer reads no amount until the last step passes, and every decision stays on the timeline.
let ctx: TestContext
const tokens: Record<string, string> = {}
let parts: number[]
let flaggedPart: number | undefined

beforeAll(async () => {
  ctx = await createTestContext()
  for (const u of ['customer', 'auditor', 'admin', 'subadmin']) tokens[u] = await ctx.login(u)
  parts = await pricedParts(ctx, tokens.customer!, [['shaft', [80, 40, 30]]])
  ;[flaggedPart] = await pricedParts(ctx, tokens.customer!, [['lid', [50, 25, 15]]], false)
}, 180_000)
afterAll(() => ctx.close())

const base = '/api/quote-order'
const rulesUrl = `${base}/approval-rules`
afterEach(async () => {
  const rules = (await call(ctx, tokens.admin!, 'GET', rulesUrl)).body.data as { id: number }[]
  for (const r of rules) await call(ctx, tokens.admin!, 'DELETE', `${rulesUrl}/${r.id}`)
})

const addRule = async (kind: string, threshold: string, steps: number) => {
  const r = await call(ctx, tokens.admin!, 'POST', rulesUrl, { kind, threshold, steps, enabled: true })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return r.body.data
}
const read = async (id: number, token = tokens.customer!) => (await call(ctx, token, 'GET', `${base}/${id}`)).body.data
/** A submitted order of the customer's part, as staff read it. */
const submitted = async (partIds = parts) => {
  const draft = (await call(ctx, tokens.customer!, 'POST', `${base}/create`, { partIds })).body.data
  await call(ctx, tokens.customer!, 'POST', `${base}/${draft.id}/move`, { action: 'submit', version: draft.version })
  return read(draft.id, tokens.admin)
}
const quote = (o: { id: number; version: number }, token = tokens.auditor!) =>
  call(ctx, token, 'POST', `${base}/${o.id}/move`, { action: 'quote', version: o.version })
const decide = (o: { id: number; version: number }, token: string, step: string, decision: string, opinion = '') =>
  call(ctx, token, 'POST', `${base}/${o.id}/approval`, { version: o.version, step, decision, opinion })

describe('routing a quote by the rules', () => {
  it('without a matching rule the quote goes straight to the customer', async () => {
    const o = await submitted()
    // One cent above the order's amount: "at or above" does not hold.
    await addRule('amount', (Number(o.totalWithTax) + 0.01).toFixed(2), 2)
    const r = await quote(o)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.data).toMatchObject({ status: 'quoted', approval: null, priceWithheld: false })
  })

  it('an amount rule at the order’s amount routes it through 审核 then 批准, each by a holder of the right', async () => {
    const o = await submitted()
    await addRule('amount', o.totalWithTax, 2)
    const sent = await quote(o)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body.data).toMatchObject({
      status: 'submitted',
      priceWithheld: true,
      approval: { round: 1, state: 'pending', steps: ['check', 'approve'], next: 'check' },
    })
    expect(sent.body.data.events.at(-1)).toMatchObject({
      action: 'approvalRequest',
      from: 'submitted',
      to: 'submitted',
    })
    // The pricing engineer cannot change the price the approvers are looking at.
    const line = sent.body.data.lines[0]
    const adjust = await call(ctx, tokens.auditor!, 'POST', `${base}/${o.id}/lines/${line.lineId}/adjust`, {
      version: sent.body.data.version,
      unitPrice: '1.00',
      reason: 'late change',
    })
    expect(adjust.status).toBe(409)
    // 批准 before 审核 is refused; the Auditor holds 审核 but not 批准.
    expect((await decide(sent.body.data, tokens.subadmin!, 'approve', 'approve')).status).toBe(409)
    const checked = await decide(sent.body.data, tokens.auditor!, 'check', 'approve', '价格合理')
    expect(checked.status, JSON.stringify(checked.body)).toBe(200)
    expect(checked.body.data).toMatchObject({ status: 'submitted', approval: { next: 'approve', mayDecide: false } })
    const denied = await decide(checked.body.data, tokens.auditor!, 'approve', 'approve')
    expect(denied.status).toBe(403)
    const approved = await decide(checked.body.data, tokens.subadmin!, 'approve', 'approve', '同意报价')
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(approved.body.data).toMatchObject({
      status: 'quoted',
      priceWithheld: false,
      approval: { state: 'approved' },
    })
    const decisions = approved.body.data.approval.decisions
    expect(decisions).toMatchObject([
      { round: 1, step: 'check', decision: 'approve', opinion: '价格合理', by: { role: 'Auditor' } },
      { round: 1, step: 'approve', decision: 'approve', opinion: '同意报价', by: { role: 'Administrator' } },
    ])
    const events = approved.body.data.events.slice(-2)
    expect(events).toMatchObject([
      { action: 'approvalPass', to: 'submitted', reason: '价格合理', detail: { step: 'check', decision: 'approve' } },
      { action: 'approvalPass', from: 'submitted', to: 'quoted', reason: '同意报价', detail: { step: 'approve' } },
    ])
    // Now the customer sees the price, and the quote on their timeline (not the approvers' words).
    const mine = await read(o.id)
    expect(mine.totalWithTax).toBe(o.totalWithTax)
    expect(mine.lines[0].unitPrice).toBe(o.lines[0].unitPrice)
    expect(mine.events.at(-1)).toMatchObject({ action: 'quote', reason: null, to: 'quoted' })
    expect(mine.events.some((e: { action: string }) => e.action.startsWith('approval'))).toBe(false)
  })

  it('one person never passes both steps, even holding both rights', async () => {
    const o = await submitted()
    await addRule('amount', o.totalWithTax, 2)
    const sent = (await quote(o)).body.data
    // The administrator holds 审核 and 批准; after passing 审核 they wait for another approver.
    const checked = await decide(sent, tokens.admin!, 'check', 'approve', '价格合理')
    expect(checked.status, JSON.stringify(checked.body)).toBe(200)
    expect(checked.body.data.approval).toMatchObject({ next: 'approve', mayDecide: false, passedEarlier: true })
    const again = await decide(checked.body.data, tokens.admin!, 'approve', 'approve')
    expect(again.status).toBe(403)
    expect(again.body.msg).toContain('另一位审批人')
    expect((await read(o.id, tokens.admin)).status).toBe('submitted')
    // Another holder of 批准 sees the form and issues the quote.
    const other = await read(o.id, tokens.subadmin)
    expect(other.approval).toMatchObject({ mayDecide: true, passedEarlier: false })
    expect((await decide(other, tokens.subadmin!, 'approve', 'approve')).status).toBe(200)
  })

  it('a discount rule matches a reviewed price far enough below the computed one; one step', async () => {
    const o = await submitted()
    const line = o.lines[0]
    // 80 % of the computed unit price: a 20 % discount on the line (quantity 1 keeps it exact).
    const lower = (Math.round(Number(line.quotedUnitPrice) * 80) / 100).toFixed(2)
    const adjusted = await call(ctx, tokens.auditor!, 'POST', `${base}/${o.id}/lines/${line.lineId}/adjust`, {
      version: o.version,
      unitPrice: lower,
      reason: '老客户',
    })
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200)
    await addRule('discount', '25', 2)
    await addRule('discount', '15', 1)
    const sent = await quote(adjusted.body.data)
    expect(sent.body.data.approval).toMatchObject({
      steps: ['check'],
      rules: [{ kind: 'discount', threshold: '15.00', steps: 1 }],
    })
    const done = await decide(sent.body.data, tokens.auditor!, 'check', 'approve')
    expect(done.body.data).toMatchObject({ status: 'quoted', approval: { state: 'approved' } })
  })

  it('a flags rule matches an order whose lines were flagged for review, even once cleared', async () => {
    const o = await submitted([flaggedPart!])
    expect(o.pendingFlags).toBeGreaterThan(0)
    const cleared = await call(ctx, tokens.auditor!, 'POST', `${base}/${o.id}/lines/${o.lines[0].lineId}/clear-flags`, {
      version: o.version,
    })
    await addRule('flags', '0', 1)
    const sent = await quote(cleared.body.data)
    expect(sent.body.data.approval).toMatchObject({ state: 'pending', steps: ['check'] })
    const clean = await submitted()
    expect((await quote(clean)).body.data.status).toBe('quoted')
  })
})

describe('a rejection', () => {
  it('needs an opinion, sends the order back to pricing, and a new quote starts a new round', async () => {
    const o = await submitted()
    await addRule('amount', '0.01', 1)
    const sent = (await quote(o)).body.data
    expect((await decide(sent, tokens.auditor!, 'check', 'reject')).status).toBe(400)
    const rejected = await decide(sent, tokens.auditor!, 'check', 'reject', '折扣过大，请重新核价')
    expect(rejected.body.data).toMatchObject({ status: 'submitted', approval: { state: 'rejected', next: null } })
    expect(rejected.body.data.events.at(-1)).toMatchObject({
      action: 'approvalReject',
      reason: '折扣过大，请重新核价',
      by: { role: 'Auditor' },
    })
    // Still no price for the customer, and none of the approvers' words.
    const mine = await read(o.id)
    expect(mine).toMatchObject({ priceWithheld: true, totalWithTax: null, approval: null })
    expect(JSON.stringify(mine.events)).not.toContain('折扣过大')
    const again = await quote(rejected.body.data)
    expect(again.body.data.approval).toMatchObject({ round: 2, state: 'pending' })
    expect(again.body.data.approval.decisions).toHaveLength(1)
  })
})

describe('what a customer reads while the price awaits approval', () => {
  it('the order, its lines, the list, the sheet and the timeline carry no amount', async () => {
    const o = await submitted()
    const line = o.lines[0]
    const adjusted = (
      await call(ctx, tokens.auditor!, 'POST', `${base}/${o.id}/lines/${line.lineId}/adjust`, {
        version: o.version,
        unitPrice: '7777.77',
        reason: '加急',
      })
    ).body.data
    await addRule('amount', '0.01', 2)
    await quote(adjusted)
    const mine = await read(o.id)
    expect(mine).toMatchObject({ status: 'submitted', priceWithheld: true, total: null, tax: null, totalWithTax: null })
    expect(mine.lines[0]).toMatchObject({
      unitPrice: null,
      unitPriceWithTax: null,
      total: null,
      totalWithTax: null,
      quotedUnitPrice: null,
      breakdown: [],
      pricing: [],
      adjustment: null,
    })
    expect(JSON.stringify(mine)).not.toContain('7777.77')
    const list = (await call(ctx, tokens.customer!, 'GET', `${base}/list?pageSize=50`)).body.data.rows
    expect(list.find((r: { id: number }) => r.id === o.id)).toMatchObject({ total: null, totalWithTax: null })
    const products = await call(ctx, tokens.customer!, 'GET', `${base}/products?pageSize=50`)
    expect(JSON.stringify(products.body)).not.toContain('7777.77')
    const compare = await call(ctx, tokens.customer!, 'GET', `${base}/compare?ids=${o.id},${o.id}`)
    expect(compare.status).toBe(409)
    const sheet = await ctx.request({ method: 'GET', url: `${base}/${o.id}/xlsx`, headers: ctx.auth(tokens.customer!) })
    expect(sheet.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer)
    const cells = book.worksheets.flatMap((s) => s.getSheetValues().flatMap((r) => (Array.isArray(r) ? r : [])))
    expect(cells).not.toContain(7777.77)
    expect(cells).toContain('价格审批中，审批通过后显示')
    // Staff still read everything.
    const staff = await read(o.id, tokens.admin)
    expect(staff.lines[0].unitPrice).toBe('7777.77')
  })
})

describe('the rules', () => {
  it('are refused to a customer and checked: a discount is a percent', async () => {
    const mine = await call(ctx, tokens.customer!, 'GET', rulesUrl)
    expect(mine.status).toBe(403)
    const bad = await call(ctx, tokens.admin!, 'POST', rulesUrl, {
      kind: 'discount',
      threshold: '120',
      steps: 1,
      enabled: true,
    })
    expect(bad.status).toBe(400)
    const rule = await addRule('amount', '50000', 2)
    const edited = await call(ctx, tokens.admin!, 'PUT', `${rulesUrl}/${rule.id}`, {
      kind: 'amount',
      threshold: '60000',
      steps: 1,
      enabled: false,
    })
    expect(edited.body.data).toMatchObject({ threshold: '60000.00', steps: 1, enabled: false, updatedBy: 'admin' })
  })
})
