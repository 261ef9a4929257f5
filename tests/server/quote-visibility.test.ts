import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Decimal from 'decimal.js'
import { desc, eq } from 'drizzle-orm'
import { loadConfig } from '../../server/config.ts'
import { partQuotes } from '../../server/db/schema.ts'
import {
  CUSTOMER_AUDIENCE,
  HIDDEN_TERMS_LINE,
  STAFF_AUDIENCE,
  visibleQuote,
} from '../../server/services/quote-visibility.ts'
import type { PartQuote } from '../../contract/quote.ts'
import { TREATED_STEEL_DXF } from './engine/support/treated-steel-dxf.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { DRAWING_PDF, filePart, fixtureBytes, json, upload, waitTask } from './helpers/quoting.ts'

// A customer's part answer carried the unit cost, profit and management rates,
// machine hourly rates and the price per kg, although cost tables are staff-only. Customers see
// the price, each line's amount and the drivers from their own part; staff see everything; the
// shop may show customers more.

/** What each role receives of a quote (the owner is a customer company; staff review it). */
const ROLES = { owner: 'acme', Auditor: 'auditor', Administrator: 'subadmin', SuperAdministrator: 'admin' } as const
const INTERNAL_INPUTS = [
  'rate',
  'priceKg',
  'density',
  'mrr',
  'setupMin',
  'faiMin',
  'progRate',
  'fixtureFee',
  'sawPerCut',
  'minBillKg',
  'scrapFactor',
]
const MARGINS = ['mgmtRate', 'profitRate', 'minLine']
const PART_DRIVERS = ['mass', 't_part', 'setups', 'quantity', 'k_tol', 'k_Ra', 'material']

async function pricedPart(ctx: TestContext, token: string) {
  const res = await upload(ctx, token, [
    filePart('bar.stl', fixtureBytes('3d/stl/fuji_obj.stl')),
    filePart('bar.pdf', DRAWING_PDF),
  ])
  const data = res.json().data
  await waitTask(ctx, token, data.taskId)
  return { partId: data.parts[0].partId as number, chatRecordId: data.chatRecordId as number }
}

const quoteOf = async (ctx: TestContext, token: string, partId: number): Promise<PartQuote> =>
  (await json(ctx, token, 'GET', `/api/cnc/partcosts/part/${partId}`)).json().data.quote

function fields(q: PartQuote) {
  const inputs = new Set(q.breakdown.flatMap((l) => l.inputs.map((i) => i.name)))
  return {
    unitCost: q.unitCost !== undefined,
    formulas: q.breakdown.some((l) => l.formula !== undefined),
    internalRates: INTERNAL_INPUTS.filter((n) => inputs.has(n)).length > 0,
    margins: MARGINS.filter((n) => q.adjustments.some((a) => a.name === n)).length > 0,
    drivers: PART_DRIVERS.every((n) => inputs.has(n)),
    amounts: q.breakdown.length > 0 && q.breakdown.every((l) => /^\d+\.\d{2}$/.test(l.amount)),
    price: q.unitPrice !== null && q.total !== null,
  }
}

const CUSTOMER_VIEW = {
  unitCost: false,
  formulas: false,
  internalRates: false,
  margins: false,
  drivers: true,
  amounts: true,
  price: true,
}
const FULL_VIEW = {
  unitCost: true,
  formulas: true,
  internalRates: true,
  margins: true,
  drivers: true,
  amounts: true,
  price: true,
}

describe('by default', () => {
  let ctx: TestContext
  const tokens: Record<string, string> = {}
  let part: { partId: number; chatRecordId: number }

  beforeAll(async () => {
    ctx = await createTestContext()
    for (const [role, user] of Object.entries(ROLES)) tokens[role] = await ctx.login(user)
    part = await pricedPart(ctx, tokens.owner!)
  }, 120_000)
  afterAll(() => ctx?.close())

  it('gives each role its view of the part’s quote', async () => {
    const seen: Record<string, ReturnType<typeof fields>> = {}
    for (const role of Object.keys(ROLES)) seen[role] = fields(await quoteOf(ctx, tokens[role]!, part.partId))
    expect(seen).toEqual({
      owner: CUSTOMER_VIEW,
      Auditor: FULL_VIEW,
      Administrator: FULL_VIEW,
      SuperAdministrator: FULL_VIEW,
    })
  })

  it('never sends a customer an internal rate, by any route that answers a quote', async () => {
    const owner = tokens.owner!
    const answers = [
      (await json(ctx, owner, 'GET', `/api/cnc/partcosts/part/${part.partId}`)).json().data,
      (await json(ctx, owner, 'POST', `/api/cnc/partcosts/part/${part.partId}/reprice`, { quantity: 7 })).json().data,
      (await json(ctx, owner, 'POST', `/api/chatrecord/${part.chatRecordId}/command`, { text: '数量改为8' })).json()
        .data,
      (await json(ctx, owner, 'GET', `/api/chatrecord/${part.chatRecordId}/messages`)).json().data,
    ]
    for (const answer of answers) {
      const text = JSON.stringify(answer)
      for (const name of [...INTERNAL_INPUTS, ...MARGINS, 'unitCost', 'formula'])
        expect(text).not.toContain(`"${name}"`)
    }
    expect(answers[2].parts[0].quote.quantity).toBe(8)
  })

  // The customer's lines came to 14,247.25 of a 15,999.30 unit price with nothing to say why.
  it('gives a customer lines that add up to the unit price, the hidden terms one line without a rate', async () => {
    for (const quantity of [1, 7, 100]) {
      await json(ctx, tokens.owner!, 'POST', `/api/cnc/partcosts/part/${part.partId}/reprice`, { quantity })
      for (const lang of ['zh-CN', 'en']) {
        const res = await json(ctx, tokens.owner!, 'GET', `/api/cnc/partcosts/part/${part.partId}`, undefined, lang)
        const q = res.json().data.quote as PartQuote
        const sum = q.breakdown.reduce((s, l) => s.plus(l.amount), new Decimal(0))
        expect(sum.toFixed(2), `${quantity} ${lang}`).toBe(q.unitPrice)
        const hidden = q.breakdown.at(-1)!
        expect(hidden.key).toBe(HIDDEN_TERMS_LINE)
        expect(hidden.label).toBe(lang === 'en' ? 'Overhead, profit and other' : '管理费、利润及其他')
        expect(hidden.inputs).toEqual([])
        expect(hidden.formula).toBeUndefined()
        expect(Number(hidden.amount)).toBeGreaterThan(0)
      }
    }
  })

  it('keeps every term for staff: cost lines with rates and formulas, margins, and no summary line', async () => {
    const q = await quoteOf(ctx, tokens.Auditor!, part.partId)
    expect(q.breakdown.map((l) => l.key)).not.toContain(HIDDEN_TERMS_LINE)
    expect(q.breakdown.find((l) => l.key === 'machining')!.inputs.map((i) => i.name)).toContain('rate')
    expect(q.adjustments.map((a) => a.name)).toEqual(expect.arrayContaining(['mgmtRate', 'profitRate']))
    const sum = q.breakdown.reduce((s, l) => s.plus(l.amount), new Decimal(0))
    expect(
      sum
        .minus(q.unitCost!)
        .abs()
        .lte(0.01 * q.breakdown.length),
    ).toBe(true)
  })

  // The form showed 铝合金 6061 and no treatment for a drawing-only part whose drawing calls 45#, 调质 and 发黑.
  it('answers the values a drawing-only part is priced with, read from 2D', async () => {
    const res = await upload(ctx, tokens.owner!, [filePart('treated.dxf', TREATED_STEEL_DXF)])
    await waitTask(ctx, tokens.owner!, res.json().data.taskId)
    const q = await quoteOf(ctx, tokens.owner!, res.json().data.parts[0].partId)
    expect(q.values).toEqual({
      material: { value: '45#', source: '2d' },
      quantity: { value: 10, source: '2d' },
      surfaceTreatments: { value: ['BLACK_OXIDE'], source: '2d' },
      heatTreatments: { value: ['QT'], source: '2d' },
      toleranceGrade: { value: 11, source: 'default' },
      ra: { value: 1.6, source: '2d' },
    })
    // A chat command's treatment is what is priced next, and it is the user's.
    const said = await json(ctx, tokens.owner!, 'POST', `/api/chatrecord/${res.json().data.chatRecordId}/command`, {
      text: '表面处理改为阳极氧化',
    })
    const after = said.json().data.parts[0].quote as PartQuote
    expect(after.values.surfaceTreatments).toEqual({ value: ['ANODIZE_CLEAR'], source: 'user' })
    expect(after.values.heatTreatments).toEqual({ value: ['QT'], source: '2d' })
    // A quote stored before the values were recorded answers them resolved from its stored inputs.
    const partId = res.json().data.parts[0].partId as number
    const [row] = await ctx.db
      .select()
      .from(partQuotes)
      .where(eq(partQuotes.partId, partId))
      .orderBy(desc(partQuotes.id))
    const { values: _values, ...older } = row!.result
    await ctx.db.update(partQuotes).set({ result: older }).where(eq(partQuotes.id, row!.id))
    expect((await quoteOf(ctx, tokens.owner!, partId)).values).toEqual(after.values)
  })

  it('leaves the formula column out of a customer’s quote sheet, and keeps it for staff', async () => {
    const sheet = async (token: string) => {
      const res = await ctx.request({
        method: 'PUT',
        url: '/api/cnc/partcosts/batch/download',
        headers: { ...ctx.auth(token), 'accept-language': 'en' },
        payload: { partIds: [part.partId] },
      })
      expect(res.statusCode).toBe(200)
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
      return book.worksheets[1]!.getRow(1).values as unknown[]
    }
    expect(await sheet(tokens.owner!)).not.toContain('Formula')
    expect(await sheet(tokens.Auditor!)).toContain('Formula')
  })
})

describe('a shop that shows customers more (QUOTE_CUSTOMER_COST_DETAIL)', () => {
  it('adds exactly what it names', async () => {
    const ctx = await createTestContext({ QUOTE_CUSTOMER_COST_DETAIL: 'formulas, margins' })
    try {
      const owner = await ctx.login('acme')
      const { partId } = await pricedPart(ctx, owner)
      expect(fields(await quoteOf(ctx, owner, partId))).toEqual({
        ...CUSTOMER_VIEW,
        formulas: true,
        margins: true,
        unitCost: true,
      })
    } finally {
      await ctx.close()
    }
  }, 120_000)

  it('takes "all", and refuses a word it does not know', () => {
    expect(loadConfig({ QUOTE_CUSTOMER_COST_DETAIL: 'all' }).customerCostDetail).toEqual([
      'formulas',
      'rates',
      'margins',
    ])
    expect(loadConfig({}).customerCostDetail).toEqual([])
    expect(() => loadConfig({ QUOTE_CUSTOMER_COST_DETAIL: 'everything' })).toThrow(/QUOTE_CUSTOMER_COST_DETAIL/)
  })
})

describe('the filter', () => {
  const quote = {
    unitCost: '10.00',
    unitPrice: '15.00',
    breakdown: [
      {
        key: 'material',
        label: 'Material',
        amount: '4.00',
        formula: 'mass × priceKg',
        inputs: [
          { name: 'mass', value: 0.1, unit: 'kg', source: '3d' },
          { name: 'priceKg', value: 30, unit: 'CNY/kg', source: 'default' },
        ],
      },
    ],
    adjustments: [
      { name: 'profitRate', value: 0.2, source: 'default' },
      { name: 'quantityDiscount', value: 0.95, source: 'user' },
    ],
  } as unknown as PartQuote

  it('gives staff the quote untouched and customers the drivers of their part', () => {
    expect(visibleQuote(quote, STAFF_AUDIENCE)).toBe(quote)
    expect(visibleQuote(quote, CUSTOMER_AUDIENCE)).toEqual({
      unitPrice: '15.00',
      breakdown: [
        {
          key: 'material',
          label: 'Material',
          amount: '4.00',
          inputs: [{ name: 'mass', value: 0.1, unit: 'kg', source: '3d' }],
        },
        { key: HIDDEN_TERMS_LINE, label: 'Overhead, profit and other', amount: '11.00', inputs: [] },
      ],
      adjustments: [{ name: 'quantityDiscount', value: 0.95, source: 'user' }],
    })
  })
})
