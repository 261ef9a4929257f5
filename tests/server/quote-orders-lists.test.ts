import ExcelJS from 'exceljs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuoteBreakdown } from '../../contract/quote.ts'
import { quoteOrderLines, quoteOrders, users } from '../../server/db/schema.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { call, pricedParts } from './helpers/quote-orders.ts'
import zhCN from '../../locales/zh-CN.json'

// Reading quote orders: the manage list (search, filter, sort, paging), who sees what, XLSX,
// comparison of quotes, the product list, and the staff statistics on a seeded data set.
let ctx: TestContext
const tokens: Record<string, string> = {}
let parts: number[]
let acmePart: number | undefined
const orders: { id: number; number: string }[] = []

const base = '/api/quote-order'
const create = async (partIds: number[], token = tokens.customer!) => {
  const r = await call(ctx, token, 'POST', `${base}/create`, { partIds })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return r.body.data
}
const list = async (query: string, token = tokens.customer!) => {
  const r = await call(ctx, token, 'GET', `${base}/list?${query}`)
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return r.body.data
}

beforeAll(async () => {
  ctx = await createTestContext()
  for (const u of ['customer', 'acme', 'auditor', 'admin']) tokens[u] = await ctx.login(u)
  // shaft_1 and shaftX1: an unescaped "_" would match both.
  parts = await pricedParts(ctx, tokens.customer!, [
    ['shaft_1', [30, 30, 80]],
    ['shaftX1', [30, 30, 81]],
    ['flange', [90, 90, 12]],
  ])
  ;[acmePart] = await pricedParts(ctx, tokens.acme!, [['acme-housing', [70, 50, 40]]])
  for (const ids of [[parts[0]!], [parts[1]!], [parts[2]!], [parts[0]!, parts[2]!], [parts[1]!, parts[2]!]])
    orders.push(await create(ids))
  await create([acmePart!], tokens.acme)
}, 180_000)
afterAll(() => ctx.close())

describe('the manage list', () => {
  it('pages in the paged-list shape, newest first by default', async () => {
    const page = await list('pageIndex=2&pageSize=2')
    expect(page).toMatchObject({
      pageIndex: 2,
      pageSize: 2,
      totalCount: 5,
      totalPages: 3,
      hasPreviousPage: true,
      hasNextPage: true,
    })
    expect(page.rows.map((r: { id: number }) => r.id)).toEqual([orders[2]!.id, orders[1]!.id])
    const last = await list('pageIndex=3&pageSize=2')
    expect(last).toMatchObject({ hasNextPage: false, rows: [{ id: orders[0]!.id }] })
    expect(last.rows[0]).toMatchObject({
      status: 'draft',
      lineCount: 1,
      partNames: ['shaft_1'],
      adjusted: false,
      customer: { username: 'customer' },
    })
  })

  it('sorts by number and by total either way', async () => {
    const asc = (await list('sort=number&order=asc&pageSize=10')).rows.map((r: { number: string }) => r.number)
    expect(asc).toEqual([...asc].sort())
    const byTotal = (await list('sort=totalWithTax&order=desc&pageSize=10')).rows.map((r: { totalWithTax: string }) =>
      Number(r.totalWithTax),
    )
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a))
  })

  it('searches the number and part names, with % and _ matching literally', async () => {
    expect((await list(`keyword=${orders[3]!.number}`)).rows.map((r: { id: number }) => r.id)).toEqual([orders[3]!.id])
    const literal = await list(`keyword=${encodeURIComponent('shaft_1')}`)
    expect(literal.rows.map((r: { id: number }) => r.id).sort()).toEqual([orders[0]!.id, orders[3]!.id].sort())
    expect((await list(`keyword=${encodeURIComponent('%')}`)).totalCount).toBe(0)
    expect((await list(`keyword=${encodeURIComponent('\\')}`)).totalCount).toBe(0)
    expect((await list('keyword=flange')).totalCount).toBe(3)
  })

  it('filters by status and by creation date', async () => {
    await call(ctx, tokens.customer!, 'POST', `${base}/${orders[4]!.id}/move`, { action: 'submit', version: 1 })
    expect((await list('status=submitted')).rows.map((r: { id: number }) => r.id)).toEqual([orders[4]!.id])
    expect((await list('status=draft,submitted')).totalCount).toBe(5)
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
    expect((await list(`from=${today}&to=${today}`)).totalCount).toBe(5)
    expect((await list('to=2020-01-01')).totalCount).toBe(0)
    expect((await call(ctx, tokens.customer!, 'GET', `${base}/list?status=bogus`)).status).toBe(400)
    expect((await call(ctx, tokens.customer!, 'GET', `${base}/list?sort=password`)).status).toBe(400)
  })

  it('shows staff every customer’s orders, searchable by customer', async () => {
    expect((await list('pageSize=100', tokens.auditor)).totalCount).toBe(6)
    const acme = await list(`keyword=${encodeURIComponent('华锐')}`, tokens.admin)
    expect(acme.rows.map((r: { customer: { username: string } }) => r.customer.username)).toEqual(['acme'])
    expect(acme.rows[0].actions).toEqual([])
  })
})

describe('a customer never sees another customer’s order', () => {
  it('lists, reads, downloads and compares only their own', async () => {
    const theirs = await list('pageSize=100', tokens.acme)
    expect(theirs.rows.map((r: { customer: { username: string } }) => r.customer.username)).toEqual(['acme'])
    expect((await list(`keyword=${orders[0]!.number}`, tokens.acme)).totalCount).toBe(0)
    const id = orders[0]!.id
    for (const url of [
      `${base}/${id}`,
      `${base}/${id}/xlsx`,
      `${base}/xlsx?ids=${id}`,
      `${base}/compare?ids=${id},${theirs.rows[0].id}`,
    ]) {
      expect((await call(ctx, tokens.acme!, 'GET', url)).status, url).toBe(404)
    }
    const products = (await call(ctx, tokens.acme!, 'GET', `${base}/products`)).body.data
    expect(products.rows.map((r: { name: string }) => r.name)).toEqual(['acme-housing'])
    expect((await call(ctx, tokens.acme!, 'GET', `${base}/statistics`)).status).toBe(403)
  })
})

describe('downloads', () => {
  const rowsOf = (sheet: ExcelJS.Worksheet) =>
    sheet
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1))

  it('writes one order’s quote sheet with its lines, totals and breakdown', async () => {
    const order = (await call(ctx, tokens.customer!, 'GET', `${base}/${orders[3]!.id}`, undefined, 'en')).body.data
    const res = await ctx.request({
      method: 'GET',
      url: `${base}/${order.id}/xlsx`,
      headers: { ...ctx.auth(tokens.customer!), 'accept-language': 'en' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain(`${order.number}.xlsx`)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    expect(book.worksheets.map((s) => s.name)).toEqual([order.number])
    const rows = rowsOf(book.worksheets[0]!)
    expect(rows[0]).toEqual(['Quotation', order.number])
    expect(rows.some((r) => r[1] === 'shaft_1' && r[9] === Number(order.lines[0].total))).toBe(true)
    expect(rows.find((r) => r[1] === 'Total')?.[9]).toBe(Number(order.total))
    expect(rows.find((r) => r[1] === 'Amount (incl. tax)')?.[9]).toBe(Number(order.totalWithTax))
    expect(rows.some((r) => r[0] === 'flange' && r[1] === order.lines[1].breakdown[0].label)).toBe(true)
  })

  it('writes a selection with a summary sheet first', async () => {
    const ids = orders.slice(0, 3).map((o) => o.id)
    const res = await ctx.request({
      method: 'GET',
      url: `${base}/xlsx?ids=${ids.join(',')}`,
      headers: ctx.auth(tokens.auditor!),
    })
    expect(res.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    expect(book.worksheets.map((s) => s.name)).toEqual(['报价单汇总', ...orders.slice(0, 3).map((o) => o.number)])
    expect(
      rowsOf(book.worksheets[0]!)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(orders.slice(0, 3).map((o) => o.number))
  })
})

describe('comparison of two quotes of one part', () => {
  it('marks the quantity and explains the price difference by it', async () => {
    const before = (await call(ctx, tokens.customer!, 'GET', `/api/cnc/partcosts/part/${parts[2]}`)).body.data.quote
    const after = (
      await call(ctx, tokens.customer!, 'POST', `/api/cnc/partcosts/part/${parts[2]}/reprice`, { quantity: 100 })
    ).body.data.quote
    const cmp = await call(ctx, tokens.customer!, 'GET', `${base}/compare?quoteIds=${before.quoteId},${after.quoteId}`)
    expect(cmp.status, JSON.stringify(cmp.body)).toBe(200)
    const { columns, rows, attribution } = cmp.body.data
    expect(columns.map((c: { kind: string; id: number }) => [c.kind, c.id])).toEqual([
      ['quote', before.quoteId],
      ['quote', after.quoteId],
    ])
    expect(rows).toHaveLength(1)
    expect(rows[0].differs).toContain('quantity')
    expect(rows[0].cells.map((c: { quantity: number }) => c.quantity)).toEqual([before.quantity, 100])
    const delta = (Number(after.total) - Number(before.total)).toFixed(2)
    expect(attribution[0]).toMatchObject({
      delta,
      lines: [{ partName: 'flange', delta, causes: expect.arrayContaining(['quantity']) }],
    })
  })

  it('refuses quotes of different parts, a single id, or nothing', async () => {
    const a = (await call(ctx, tokens.customer!, 'GET', `/api/cnc/partcosts/part/${parts[0]}`)).body.data.quote.quoteId
    const b = (await call(ctx, tokens.customer!, 'GET', `/api/cnc/partcosts/part/${parts[1]}`)).body.data.quote.quoteId
    expect((await call(ctx, tokens.customer!, 'GET', `${base}/compare?quoteIds=${a},${b}`)).status).toBe(400)
    expect((await call(ctx, tokens.customer!, 'GET', `${base}/compare?ids=${orders[0]!.id}`)).status).toBe(400)
    expect((await call(ctx, tokens.customer!, 'GET', `${base}/compare`)).status).toBe(400)
    expect((await call(ctx, tokens.acme!, 'GET', `${base}/compare?quoteIds=${a},${a}`)).status).toBe(404)
  })
})

describe('the product list', () => {
  it('counts uploads of the same files as one product with its quote history and orders', async () => {
    const [again] = await pricedParts(ctx, tokens.customer!, [['shaft_1-copy', [30, 30, 80]]])
    const page = (await call(ctx, tokens.customer!, 'GET', `${base}/products?pageSize=10`)).body.data
    expect(page.totalCount).toBe(3)
    const shaft = page.rows.find((r: { partIds: number[] }) => r.partIds.includes(parts[0]!))
    expect(shaft).toMatchObject({
      partIds: [parts[0], again],
      partId: again,
      name: 'shaft_1-copy',
      quoteCount: 2,
      customer: { username: 'customer' },
    })
    expect(shaft.quotes.map((q: { partId: number }) => q.partId)).toEqual([again, parts[0]])
    expect(shaft.orders.map((o: { id: number }) => o.id)).toEqual([orders[3]!.id, orders[0]!.id])
    expect(shaft.lastUnitPrice).toBe(shaft.quotes[0].unitPrice)
    const flange = page.rows.find((r: { name: string }) => r.name === 'flange')
    expect(flange).toMatchObject({ quantity: 100, quoteCount: 2 })
    expect(flange.orders).toHaveLength(3)
    expect(
      (await call(ctx, tokens.customer!, 'GET', `${base}/products?keyword=flan`)).body.data.rows.map(
        (r: { name: string }) => r.name,
      ),
    ).toEqual(['flange'])
    const staff = (await call(ctx, tokens.auditor!, 'GET', `${base}/products?pageSize=100`)).body.data
    expect(staff.totalCount).toBe(4)
  })
})

describe('statistics (staff)', () => {
  // A hand-made data set for one customer: amounts chosen so every figure can be worked out by hand.
  const quote = {
    currency: 'CNY',
    breakdown: [],
    adjustments: [],
    reviewFlags: [],
    validityDays: 14,
    leadDays: 3,
  } as unknown as QuoteBreakdown
  const at = (iso: string) => new Date(iso)
  async function seedOrder(
    userId: number,
    n: number,
    status: 'ordered' | 'quoted' | 'draft',
    created: string,
    lines: {
      material: string
      partClass: string | null
      quantity: number
      unitPrice: string
      total: string
      adjusted?: string
    }[],
  ) {
    const total = lines.reduce((s, l) => s + Number(l.total), 0).toFixed(2)
    const [o] = await ctx.db
      .insert(quoteOrders)
      .values({
        number: `QO-2019-9000${n}`,
        userId,
        status,
        currency: 'CNY',
        taxRate: '0.13',
        total,
        totalWithTax: (Number(total) * 1.13).toFixed(2),
        validUntil: at('2099-01-01T00:00:00Z'),
        createdAt: at(created),
        updatedAt: at(created),
      })
      .returning()
    await ctx.db.insert(quoteOrderLines).values(
      lines.map((l, i) => ({
        orderId: o!.id,
        position: i + 1,
        partId: 0,
        quoteId: 0,
        partKey: `k${n}${i}`,
        partName: `p${n}${i}`,
        files: [],
        material: l.material,
        partClass: l.partClass,
        facts: { surfaceTreatments: [], heatTreatments: [], toleranceGrade: null, ra: null },
        quantity: l.quantity,
        quotedUnitPrice: l.adjusted ?? l.unitPrice,
        unitPrice: l.unitPrice,
        unitPriceWithTax: l.unitPrice,
        total: l.total,
        totalWithTax: l.total,
        configId: 1,
        configName: 'c',
        configVersion: 1,
        quote,
        adjustment: l.adjusted
          ? {
              unitPrice: l.unitPrice,
              originalUnitPrice: l.adjusted,
              reason: '量大',
              by: { id: 1, name: 'A', role: 'Auditor' },
              at: created,
            }
          : null,
      })),
    )
  }

  it('matches sums worked out by hand for one customer over three months', async () => {
    const [user] = await ctx.db.select().from(users).where(eq(users.username, 'acme-engineer'))
    await seedOrder(user!.id, 1, 'ordered', '2019-01-10T02:00:00Z', [
      { material: 'AL6061', partClass: 'prismatic', quantity: 10, unitPrice: '20.00', total: '200.00' },
      { material: 'SUS304', partClass: 'rotational', quantity: 5, unitPrice: '20.00', total: '100.00' },
    ])
    await seedOrder(user!.id, 2, 'quoted', '2019-01-31T17:00:00Z', [
      { material: 'AL6061', partClass: 'prismatic', quantity: 30, unitPrice: '3.00', total: '90.00', adjusted: '3.20' },
    ])
    await seedOrder(user!.id, 3, 'ordered', '2019-03-02T01:00:00Z', [
      { material: 'SUS304', partClass: 'rotational', quantity: 15, unitPrice: '10.00', total: '150.00' },
    ])
    const res = await call(
      ctx,
      tokens.auditor!,
      'GET',
      `${base}/statistics?from=2019-01-01&to=2019-03-31&period=month&customerId=${user!.id}`,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const s = res.body.data
    expect(s.periods).toEqual([
      { period: '2019-01', quotes: 0, orders: 1, ordered: 1, orderedTotal: '300.00', conversionRate: 1 },
      { period: '2019-02', quotes: 0, orders: 1, ordered: 0, orderedTotal: '0.00', conversionRate: 0 },
      { period: '2019-03', quotes: 0, orders: 1, ordered: 1, orderedTotal: '150.00', conversionRate: 1 },
    ])
    expect(s.totals).toEqual({ quotes: 0, orders: 3, ordered: 2, orderedTotal: '450.00', conversionRate: 0.6667 })
    // AL6061: (200 + 90) / (10 + 30) = 7.25; SUS304: (100 + 150) / (5 + 15) = 12.50.
    expect(s.byMaterial).toEqual([
      { key: 'AL6061', lines: 2, quantity: 40, averageUnitPrice: '7.25' },
      { key: 'SUS304', lines: 2, quantity: 20, averageUnitPrice: '12.50' },
    ])
    expect(s.byPartClass.map((g: { key: string; averageUnitPrice: string }) => [g.key, g.averageUnitPrice])).toEqual([
      ['prismatic', '7.25'],
      ['rotational', '12.50'],
    ])
    expect(s.pricePoints.map((p: { quantity: number }) => p.quantity)).toEqual([5, 10, 15, 30])
    expect(s.adjustments).toMatchObject([
      { number: 'QO-2019-90002', originalUnitPrice: '3.20', unitPrice: '3.00', delta: '-0.20', reason: '量大' },
    ])
    expect(s.customers.map((c: { username: string }) => c.username)).toEqual(
      expect.arrayContaining(['acme-engineer', 'customer', 'acme']),
    )

    const weekly = (
      await call(
        ctx,
        tokens.admin!,
        'GET',
        `${base}/statistics?from=2019-01-07&to=2019-01-20&period=week&customerId=${user!.id}`,
      )
    ).body.data
    expect(weekly.periods.map((p: { period: string; orders: number }) => [p.period, p.orders])).toEqual([
      ['2019-01-07', 1],
      ['2019-01-14', 0],
    ])

    const xlsx = await ctx.request({
      method: 'GET',
      url: `${base}/statistics/xlsx?from=2019-01-01&to=2019-03-31&customerId=${user!.id}`,
      headers: ctx.auth(tokens.auditor!),
    })
    expect(xlsx.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const total = book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1))
      .at(-1)
    expect(total).toEqual(['合计', 0, 3, 2, 450, 0.6667])
    // Part classes in the words the statistics screen shows, not as codes.
    const groups = book.worksheets[1]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1))
    expect(groups.filter((r) => r[0] === '零件类别').map((r) => r[1])).toEqual([
      zhCN.enums.partClass.prismatic,
      zhCN.enums.partClass.rotational,
    ])
  })

  it('counts this month’s part quotes and orders of all customers by default', async () => {
    const s = (await call(ctx, tokens.auditor!, 'GET', `${base}/statistics`)).body.data
    expect(s.periods).toHaveLength(12)
    expect(s.periods.at(-1).quotes).toBeGreaterThanOrEqual(6)
    expect(s.periods.at(-1).orders).toBe(6)
  })
})

describe('OpenAPI', () => {
  it('documents the quote-order routes with their contract schemas', async () => {
    const doc = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json()
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/quote-order'))
    expect(paths.sort()).toEqual([
      '/api/quote-order/approval-rules',
      '/api/quote-order/approval-rules/{ruleId}',
      '/api/quote-order/compare',
      '/api/quote-order/create',
      '/api/quote-order/list',
      '/api/quote-order/products',
      '/api/quote-order/statistics',
      '/api/quote-order/statistics/xlsx',
      '/api/quote-order/xlsx',
      '/api/quote-order/{id}',
      '/api/quote-order/{id}/approval',
      '/api/quote-order/{id}/lines/{lineId}/adjust',
      '/api/quote-order/{id}/lines/{lineId}/clear-flags',
      '/api/quote-order/{id}/move',
      '/api/quote-order/{id}/pdf',
      '/api/quote-order/{id}/remarks',
      '/api/quote-order/{id}/requote',
      '/api/quote-order/{id}/xlsx',
    ])
    const move = doc.paths['/api/quote-order/{id}/move'].post
    expect(move.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['action', 'version']),
    )
    expect(Object.keys(move.responses)).toEqual(expect.arrayContaining(['200', '403', '404', '409']))
  })
})
