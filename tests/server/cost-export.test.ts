import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { json } from './helpers/quoting.ts'

let ctx: TestContext
let auditor: string
let customer: string

beforeAll(async () => {
  ctx = await createTestContext()
  auditor = await ctx.login('auditor')
  customer = await ctx.login('customer')
})
afterAll(() => ctx.close())

const download = (token: string, url: string, lang = 'zh-CN') => json(ctx, token, 'GET', url, undefined, lang)

/** The first sheet's rows as arrays of cell values (header first). */
async function sheetRows(body: Buffer) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(body as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]!
  const rows: unknown[][] = []
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return { name: sheet.name, rows }
}

describe('cost table export', () => {
  it('gives staff an XLSX whose rows match the list, in the caller’s language', async () => {
    const res = await download(auditor, '/api/cost/materials/export', 'en')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    expect(String(res.headers['content-disposition'])).toMatch(/filename\*=UTF-8''Materials-\d{4}-\d{2}-\d{2}\.xlsx/)
    const { name, rows } = await sheetRows(res.rawPayload)
    expect(name).toBe('Materials')
    expect(rows[0]).toEqual([
      'Key',
      'Name',
      'Aliases',
      'Material class',
      'Density (g/cm³)',
      'Price (CNY/kg)',
      'Removal rate (cm³/min)',
    ])
    const list = (await json(ctx, auditor, 'GET', '/api/cost/materials/list?pageSize=100')).json().data
    expect(rows.length - 1).toBe(list.totalCount)
    const first = list.rows[0]
    expect(rows[1]).toEqual([
      first.key,
      first.name,
      first.aliases.join(', '),
      first.class,
      first.density,
      first.priceKg,
      first.mrr,
    ])
  })

  it('defaults to Chinese headers', async () => {
    const { name, rows } = await sheetRows((await download(auditor, '/api/cost/pmi-tolerance/export')).rawPayload)
    expect(name).toBe('精度系数')
    expect(rows[0]).toEqual(['编码', '系数'])
    expect(rows.length - 1).toBe(8)
  })

  it('applies the search like the list does', async () => {
    const res = await download(auditor, `/api/cost/materials/export?search=${encodeURIComponent('超硬铝')}`)
    const { rows } = await sheetRows(res.rawPayload)
    expect(rows.slice(1).map((r) => r[0])).toEqual(['AL7075'])
    const treatments = (await json(ctx, auditor, 'GET', '/api/cost/surface-treatments/list?keyword=anodize')).json()
      .data
    const sheet = await sheetRows(
      (await download(auditor, '/api/cost/surface-treatments/export?search=anodize')).rawPayload,
    )
    expect(sheet.rows.slice(1).map((r) => r[0])).toEqual(treatments.rows.map((r: { key: string }) => r.key))
  })

  it('writes structured parameters as JSON text', async () => {
    const { rows } = await sheetRows(
      (await download(auditor, '/api/cost/other-costs/export?search=qtyDiscount')).rawPayload,
    )
    expect(rows[1]?.[0]).toBe('qtyDiscount')
    expect(() => JSON.parse(String(rows[1]?.[1]))).not.toThrow()
  })

  it('refuses customers, unknown tables and anonymous callers', async () => {
    const denied = await download(customer, '/api/cost/materials/export')
    expect(denied.statusCode).toBe(403)
    expect(denied.json().code).toBe(403)
    const unknown = await download(auditor, '/api/cost/nonsense/export', 'en')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 404 })
    expect((await ctx.request({ method: 'GET', url: '/api/cost/materials/export' })).statusCode).toBe(401)
  })
})
