import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { quoteOrderEvents, quoteOrderLines, quoteOrders } from '../../server/db/schema.ts'
import { expireOrders } from '../../server/services/quote-orders/sweep.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { call, pricedParts } from './helpers/quote-orders.ts'

// The life cycle of a quote order through the API: who may make which move from which status,
// review (flags, adjustments), optimistic concurrency, frozen lines, re-quote and expiry.
let ctx: TestContext
const tokens: Record<string, string> = {}
let clean: number[]
let flagged: number | undefined

beforeAll(async () => {
  ctx = await createTestContext()
  for (const u of ['customer', 'acme', 'auditor', 'admin', 'subadmin']) tokens[u] = await ctx.login(u)
  clean = await pricedParts(ctx, tokens.customer!, [
    ['bracket', [40, 30, 20]],
    ['plate', [60, 30, 10]],
  ])
  ;[flagged] = await pricedParts(ctx, tokens.customer!, [['cover', [50, 20, 20]]], false)
}, 180_000)
afterAll(() => ctx.close())

const base = '/api/quote-order'
const create = async (partIds: number[], token = tokens.customer!) => {
  const r = await call(ctx, token, 'POST', `${base}/create`, { partIds })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return r.body.data
}
const read = async (id: number, token = tokens.customer!) => (await call(ctx, token, 'GET', `${base}/${id}`)).body.data
const move = (token: string, id: number, action: string, version: number, reason?: string, lang = 'zh-CN') =>
  call(ctx, token, 'POST', `${base}/${id}/move`, { action, version, ...(reason ? { reason } : {}) }, lang)

describe('creating an order', () => {
  it('freezes each part’s latest quote into a numbered draft with totals and a validity date', async () => {
    const part = (await call(ctx, tokens.customer!, 'GET', `/api/cnc/partcosts/part/${clean[0]}`)).body.data
    const order = await create(clean)
    expect(order.number).toMatch(/^QO-\d{4}-\d{6}$/)
    expect(order).toMatchObject({
      status: 'draft',
      version: 1,
      currency: 'CNY',
      taxRate: '0.13',
      customer: { username: 'customer' },
      pendingFlags: 0,
    })
    expect(order.lines[0]).toMatchObject({
      partId: clean[0],
      partName: 'bracket',
      quoteId: part.quote.quoteId,
      unitPrice: part.quote.unitPrice,
      quotedUnitPrice: part.quote.unitPrice,
      total: part.quote.total,
      quantity: part.quote.quantity,
      material: part.quote.material,
      configVersion: 1,
      adjustment: null,
    })
    expect(order.lines[0].files.map((f: { kind: string }) => f.kind).sort()).toEqual(['2d', '3d'])
    const sum = order.lines.reduce((s: number, l: { total: string }) => s + Number(l.total), 0)
    expect(Number(order.total)).toBeCloseTo(sum, 2)
    expect(Number(order.tax)).toBeCloseTo(Number(order.totalWithTax) - Number(order.total), 2)
    const days = (Date.parse(order.validUntil) - Date.parse(order.createTime)) / 86_400_000
    expect(days).toBeCloseTo(part.quote.validityDays, 5)
    expect(order.events).toMatchObject([
      { action: 'create', from: null, to: 'draft', by: { name: '演示客户', role: 'Customer' } },
    ])
    expect(order.actions).toEqual(['submit', 'cancel', 'remarks', 'requote'])
  })

  it('shows a customer the frozen breakdown without formulas or margins, and staff all of it', async () => {
    const o = await create([clean[0]!])
    const names = (pricing: { name: string }[]) => pricing.map((p) => p.name)
    expect(o.lines[0].breakdown.length).toBeGreaterThan(2)
    expect(o.lines[0].breakdown.every((l: { formula?: string }) => l.formula === undefined)).toBe(true)
    expect(names(o.lines[0].pricing)).not.toContain('profitRate')
    // The customer's lines add up to the line's unit price: the hidden terms are one line, no rate.
    const lines = o.lines[0].breakdown as { key: string; amount: string; inputs: unknown[] }[]
    const cents = lines.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0)
    expect(cents).toBe(Math.round(Number(o.lines[0].unitPrice) * 100))
    expect(lines.at(-1)).toMatchObject({ key: 'overheadAndOther', inputs: [] })
    const staff = await read(o.id, tokens.auditor)
    expect(staff.lines[0].breakdown[0].formula).toEqual(expect.any(String))
    expect(names(staff.lines[0].pricing)).toEqual(expect.arrayContaining(['mgmtRate', 'profitRate', 'vatRate']))
  })

  it('numbers orders one after another', async () => {
    const a = await create([clean[0]!])
    const b = await create([clean[1]!])
    expect(Number(b.number.slice(-6))).toBe(Number(a.number.slice(-6)) + 1)
  })

  it('only from parts the caller owns: another customer gets 404, staff 403', async () => {
    expect((await call(ctx, tokens.acme!, 'POST', `${base}/create`, { partIds: clean })).status).toBe(404)
    expect((await call(ctx, tokens.auditor!, 'POST', `${base}/create`, { partIds: clean })).status).toBe(403)
    expect((await call(ctx, tokens.customer!, 'POST', `${base}/create`, { partIds: [] })).status).toBe(400)
    expect(
      (await call(ctx, tokens.customer!, 'POST', `${base}/create`, { partIds: [clean[0], clean[0]] })).status,
    ).toBe(400)
    expect((await call(ctx, null, 'POST', `${base}/create`, { partIds: clean })).status).toBe(401)
  })
})

describe('the review journey', () => {
  it('submit → clear flags → adjust with a reason → quote → accept → order, every step on the timeline', async () => {
    let o = await create([flagged!, clean[0]!])
    expect(o.pendingFlags).toBeGreaterThan(0)
    o = (await move(tokens.customer!, o.id, 'submit', o.version)).body.data
    expect(o.status).toBe('submitted')
    const refused = await move(tokens.auditor!, o.id, 'quote', o.version, undefined, 'en')
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe(
      o.pendingFlags === 1
        ? '1 review item is still open; clear it before quoting'
        : `${o.pendingFlags} review items are still open; clear them all before quoting`,
    )
    const line = o.lines.find((l: { partId: number }) => l.partId === flagged)
    const cleared = await call(ctx, tokens.auditor!, 'POST', `${base}/${o.id}/lines/${line.lineId}/clear-flags`, {
      version: o.version,
      reason: 'drawing confirmed by phone',
    })
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200)
    o = cleared.body.data
    expect(o.pendingFlags).toBe(0)
    expect(
      o.lines
        .find((l: { lineId: number }) => l.lineId === line.lineId)
        .reviewFlags.every(
          (f: { cleared: boolean; clearedBy: { name: string } }) => f.cleared && f.clearedBy.name === '核价工程师',
        ),
    ).toBe(true)

    const noReason = await call(ctx, tokens.auditor!, 'POST', `${base}/${o.id}/lines/${line.lineId}/adjust`, {
      version: o.version,
      unitPrice: '12.50',
      reason: ' ',
    })
    expect(noReason.status).toBe(400)
    const adjusted = await call(ctx, tokens.auditor!, 'POST', `${base}/${o.id}/lines/${line.lineId}/adjust`, {
      version: o.version,
      unitPrice: '12.5',
      reason: '批量折扣',
    })
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200)
    o = adjusted.body.data
    const l = o.lines.find((x: { lineId: number }) => x.lineId === line.lineId)
    // 12.50 × quantity, at least the 50.00 minimum line charge; 13 % VAT.
    const total = Math.max(12.5 * l.quantity, 50)
    expect(l).toMatchObject({
      unitPrice: '12.50',
      unitPriceWithTax: '14.13',
      total: total.toFixed(2),
      quotedUnitPrice: line.unitPrice,
    })
    expect(l.adjustment).toMatchObject({
      unitPrice: '12.50',
      originalUnitPrice: line.unitPrice,
      reason: '批量折扣',
      by: { role: 'Auditor' },
    })
    expect(l.breakdown.at(-1)).toMatchObject({
      key: 'review-adjustment',
      label: '复核调价',
      amount: (12.5 - Number(line.unitPrice)).toFixed(2),
    })
    expect(Number(o.total)).toBeCloseTo(
      o.lines.reduce((s: number, x: { total: string }) => s + Number(x.total), 0),
      2,
    )

    o = (await move(tokens.auditor!, o.id, 'quote', o.version)).body.data
    expect(o.status).toBe('quoted')
    o = (await move(tokens.customer!, o.id, 'accept', o.version)).body.data
    o = (await move(tokens.customer!, o.id, 'order', o.version)).body.data
    expect(o.status).toBe('ordered')
    expect(o.actions).toEqual(['requote'])
    expect(o.events.map((e: { action: string; from: string | null; to: string }) => [e.action, e.from, e.to])).toEqual([
      ['create', null, 'draft'],
      ['submit', 'draft', 'submitted'],
      ['clearFlags', 'submitted', 'submitted'],
      ['adjust', 'submitted', 'submitted'],
      ['quote', 'submitted', 'quoted'],
      ['accept', 'quoted', 'accepted'],
      ['order', 'accepted', 'ordered'],
    ])
    expect(o.events[3]).toMatchObject({
      reason: '批量折扣',
      by: { name: '核价工程师' },
      detail: { lineId: line.lineId, unitPrice: '12.50' },
    })
    // The customer sees the adjusted price and its reason.
    const seen = await read(o.id)
    expect(seen.lines.find((x: { lineId: number }) => x.lineId === line.lineId).adjustment.reason).toBe('批量折扣')
  })

  it('records the reason of a rejection and a cancellation', async () => {
    let o = await create([clean[1]!])
    o = (await move(tokens.customer!, o.id, 'cancel', o.version, '项目取消')).body.data
    expect(o.events.at(-1)).toMatchObject({ action: 'cancel', from: 'draft', to: 'cancelled', reason: '项目取消' })
  })
})

// Hand-written: which statuses each move leaves from, and whose it is.
const ALLOWED: Record<string, { from: string[]; by: 'owner' | 'staff' }> = {
  submit: { from: ['draft'], by: 'owner' },
  quote: { from: ['submitted'], by: 'staff' },
  accept: { from: ['quoted'], by: 'owner' },
  reject: { from: ['quoted'], by: 'owner' },
  order: { from: ['accepted'], by: 'owner' },
  cancel: { from: ['draft', 'submitted', 'quoted'], by: 'owner' },
}
const STATUSES = ['draft', 'submitted', 'quoted', 'accepted', 'rejected', 'ordered', 'cancelled', 'expired']
const ACTORS = { owner: 'customer', other: 'acme', auditor: 'auditor', admin: 'admin', subadmin: 'subadmin' } as const

describe('every move allowed and refused per role and owner', () => {
  let orderId: number
  beforeAll(async () => void (orderId = (await create([clean[0]!])).id))

  const cases = Object.entries(ALLOWED).flatMap(([action, rule]) =>
    STATUSES.flatMap((status) =>
      Object.entries(ACTORS).map(([who, user]) => {
        const side = who === 'owner' ? 'owner' : who === 'other' ? null : 'staff'
        const expected = side === null ? 404 : side !== rule.by ? 403 : rule.from.includes(status) ? 200 : 409
        return { action, status, who, user, expected }
      }),
    ),
  )

  it.each(cases)('$action from $status by $who → $expected', async ({ action, status, user, expected }) => {
    await ctx.db
      .update(quoteOrders)
      .set({ status: status as never, version: 5, validUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(quoteOrders.id, orderId))
    const before = (await ctx.db.select().from(quoteOrderEvents).where(eq(quoteOrderEvents.orderId, orderId))).length
    const res = await move(tokens[user]!, orderId, action, 5)
    expect(res.status, JSON.stringify(res.body)).toBe(expected)
    const [row] = await ctx.db.select().from(quoteOrders).where(eq(quoteOrders.id, orderId))
    const after = (await ctx.db.select().from(quoteOrderEvents).where(eq(quoteOrderEvents.orderId, orderId))).length
    if (expected === 200) {
      expect(row).toMatchObject({ version: 6 })
      expect(after).toBe(before + 1)
    } else {
      expect(row).toMatchObject({ status, version: 5 })
      expect(after).toBe(before)
    }
  })

  it('names the status and the move in a refusal, in both languages', async () => {
    await ctx.db.update(quoteOrders).set({ status: 'ordered', version: 5 }).where(eq(quoteOrders.id, orderId))
    expect((await move(tokens.customer!, orderId, 'cancel', 5)).body.msg).toBe('报价单当前为“已下单”，不能取消')
    expect((await move(tokens.customer!, orderId, 'cancel', 5, undefined, 'en')).body.msg).toBe(
      'The quote order is “ordered”: you cannot cancel it now',
    )
    expect((await move(tokens.auditor!, orderId, 'accept', 5)).body.msg).toBe('只有报价单所属客户本人可以接受')
  })
})

describe('review edits per role and status', () => {
  it('lets staff adjust and clear flags only while submitted; customers never; the owner edits remarks of a draft', async () => {
    const o = await create([flagged!])
    const lineId = o.lines[0].lineId
    const adjust = (token: string, version: number) =>
      call(ctx, token, 'POST', `${base}/${o.id}/lines/${lineId}/adjust`, { version, unitPrice: '99.00', reason: 'r' })
    const clear = (token: string, version: number) =>
      call(ctx, token, 'POST', `${base}/${o.id}/lines/${lineId}/clear-flags`, { version })
    const remarks = (token: string, version: number) =>
      call(ctx, token, 'POST', `${base}/${o.id}/remarks`, { version, remarks: '加急' })
    expect((await adjust(tokens.auditor!, 1)).status).toBe(409)
    expect((await clear(tokens.admin!, 1)).status).toBe(409)
    expect((await remarks(tokens.auditor!, 1)).status).toBe(403)
    expect((await remarks(tokens.acme!, 1)).status).toBe(404)
    const edited = await remarks(tokens.customer!, 1)
    expect(edited.body.data).toMatchObject({ remarks: '加急', version: 2 })
    await move(tokens.customer!, o.id, 'submit', 2)
    expect((await adjust(tokens.customer!, 3)).status).toBe(403)
    expect((await clear(tokens.customer!, 3)).status).toBe(403)
    expect((await adjust(tokens.acme!, 3)).status).toBe(403)
    expect((await remarks(tokens.customer!, 3)).status).toBe(409)
    const unknown = await call(ctx, tokens.auditor!, 'POST', `${base}/${o.id}/lines/${lineId}/clear-flags`, {
      version: 3,
      codes: ['ra-fine'],
    })
    expect(unknown.status).toBe(400)
    expect(
      (await call(ctx, tokens.auditor!, 'POST', `${base}/${o.id}/lines/999999/clear-flags`, { version: 3 })).status,
    ).toBe(404)
    expect((await clear(tokens.subadmin!, 3)).status).toBe(200)
    expect((await adjust(tokens.admin!, 4)).status).toBe(200)
  })
})

describe('concurrent edits', () => {
  it('answers 409 to the second writer of the same version and changes nothing', async () => {
    let o = await create([clean[0]!])
    o = (await move(tokens.customer!, o.id, 'submit', o.version)).body.data
    const lineId = o.lines[0].lineId
    const first = await call(ctx, tokens.auditor!, 'POST', `${base}/${o.id}/lines/${lineId}/adjust`, {
      version: o.version,
      unitPrice: '80.00',
      reason: 'first',
    })
    expect(first.status).toBe(200)
    const snapshot = await ctx.db.select().from(quoteOrderLines).where(eq(quoteOrderLines.orderId, o.id))
    const events = (await ctx.db.select().from(quoteOrderEvents).where(eq(quoteOrderEvents.orderId, o.id))).length
    const second = await call(
      ctx,
      tokens.admin!,
      'POST',
      `${base}/${o.id}/lines/${lineId}/adjust`,
      { version: o.version, unitPrice: '70.00', reason: 'second' },
      'en',
    )
    expect(second.status).toBe(409)
    expect(second.body.msg).toBe(
      `Someone else changed this quote order (it is now version ${o.version + 1}, you sent version ${o.version}); reload and try again`,
    )
    expect(await ctx.db.select().from(quoteOrderLines).where(eq(quoteOrderLines.orderId, o.id))).toEqual(snapshot)
    expect((await ctx.db.select().from(quoteOrderEvents).where(eq(quoteOrderEvents.orderId, o.id))).length).toBe(events)
    expect((await read(o.id)).lines[0].unitPrice).toBe('80.00')
    // A stale customer move is refused the same way.
    expect((await move(tokens.customer!, o.id, 'cancel', o.version)).status).toBe(409)
  })

  it('lets exactly one of two simultaneous moves through', async () => {
    const o = await create([clean[1]!])
    const results = await Promise.all([
      move(tokens.customer!, o.id, 'submit', 1),
      move(tokens.customer!, o.id, 'cancel', 1),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    expect((await read(o.id)).version).toBe(2)
  })
})

describe('frozen lines and re-quote', () => {
  it('keeps an issued order’s prices when the configuration changes and the part is re-priced; a re-quote uses the new version', async () => {
    const order = await create([clean[0]!])
    const cfg = (await call(ctx, tokens.admin!, 'GET', '/api/quote-config/1')).body.data
    const config = structuredClone(cfg.version.config)
    for (const m of config.material.items) m.priceKg *= 3
    const saved = await call(ctx, tokens.admin!, 'PUT', '/api/quote-config/1', { config, note: 'material prices ×3' })
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200)
    const repriced = await call(ctx, tokens.customer!, 'POST', `/api/cnc/partcosts/part/${clean[0]}/reprice`, {
      useLatestConfig: true,
    })
    expect(repriced.body.data.quote.configVersion).toBe(2)
    expect(repriced.body.data.quote.unitPrice).not.toBe(order.lines[0].unitPrice)

    const again = await read(order.id)
    expect(again.lines).toEqual(order.lines)
    expect(again.total).toBe(order.total)

    const requoted = await call(ctx, tokens.customer!, 'POST', `${base}/${order.id}/requote`)
    expect(requoted.status).toBe(200)
    const fresh = requoted.body.data
    expect(fresh).toMatchObject({ status: 'draft', sourceOrderId: order.id, sourceOrderNumber: order.number })
    expect(fresh.lines[0]).toMatchObject({ configVersion: 2, partId: clean[0] })
    expect(Number(fresh.lines[0].unitPrice)).toBeGreaterThan(Number(order.lines[0].unitPrice))
    expect(fresh.events[0]).toMatchObject({ action: 'requote', detail: { sourceOrderId: order.id } })
    expect((await call(ctx, tokens.auditor!, 'POST', `${base}/${order.id}/requote`)).status).toBe(403)

    const cmp = (await call(ctx, tokens.customer!, 'GET', `/api/quote-order/compare?ids=${order.id},${fresh.id}`)).body
      .data
    expect(cmp.rows[0].differs).toEqual(expect.arrayContaining(['config', 'inputs']))
    expect(cmp.rows[0].differingInputs).toContain('material')
    const delta = (Number(fresh.total) - Number(order.total)).toFixed(2)
    expect(cmp.columns[1].delta).toBe(delta)
    expect(cmp.attribution[0]).toMatchObject({ delta, lines: [{ delta, causes: expect.arrayContaining(['config']) }] })
  })
})

describe('expiry', () => {
  const lapse = (id: number) =>
    ctx.db
      .update(quoteOrders)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(quoteOrders.id, id))

  it('reads a lapsed draft as expired before the sweep, refuses its moves, and the sweep stores it', async () => {
    const o = await create([clean[1]!])
    await lapse(o.id)
    const seen = await read(o.id)
    expect(seen).toMatchObject({ status: 'expired', actions: ['requote'], version: 1 })
    const listed = (await call(ctx, tokens.customer!, 'GET', `${base}/list?status=expired&pageSize=100`)).body.data.rows
    expect(listed.map((r: { id: number }) => r.id)).toContain(o.id)
    const drafts = (await call(ctx, tokens.customer!, 'GET', `${base}/list?status=draft&pageSize=100`)).body.data.rows
    expect(drafts.map((r: { id: number }) => r.id)).not.toContain(o.id)
    const refused = await move(tokens.customer!, o.id, 'submit', 1)
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toMatch(/^报价单已于 \d{4}-\d{2}-\d{2} 过期/)

    expect(await expireOrders(ctx.db)).toBeGreaterThanOrEqual(1)
    const [row] = await ctx.db.select().from(quoteOrders).where(eq(quoteOrders.id, o.id))
    expect(row).toMatchObject({ status: 'expired', version: 2 })
    const after = await read(o.id)
    expect(after.events.at(-1)).toMatchObject({
      action: 'expire',
      from: 'draft',
      to: 'expired',
      by: { id: null, name: '系统', role: 'system' },
    })
    expect(await expireOrders(ctx.db)).toBe(0)
  })

  it('is swept every 10 minutes once the server listens', async () => {
    const o = await create([clean[0]!])
    await lapse(o.id)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' })
      vi.advanceTimersByTime(10 * 60_000)
    } finally {
      vi.useRealTimers()
    }
    await vi.waitFor(async () => {
      const [row] = await ctx.db.select().from(quoteOrders).where(eq(quoteOrders.id, o.id))
      expect(row!.status).toBe('expired')
    })
  })

  it('expires a quoted order but never an accepted one', async () => {
    const q = await create([clean[0]!])
    const a = await create([clean[1]!])
    await ctx.db.update(quoteOrders).set({ status: 'quoted' }).where(eq(quoteOrders.id, q.id))
    await ctx.db.update(quoteOrders).set({ status: 'accepted' }).where(eq(quoteOrders.id, a.id))
    await lapse(q.id)
    await lapse(a.id)
    expect((await read(q.id)).status).toBe('expired')
    expect((await read(a.id)).status).toBe('accepted')
    await expireOrders(ctx.db)
    const rows = await ctx.db.select({ id: quoteOrders.id, status: quoteOrders.status }).from(quoteOrders)
    expect(rows.find((r) => r.id === q.id)!.status).toBe('expired')
    expect(rows.find((r) => r.id === a.id)!.status).toBe('accepted')
  })
})
