import ExcelJS from 'exceljs'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { capacityBookings, quoteOrderLines, quoteOrders } from '../../server/db/schema.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { call, boxStl } from './helpers/quote-orders.ts'
import { DRAWING_PDF, fieldPart, filePart, upload, waitTask } from './helpers/quoting.ts'

// Lead times against the shop's own open work: accepting an order books its machine time, so the
// next identical quote ships later; a rush order that goes ahead of it puts the accepted order's
// date at risk, which staff see (customers see the date only).
let ctx: TestContext
const tokens: Record<string, string> = {}
const base = '/api/quote-order'
/** Large enough that one order fills the shop's machines for days. */
const BIG = 3000
const BOX: [number, number, number] = [120, 80, 40]

beforeAll(async () => {
  ctx = await createTestContext()
  for (const u of ['customer', 'acme', 'auditor']) tokens[u] = await ctx.login(u)
}, 180_000)
afterAll(() => ctx.close())

/** Uploads the box with its drawing and upload fields; answers the part and its record. */
async function quotedBox(token: string, name: string, fields: Record<string, string>) {
  const res = await upload(ctx, token, [
    filePart(`${name}.stl`, boxStl(...BOX)),
    filePart(`${name}.pdf`, DRAWING_PDF),
    ...Object.entries(fields).map(([k, v]) => fieldPart(k, v)),
  ])
  expect(res.statusCode, res.body).toBe(200)
  const data = res.json().data
  expect((await waitTask(ctx, token, data.taskId)).status).toBe('done')
  const partId: number = data.parts[0].partId
  // The drawing's title block says 10 pieces; the buyer keeps the quantity they entered, which
  // lifts the hold that disagreement puts on the quote.
  const held = ((await quoteOf(token, partId)).conflicts ?? []) as Conflict[]
  expect(held.map((c) => c.kind)).toEqual(fields.quantity ? ['quantity'] : [])
  for (const c of held) {
    const r = await call(ctx, token, 'POST', `/api/cnc/partcosts/part/${partId}/reprice`, c.choices.model)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
  }
  return { partId, chatRecordId: data.chatRecordId as number, quote: await quoteOf(token, partId) }
}

type Conflict = { kind: string; choices: { model: Record<string, unknown> } }

const quoteOf = async (token: string, partId: number) =>
  (await call(ctx, token, 'GET', `/api/cnc/partcosts/part/${partId}`)).body.data.quote

const offered = (quote: { leadTime: { offered: { tier: string; shipDate: string }[] } }, tier: string) =>
  quote.leadTime.offered.find((o) => o.tier === tier)

/** Creates, submits, quotes (staff) and accepts an order of the parts; answers it as the customer reads it. */
async function acceptedOrder(token: string, partIds: number[]) {
  const move = async (who: string, id: number, action: string, version: number) => {
    const r = await call(ctx, who, 'POST', `${base}/${id}/move`, { action, version })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    return r.body.data
  }
  let o = (await call(ctx, token, 'POST', `${base}/create`, { partIds })).body.data
  o = await move(token, o.id, 'submit', o.version)
  o = await move(tokens.auditor!, o.id, 'quote', o.version)
  return move(token, o.id, 'accept', o.version)
}

describe('booking on acceptance', () => {
  let first: Awaited<ReturnType<typeof quotedBox>>
  let orderId: number

  it('prices the upload at the tier and quantity the upload fields ask for', async () => {
    first = await quotedBox(tokens.customer!, 'plate', { quantity: String(BIG), tier: 'standard' })
    expect(first.quote.quantity).toBe(BIG)
    expect(first.quote.leadTime).toMatchObject({ tier: 'standard', tierSource: 'user' })
    expect(first.quote.overrides).toMatchObject({ tier: 'standard', quantity: BIG })
  })

  it('books the lines’ machine time and keeps the booked date on the line', async () => {
    const order = await acceptedOrder(tokens.customer!, [first.partId])
    orderId = order.id
    expect(order.status).toBe('accepted')
    const line = order.lines[0]
    expect(line).toMatchObject({ tier: 'standard', shipRisk: false })
    // Nothing was booked in between: the booked date is the quoted one.
    expect(line.shipDate).toBe(first.quote.leadTime.shipDate)
    expect(line.deliveryDate).toBe(first.quote.leadTime.deliveryDate)
    expect(order.shipDate).toBe(line.shipDate)
    const rows = await ctx.db.select().from(capacityBookings).where(eq(capacityBookings.orderId, order.id))
    expect(rows.length).toBeGreaterThan(1)
    expect(rows.every((r) => r.lineId === line.lineId && r.tier === 'standard' && r.minutes > 0)).toBe(true)
    expect(order.events.at(-1)).toMatchObject({ action: 'accept', detail: {} })
  })

  it('dates the next identical quote behind the booked work', async () => {
    const next = await quotedBox(tokens.acme!, 'plate-again', { quantity: String(BIG) })
    expect(next.quote.leadTime.tier).toBe('standard')
    expect(next.quote.leadTime.shipDate > first.quote.leadTime.shipDate).toBe(true)
    expect(offered(next.quote, 'standard')!.shipDate).toBe(next.quote.leadTime.shipDate)
    // The same part re-priced by its owner now waits too.
    const again = await call(ctx, tokens.customer!, 'POST', `/api/cnc/partcosts/part/${first.partId}/reprice`, {
      ra: 3.2,
    })
    expect(again.body.data.quote.leadTime.shipDate > first.quote.leadTime.shipDate).toBe(true)
  })

  it('keeps the bookings when the accepted order is ordered', async () => {
    const before = await ctx.db.select().from(capacityBookings).where(eq(capacityBookings.orderId, orderId))
    const o = (await call(ctx, tokens.customer!, 'GET', `${base}/${orderId}`)).body.data
    const r = await call(ctx, tokens.customer!, 'POST', `${base}/${orderId}/move`, {
      action: 'order',
      version: o.version,
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const after = await ctx.db.select().from(capacityBookings).where(eq(capacityBookings.orderId, orderId))
    expect(after).toEqual(before)
    expect(r.body.data.lines[0].shipDate).toBe(first.quote.leadTime.shipDate)
    // Booked within the shop's capacity: nothing is at risk yet.
    const staff = (await call(ctx, tokens.auditor!, 'GET', `${base}/${orderId}`)).body.data
    expect(staff).toMatchObject({ status: 'ordered', shipRisk: false })
  })

  it('flags the order for staff once a rush order goes ahead of it, and only for staff', async () => {
    const rush = await quotedBox(tokens.acme!, 'plate-rush', { quantity: String(BIG), tier: 'rush' })
    expect(rush.quote.leadTime.tier).toBe('rush')
    // Rush goes ahead of the queue: it ships before the standard quote made after the booking.
    await acceptedOrder(tokens.acme!, [rush.partId])

    const staff = (await call(ctx, tokens.auditor!, 'GET', `${base}/${orderId}`)).body.data
    expect(staff.lines[0].shipRisk).toBe(true)
    expect(staff.shipRisk).toBe(true)
    const mine = (await call(ctx, tokens.customer!, 'GET', `${base}/${orderId}`)).body.data
    expect(mine.lines[0].shipRisk).toBe(false)
    expect(mine.lines[0].shipDate).toBe(first.quote.leadTime.shipDate)

    // The staff list marks it and lists only such orders when asked.
    const list = (await call(ctx, tokens.auditor!, 'GET', `${base}/list?pageSize=50`)).body.data
    const row = list.rows.find((r: { id: number }) => r.id === orderId)
    expect(row).toMatchObject({ shipRisk: true, shipDate: first.quote.leadTime.shipDate })
    const risky = (await call(ctx, tokens.auditor!, 'GET', `${base}/list?pageSize=50&shipRisk=true`)).body.data
    expect(risky.rows.map((r: { id: number }) => r.id)).toContain(orderId)
    expect(risky.rows.every((r: { shipRisk: boolean }) => r.shipRisk)).toBe(true)
    const safe = (await call(ctx, tokens.auditor!, 'GET', `${base}/list?pageSize=50&shipRisk=false`)).body.data
    expect(safe.rows.map((r: { id: number }) => r.id)).not.toContain(orderId)
    const own = (await call(ctx, tokens.customer!, 'GET', `${base}/list?pageSize=50`)).body.data
    expect(own.rows.find((r: { id: number }) => r.id === orderId)).toMatchObject({ shipRisk: false })
  })

  it('names on the timeline a line booked later than it was quoted', async () => {
    // Quoted while the shop is full; then another order books first, so this one now ships later.
    const late = await quotedBox(tokens.customer!, 'plate-late', { quantity: String(BIG) })
    const other = await quotedBox(tokens.acme!, 'plate-first', { quantity: String(BIG) })
    await acceptedOrder(tokens.acme!, [other.partId])
    const order = await acceptedOrder(tokens.customer!, [late.partId])
    expect(order.lines[0].shipDate > late.quote.leadTime.shipDate).toBe(true)
    expect(order.events.at(-1).detail.lateLines).toEqual([
      {
        position: 1,
        partName: 'plate-late',
        quotedShipDate: late.quote.leadTime.shipDate,
        shipDate: order.lines[0].shipDate,
      },
    ])
    const staff = (await call(ctx, tokens.auditor!, 'GET', `${base}/${order.id}`)).body.data
    expect(staff.lines[0].shipRisk).toBe(true)
  })

  it('books nothing for a line frozen before lead times', async () => {
    const old = await quotedBox(tokens.customer!, 'plate-old', { quantity: '5' })
    let o = (await call(ctx, tokens.customer!, 'POST', `${base}/create`, { partIds: [old.partId] })).body.data
    // The line as an order frozen before lead times stored it: a quote without leadTime.
    const [line] = await ctx.db.select().from(quoteOrderLines).where(eq(quoteOrderLines.orderId, o.id))
    const { leadTime: _lead, ...quote } = line!.quote
    await ctx.db.update(quoteOrderLines).set({ quote }).where(eq(quoteOrderLines.id, line!.id))
    for (const [who, action] of [
      ['customer', 'submit'],
      ['auditor', 'quote'],
      ['customer', 'accept'],
    ] as const) {
      const r = await call(ctx, tokens[who]!, 'POST', `${base}/${o.id}/move`, { action, version: o.version })
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      o = r.body.data
    }
    expect(o.lines[0]).toMatchObject({ tier: null, shipDate: null, deliveryDate: null, shipRisk: false })
    expect(await ctx.db.select().from(capacityBookings).where(eq(capacityBookings.orderId, o.id))).toEqual([])
  })

  it('writes the tier and the promised dates into both XLSX sheets, in the reader’s language', async () => {
    const rowsOf = (sheet: ExcelJS.Worksheet) =>
      sheet
        .getSheetValues()
        .filter(Boolean)
        .map((r) => (r as unknown[]).slice(1))
    const load = async (res: { rawPayload: Buffer }) => {
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
      return rowsOf(book.worksheets[0]!)
    }
    const order = (await call(ctx, tokens.auditor!, 'GET', `${base}/${orderId}`, undefined, 'en')).body.data
    const sheet = await load(
      await ctx.request({
        method: 'GET',
        url: `${base}/${orderId}/xlsx`,
        headers: { ...ctx.auth(tokens.auditor!), 'accept-language': 'en' },
      }),
    )
    const head = sheet.find((r) => r[0] === 'No.')!
    const line = sheet.find((r) => r[1] === 'plate')!
    expect(line[head.indexOf('Lead-time tier')]).toBe('Standard')
    expect(line[head.indexOf('Ship date')]).toBe(order.lines[0].shipDate)
    expect(line[head.indexOf('Delivery date')]).toBe(order.lines[0].deliveryDate)
    expect(sheet.find((r) => r[0] === 'Ships (latest line)')?.[1]).toBe(order.shipDate)
    expect(sheet.find((r) => r[0] === 'Ship date at risk')?.[1]).toBe('1')

    const parts = await load(
      await ctx.request({
        method: 'PUT',
        url: '/api/cnc/partcosts/batch/download',
        headers: { ...ctx.auth(tokens.customer!), 'accept-language': 'zh-CN' },
        payload: { partIds: [first.partId] },
      }),
    )
    const partHead = parts.find((r) => r[0] === '序号')!
    const part = parts.find((r) => r[1] === 'plate')!
    const quote = await quoteOf(tokens.customer!, first.partId)
    expect(part[partHead.indexOf('交期档位')]).toBe('标准')
    expect(part[partHead.indexOf('发货日期')]).toBe(quote.leadTime.shipDate)
    expect(part[partHead.indexOf('送达日期')]).toBe(quote.leadTime.deliveryDate)
  })
})

describe('the bookings table (migration 0010)', () => {
  it('is indexed by day and goes with its order and line', async () => {
    // PGlite and node-postgres answer `execute` alike: { rows }.
    const answer: unknown = await ctx.db.execute(
      sql`select indexname from pg_indexes where tablename = 'capacity_bookings' order by indexname`,
    )
    const { rows } = answer as { rows: { indexname: string }[] }
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(['capacity_bookings_day_idx', 'capacity_bookings_line_idx']),
    )
    const [booked] = await ctx.db.select({ orderId: capacityBookings.orderId }).from(capacityBookings).limit(1)
    await ctx.db.delete(quoteOrders).where(eq(quoteOrders.id, booked!.orderId))
    const left = await ctx.db.select().from(capacityBookings).where(eq(capacityBookings.orderId, booked!.orderId))
    expect(left).toEqual([])
  })
})
