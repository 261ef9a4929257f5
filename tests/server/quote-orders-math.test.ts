import { describe, expect, it } from 'vitest'
import type { CompareCell } from '../../contract/quote-order.ts'
import type { PricedInput } from '../../contract/quote.ts'
import { allowedActions } from '../../contract/quote-order-states.ts'
import { compare, type CompareInput } from '../../server/services/quote-orders/compare.ts'
import { aggregate, periodOf, type StatOrder } from '../../server/services/quote-orders/statistics-aggregate.ts'
import { adjustmentLine, effectiveStatus, lineAmounts, orderTotals } from '../../server/services/quote-orders/totals.ts'

// The pure rules of quote orders, against numbers worked out by hand.

const pricing: PricedInput[] = [
  { name: 'mgmtRate', value: 0.05, source: 'default' },
  { name: 'vatRate', value: 0.13, source: 'default' },
  { name: 'minLine', value: 50, unit: 'CNY', source: 'default' },
]

describe('line and order money', () => {
  it('prices a line from a unit price with the frozen VAT: 62.97 × 10 = 629.70, × 1.13 = 711.561 → 711.56', () => {
    expect(lineAmounts('62.97', 10, pricing)).toEqual({
      unitPrice: '62.97',
      unitPriceWithTax: '71.16',
      total: '629.70',
      totalWithTax: '711.56',
    })
  })

  it('applies the frozen minimum line charge: 3.00 × 10 = 30 < 50', () => {
    expect(lineAmounts('3', 10, pricing)).toEqual({
      unitPrice: '3.00',
      unitPriceWithTax: '3.39',
      total: '50.00',
      totalWithTax: '56.50',
    })
  })

  it('sums lines without re-rounding and takes tax as the difference', () => {
    expect(
      orderTotals([
        { total: '629.70', totalWithTax: '711.56' },
        { total: '50.00', totalWithTax: '56.50' },
      ]),
    ).toEqual({ total: '679.70', tax: '88.36', totalWithTax: '768.06' })
  })

  it('shows an adjustment as a per-piece difference line with its reason', () => {
    const line = adjustmentLine({ unitPrice: '939.46', originalUnitPrice: '988.90', reason: '长期客户' }, '复核调价')
    expect(line).toMatchObject({ key: 'review-adjustment', label: '复核调价', amount: '-49.44' })
    expect(line.inputs).toContainEqual({ name: 'reason', value: '长期客户', source: 'user' })
  })
})

describe('expiry on read', () => {
  const now = new Date('2026-03-10T00:00:00Z')
  const past = new Date('2026-03-09T23:59:59Z')
  it('reads a draft or a quoted order past its date as expired', () => {
    expect(effectiveStatus('draft', past, now)).toBe('expired')
    expect(effectiveStatus('quoted', past, now)).toBe('expired')
    expect(effectiveStatus('quoted', new Date('2026-03-10T00:00:01Z'), now)).toBe('quoted')
  })
  it('never expires an order waiting on the shop or already agreed', () => {
    for (const s of ['submitted', 'accepted', 'ordered', 'rejected', 'cancelled'] as const)
      expect(effectiveStatus(s, past, now)).toBe(s)
  })
  it('offers only a re-quote on an expired order', () => {
    expect(allowedActions('expired', ['owner'])).toEqual(['requote'])
    expect(allowedActions('expired', ['staff'])).toEqual([])
  })
})

const cell = (over: Partial<CompareCell>): CompareCell => ({
  lineId: 1,
  quoteId: 1,
  material: 'AL6061',
  surfaceTreatments: [],
  heatTreatments: [],
  toleranceGrade: 11,
  ra: 3.2,
  quantity: 10,
  configId: 1,
  configName: 'default',
  configVersion: 1,
  unitPrice: '10.00',
  total: '100.00',
  adjustment: null,
  breakdown: [
    { key: 'material', label: 'm', amount: '4.00', formula: '', inputs: [] },
    { key: 'machining', label: 'k', amount: '5.00', formula: '', inputs: [] },
  ],
  ...over,
})
const column = (id: number, total: string): CompareInput['column'] => ({
  kind: 'order',
  id,
  label: `QO-${id}`,
  status: 'draft',
  currency: 'CNY',
  total,
  totalWithTax: total,
  createTime: '2026-01-01T00:00:00Z',
})

describe('comparison', () => {
  const a: CompareInput = {
    column: column(1, '150.00'),
    lines: [
      { partKey: 'p1', partName: 'bracket', cell: cell({}) },
      { partKey: 'p2', partName: 'pin', cell: cell({ quantity: 5, total: '50.00' }) },
    ],
  }
  const b: CompareInput = {
    column: column(2, '200.00'),
    lines: [
      {
        partKey: 'p1',
        partName: 'bracket',
        cell: cell({
          material: 'AL7075',
          unitPrice: '13.00',
          total: '130.00',
          breakdown: [
            { key: 'material', label: 'm', amount: '7.00', formula: '', inputs: [] },
            { key: 'machining', label: 'k', amount: '5.00', formula: '', inputs: [] },
          ],
        }),
      },
      { partKey: 'p2', partName: 'pin', cell: cell({ quantity: 5, total: '50.00' }) },
      { partKey: 'p3', partName: 'cover', cell: cell({ total: '20.00' }) },
    ],
  }
  const result = compare([a, b])

  it('marks what differs per part, and parts missing from a column', () => {
    const rows = Object.fromEntries(result.rows.map((r) => [r.partKey, r]))
    expect(rows.p1).toMatchObject({
      differs: ['material', 'inputs'],
      differingInputs: ['material'],
      deltas: ['0.00', '30.00'],
    })
    expect(rows.p2).toMatchObject({ differs: [], deltas: ['0.00', '0.00'] })
    expect(rows.p3).toMatchObject({ differs: ['presence'], deltas: ['0.00', '20.00'] })
    expect(rows.p3!.cells[0]).toBeNull()
  })

  it('explains the total difference (+50.00) by the lines that caused it: 30.00 + 20.00', () => {
    expect(result.columns.map((c) => c.delta)).toEqual(['0.00', '50.00'])
    expect(result.attribution).toEqual([
      {
        column: 1,
        delta: '50.00',
        lines: [
          { partKey: 'p1', partName: 'bracket', delta: '30.00', causes: ['material', 'inputs'] },
          { partKey: 'p3', partName: 'cover', delta: '20.00', causes: ['presence'] },
        ],
      },
    ])
  })

  it('names a review adjustment and a newer configuration version as causes', () => {
    const adjusted = cell({
      configVersion: 2,
      unitPrice: '9.00',
      total: '90.00',
      adjustment: {
        unitPrice: '9.00',
        originalUnitPrice: '10.00',
        reason: 'r',
        by: { id: 1, name: 'a', role: 'Auditor' },
        at: '',
      },
    })
    const r = compare([
      { column: column(1, '100.00'), lines: [{ partKey: 'p', partName: 'p', cell: cell({}) }] },
      { column: column(2, '90.00'), lines: [{ partKey: 'p', partName: 'p', cell: adjusted }] },
    ])
    expect(r.attribution[0]!.lines[0]).toMatchObject({ delta: '-10.00', causes: ['config', 'adjustment'] })
  })
})

describe('statistics aggregation', () => {
  const customer = { id: 9, username: 'c', name: 'C', companyName: '' }
  const line = (over: Partial<StatOrder['lines'][number]>) => ({
    lineId: 1,
    partName: 'p',
    material: 'AL6061',
    partClass: 'prismatic',
    quantity: 1,
    unitPrice: '1.00',
    total: '1.00',
    adjustment: null,
    ...over,
  })
  const orders: StatOrder[] = [
    {
      id: 1,
      number: 'QO-1',
      customer,
      status: 'ordered',
      createdAt: new Date('2026-01-10T02:00:00Z'),
      total: '300.00',
      lines: [
        line({ lineId: 1, quantity: 10, unitPrice: '20.00', total: '200.00' }),
        line({
          lineId: 2,
          material: 'SUS304',
          partClass: 'rotational',
          quantity: 5,
          unitPrice: '20.00',
          total: '100.00',
        }),
      ],
    },
    // 17:00 UTC on 31 January is 1 February in China (+08:00).
    {
      id: 2,
      number: 'QO-2',
      customer,
      status: 'quoted',
      createdAt: new Date('2026-01-31T17:00:00Z'),
      total: '90.00',
      lines: [
        line({
          lineId: 3,
          quantity: 30,
          unitPrice: '3.00',
          total: '90.00',
          adjustment: {
            unitPrice: '3.00',
            originalUnitPrice: '3.20',
            reason: 'volume',
            by: { id: 2, name: 'A', role: 'Auditor' },
            at: '2026-02-01T03:00:00Z',
          },
        }),
      ],
    },
    {
      id: 3,
      number: 'QO-3',
      customer,
      status: 'draft',
      createdAt: new Date('2026-02-15T04:00:00Z'),
      total: '50.00',
      lines: [
        line({ lineId: 4, material: 'SUS304', partClass: null, quantity: 1, unitPrice: '12.00', total: '50.00' }),
      ],
    },
  ]
  const quoteTimes = [
    new Date('2026-01-05T00:00:00Z'),
    new Date('2026-01-31T20:00:00Z'),
    new Date('2026-02-20T00:00:00Z'),
  ]
  const stats = aggregate({
    orders,
    quoteTimes,
    from: '2026-01-01',
    to: '2026-03-31',
    period: 'month',
    tzOffset: 480,
    currency: 'CNY',
  })

  it('counts per month in the caller’s zone, empty months included', () => {
    expect(stats.periods).toEqual([
      { period: '2026-01', quotes: 1, orders: 1, ordered: 1, orderedTotal: '300.00', conversionRate: 1 },
      { period: '2026-02', quotes: 2, orders: 2, ordered: 0, orderedTotal: '0.00', conversionRate: 0 },
      { period: '2026-03', quotes: 0, orders: 0, ordered: 0, orderedTotal: '0.00', conversionRate: null },
    ])
    expect(stats.totals).toEqual({ quotes: 3, orders: 3, ordered: 1, orderedTotal: '300.00', conversionRate: 0.3333 })
  })

  it('averages unit prices as line totals over quantities: AL6061 (200 + 90) / 40 = 7.25, SUS304 150 / 6 = 25', () => {
    expect(stats.byMaterial).toEqual([
      { key: 'AL6061', lines: 2, quantity: 40, averageUnitPrice: '7.25' },
      { key: 'SUS304', lines: 2, quantity: 6, averageUnitPrice: '25.00' },
    ])
    expect(stats.byPartClass).toEqual([
      { key: 'prismatic', lines: 2, quantity: 40, averageUnitPrice: '7.25' },
      { key: 'rotational', lines: 1, quantity: 5, averageUnitPrice: '20.00' },
      { key: 'unknown', lines: 1, quantity: 1, averageUnitPrice: '50.00' },
    ])
  })

  it('lists price-quantity points by quantity and the review adjustments with their difference', () => {
    expect(stats.pricePoints.map((p) => [p.quantity, p.unitPrice])).toEqual([
      [1, '12.00'],
      [5, '20.00'],
      [10, '20.00'],
      [30, '3.00'],
    ])
    expect(stats.adjustments).toMatchObject([
      { number: 'QO-2', originalUnitPrice: '3.20', unitPrice: '3.00', delta: '-0.20', reason: 'volume' },
    ])
  })

  it('buckets weeks by their Monday and days by the local date', () => {
    expect(periodOf(new Date('2026-01-10T02:00:00Z'), 'week', 480)).toBe('2026-01-05')
    expect(periodOf(new Date('2026-01-31T17:00:00Z'), 'day', 480)).toBe('2026-02-01')
    expect(periodOf(new Date('2026-01-31T17:00:00Z'), 'day', 0)).toBe('2026-01-31')
  })
})
