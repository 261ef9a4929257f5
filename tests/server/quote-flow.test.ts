import { rm } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { partQuotes, quotePartFiles } from '../../server/db/schema.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { DRAWING_PDF, filePart, fieldPart, fixtureBytes, json, upload, waitTask } from './helpers/quoting.ts'

// The whole quoting journey of a customer, as the screens drive it: upload a model with its
// drawing, poll, read the part, re-price, see configuration versioning, reopen the conversation,
// download the quote sheet.
let ctx: TestContext
let customer: string
let auditor: string
let upload1: {
  chatRecordId: number
  taskId: string
  parts: { partId: number; name: string; files: { fileId: number; kind: string }[] }[]
}
let partId: number

beforeAll(async () => {
  ctx = await createTestContext()
  customer = await ctx.login('customer')
  auditor = await ctx.login('auditor')
  const res = await upload(ctx, customer, [
    filePart('featuretype.STEP', fixtureBytes('3d/step/featuretype.STEP')),
    filePart('featuretype.pdf', DRAWING_PDF),
  ])
  expect(res.statusCode, res.body).toBe(200)
  upload1 = res.json().data
  partId = upload1.parts[0]!.partId
}, 120_000)
afterAll(() => ctx.close())

const part = async (token = customer, lang = 'zh-CN') =>
  (await json(ctx, token, 'GET', `/api/cnc/partcosts/part/${partId}`, undefined, lang)).json()

describe('upload → task → part', () => {
  it('pairs the model and the drawing into one part and creates the chat record', () => {
    expect(upload1.chatRecordId).toBeGreaterThan(0)
    expect(upload1.taskId).toMatch(/^[0-9a-f]{24}$/)
    expect(upload1.parts).toHaveLength(1)
    expect(upload1.parts[0]!.name).toBe('featuretype')
    expect(upload1.parts[0]!.files.map((f) => f.kind).sort()).toEqual(['2d', '3d'])
  })

  it('finishes the analysis task with every part done', async () => {
    const task = await waitTask(ctx, customer, upload1.taskId)
    expect(task).toMatchObject({ status: 'done', progress: 100, parts: [{ partId, status: 'done', error: null }] })
  }, 120_000)

  it('reads the part: geometry in mm, drawing findings with positions, a priced quote', async () => {
    const { data } = await part()
    expect(data.geometry.units).toBe('mm')
    expect(data.geometry.bbox.x).toBeCloseTo(127, 1)
    expect(data.geometry.bbox.y).toBeCloseTo(63.5, 1)
    expect(data.geometry.bbox.z).toBeCloseTo(34.925, 1)
    expect(data.geometry.volume).toBeGreaterThan(150_000)
    expect(data.geometry.volume).toBeLessThan(127 * 63.5 * 34.925)
    expect(data.geometry).toMatchObject({ closed: true, partClass: 'prismatic' })
    expect(data.geometry.holes.length).toBeGreaterThan(0)
    expect(data.drawing.hasText).toBe(true)
    const material = data.drawing.findings.find((f: { field: string }) => f.field === 'material')
    expect(material).toMatchObject({ grade: '6061-T6', page: 1 })
    expect(material.box.width).toBeGreaterThan(0)
    const q = data.quote
    expect(q).toMatchObject({ currency: 'CNY', quantity: 10, material: 'AL6061', configVersion: 1, priced: true })
    expect(q.unitPrice).toMatch(/^\d+\.\d{2}$/)
    // 13 % VAT on the decimal strings.
    expect(Number(q.totalWithTax)).toBeCloseTo(Number(q.total) * 1.13, 1)
    expect(q.quantityBreaks.map((b: { quantity: number }) => b.quantity)).toEqual([1, 10, 50, 100])
    expect(q.breakdown.map((l: { key: string }) => l.key)).toContain('material')
    // The part answer carries the dated lead time the card shows: the tier, the ship date, the offers.
    expect(q.leadTime).toMatchObject({ tier: 'standard', shipDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
    expect(q.leadTime.offered.length).toBeGreaterThan(0)
  })

  it('gives customer and staff the recognised features with the faces the 3D preview highlights', async () => {
    type Feature = { id: string; kind: string; faces: number[]; access: number[][] }
    const own: Feature[] = (await part()).data.geometry.features
    const holes = own.filter((f) => f.kind === 'hole')
    expect(holes.length).toBeGreaterThan(0)
    for (const f of own) {
      expect(f.id).toMatch(new RegExp(`^${f.kind}-\\d+$`))
      expect(f.faces.length).toBeGreaterThan(0)
      expect(f.faces.every((face) => Number.isInteger(face) && face >= 0)).toBe(true)
    }
    expect((await part(auditor)).data.geometry.features).toEqual(own)
  })

  it('answers get-drawing-pos-info by part and by file with page and box', async () => {
    const byPart = (await json(ctx, customer, 'GET', `/api/cnc/partcosts/get-drawing-pos-info?partId=${partId}`)).json()
    expect(byPart.code).toBe(200)
    expect(byPart.data.findings.length).toBeGreaterThan(2)
    for (const f of byPart.data.findings)
      expect(f).toMatchObject({ page: 1, box: { x: expect.any(Number), y: expect.any(Number) } })
    const fileId = upload1.parts[0]!.files.find((f) => f.kind === '2d')!.fileId
    const byFile = (await json(ctx, customer, 'GET', `/api/cnc/partcosts/get-drawing-pos-info?fileId=${fileId}`)).json()
    expect(byFile.data.findings).toEqual(byPart.data.findings)
    const none = (await json(ctx, customer, 'GET', '/api/cnc/partcosts/get-drawing-pos-info', undefined, 'en')).json()
    expect(none).toMatchObject({ code: 400, msg: 'partId is required' })
  })

  it('serves the stored files to the owner for the previews', async () => {
    const fileId = upload1.parts[0]!.files.find((f) => f.kind === '3d')!.fileId
    const res = await ctx.request({
      method: 'GET',
      url: `/api/cnc/partcosts/file/${fileId}`,
      headers: ctx.auth(customer),
    })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(fixtureBytes('3d/step/featuretype.STEP'))).toBe(true)
  })
})

describe('re-pricing and configuration versions', () => {
  let before: { unitPrice: string; quoteId: number; configVersion: number }

  it('re-prices with another material and quantity without reading the files again', async () => {
    before = (await part()).data.quote
    // The analysis is stored: re-pricing must work with the uploads gone.
    const files = await ctx.db.select().from(quotePartFiles).where(eq(quotePartFiles.partId, partId))
    for (const f of files) await rm(`${ctx.config.uploadsDir}/${f.storedPath}`)
    const res = await json(ctx, customer, 'POST', `/api/cnc/partcosts/part/${partId}/reprice`, {
      material: '7075',
      quantity: 50,
    })
    expect(res.statusCode, res.body).toBe(200)
    const q = res.json().data.quote
    expect(q).toMatchObject({ material: 'AL7075', quantity: 50, configVersion: 1 })
    expect(q.quoteId).toBeGreaterThan(before.quoteId)
    expect(res.json().data.attributes).toMatchObject({ material: '7075', quantity: 50 })
  })

  it('keeps existing quotes and the quote’s own version when an auditor edits the configuration', async () => {
    const current = (await part()).data.quote
    const edit = await json(ctx, auditor, 'PUT', '/api/cost/materials/AL7075', { priceKg: 500 })
    expect(edit.json()).toMatchObject({ code: 200, data: { version: 2 } })
    // Reading again shows the same stored quote.
    expect((await part()).data.quote).toEqual(current)
    const [stored] = await ctx.db.select().from(partQuotes).where(eq(partQuotes.id, current.quoteId))
    expect((stored!.result as { unitPrice: string }).unitPrice).toBe(current.unitPrice)
    // A plain re-price stays on version 1 …
    const same = (await json(ctx, customer, 'POST', `/api/cnc/partcosts/part/${partId}/reprice`, {})).json().data.quote
    expect(same).toMatchObject({ configVersion: 1, unitPrice: current.unitPrice })
    // … and moves to the new prices only when asked.
    const latest = (
      await json(ctx, customer, 'POST', `/api/cnc/partcosts/part/${partId}/reprice`, { useLatestConfig: true })
    ).json().data.quote
    expect(latest.configVersion).toBe(2)
    expect(Number(latest.unitPrice)).toBeGreaterThan(Number(current.unitPrice))
  })

  it('clears an attribute with null (the drawing’s material applies again)', async () => {
    const q = (
      await json(ctx, customer, 'POST', `/api/cnc/partcosts/part/${partId}/reprice`, { material: null })
    ).json().data
    expect(q.quote.material).toBe('AL6061')
    expect(q.attributes.material).toBeUndefined()
  })

  it('validates the re-price body with the field named', async () => {
    const res = await json(ctx, customer, 'POST', `/api/cnc/partcosts/part/${partId}/reprice`, { quantity: 0 }, 'en')
    expect(res.json()).toMatchObject({ code: 400, msg: 'quantity must be at least 1' })
  })
})

describe('conversation', () => {
  it('understands free-text commands and re-prices every analysed part of the record', async () => {
    const res = await json(ctx, customer, 'POST', `/api/chatrecord/${upload1.chatRecordId}/command`, {
      text: '数量改为100，材料换成45钢',
    })
    const data = res.json().data
    expect(data).toMatchObject({ understood: true, via: 'rules', changes: { quantity: 100, material: '45钢' } })
    expect(data.parts[0].quote).toMatchObject({ quantity: 100, material: '45#' })
    expect(data.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant'])
    expect(data.messages[1].content).toContain('数量 100')
    const en = (
      await json(
        ctx,
        customer,
        'POST',
        `/api/chatrecord/${upload1.chatRecordId}/command`,
        { text: 'change quantity to 50' },
        'en',
      )
    ).json().data
    expect(en.parts[0].quote.quantity).toBe(50)
    expect(en.messages[1].content).toMatch(
      /^featuretype: material Steel 45 \(C45\), quantity 50, unit price CN¥[\d,]+\.\d{2} \(CN¥[\d,]+\.\d{2} incl\. tax\)/,
    )
  })

  it('answers deterministically when it does not understand (no LLM configured)', async () => {
    const data = (
      await json(ctx, customer, 'POST', `/api/chatrecord/${upload1.chatRecordId}/command`, { text: '你好' })
    ).json().data
    expect(data).toMatchObject({ understood: false, via: 'none', parts: [] })
    expect(data.messages[1].content).toContain('数量改为100')
    const unknown = (
      await json(
        ctx,
        customer,
        'POST',
        `/api/chatrecord/${upload1.chatRecordId}/command`,
        { text: '材料换成unobtainium' },
        'en',
      )
    ).json().data
    expect(unknown.messages[1].content).toBe('No material called "unobtainium" was found; the price is unchanged.')
  })

  it('restores the whole conversation in the reader’s language', async () => {
    const zh = (await json(ctx, customer, 'GET', `/api/chatrecord/${upload1.chatRecordId}/messages`)).json().data
    const contents = zh.rows.map((m: { content: string }) => m.content)
    expect(contents[0]).toBe('上传了 2 个文件：featuretype.STEP, featuretype.pdf')
    expect(contents[1]).toBe('已收到，正在分析 1 个零件：featuretype')
    expect(contents[2]).toMatch(/^featuretype：材料 铝合金 6061，数量 10，单价 ¥[\d,]+\.\d{2}（含税 ¥[\d,]+\.\d{2}）/)
    expect(contents).toContain('修改 featuretype：材料 7075、数量 50')
    expect(zh.rows.every((m: { role: string }) => m.role === 'user' || m.role === 'assistant')).toBe(true)
    const en = (
      await json(ctx, customer, 'GET', `/api/chatrecord/${upload1.chatRecordId}/messages`, undefined, 'en')
    ).json().data
    expect(en.rows[0].content).toBe('Uploaded 2 files: featuretype.STEP, featuretype.pdf')
    expect(en.rows[2].content).toMatch(/^featuretype: material Aluminium 6061, quantity 10,/)
    expect(en.totalCount).toBe(zh.totalCount)
    const parts = (await json(ctx, customer, 'GET', `/api/chatrecord/${upload1.chatRecordId}/parts`)).json().data
    expect(parts).toEqual([expect.objectContaining({ partId, status: 'done', quantity: 50 })])
  })
})

describe('quote sheet', () => {
  it('downloads an XLSX whose totals match the quotes, in the caller’s language', async () => {
    const second = await upload(ctx, customer, [
      filePart('block.stl', fixtureBytes('3d/stl/featuretype.STL')),
      fieldPart('units', 'inch'),
      fieldPart('quantity', '3'),
      fieldPart('chatRecordId', String(upload1.chatRecordId)),
    ])
    const other = second.json().data.parts[0].partId
    await waitTask(ctx, customer, second.json().data.taskId)
    const quotes = await Promise.all(
      [partId, other].map(
        async (id) => (await json(ctx, customer, 'GET', `/api/cnc/partcosts/part/${id}`)).json().data.quote,
      ),
    )
    const res = await json(
      ctx,
      customer,
      'PUT',
      '/api/cnc/partcosts/batch/download',
      { partIds: [partId, other] },
      'en',
    )
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Quotation')!
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][]
    const header = rows.findIndex((r) => r.includes('Part'))
    const lines = rows.slice(header + 1, header + 3)
    expect(lines.map((r) => r[2])).toEqual(['featuretype', 'block'])
    expect(lines.map((r) => r[4])).toEqual([50, 3])
    expect(lines.map((r) => r[7])).toEqual(quotes.map((q) => Number(q.total)))
    const totals = rows[header + 3]!
    const cents = (xs: string[]) => xs.reduce((s, x) => s + Math.round(Number(x) * 100), 0) / 100
    expect(totals[2]).toBe('Total')
    expect(totals[7]).toBe(cents(quotes.map((q) => q.total)))
    expect(totals[8]).toBe(cents(quotes.map((q) => q.totalWithTax)))
    expect(rows.find((r) => r[1] === 'Quote configuration (version)')?.[2]).toMatch(/v\d/)
    expect(book.getWorksheet('Cost breakdown')!.rowCount).toBeGreaterThan(4)
  }, 120_000)
})
