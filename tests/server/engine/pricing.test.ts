import { describe, expect, it } from 'vitest'
import type { LibraryOptions } from '../../../contract/process-library.ts'
import {
  defaultLibraryOptions,
  defaultQuoteConfig,
  discountFactor,
  priceQuote,
  type QuoteConfig,
  type QuoteInputs,
} from '../../../server/engine/index.ts'
import { blockGeometry, drawingWith, exampleDrawing } from './support/reports.ts'

const base = (): QuoteInputs => ({ geometry: blockGeometry(), drawing: exampleDrawing() })
const price = (
  inputs: QuoteInputs = base(),
  config: QuoteConfig = defaultQuoteConfig(),
  libraries: LibraryOptions = defaultLibraryOptions(),
) => priceQuote(inputs, config, libraries)
const line = (q: ReturnType<typeof price>, key: string) => q.breakdown.find((l) => l.key === key)
const input = (q: ReturnType<typeof price>, key: string, name: string) =>
  line(q, key)?.inputs.find((i) => i.name === name)

/** A configuration where only the named costs are non-zero, for exact arithmetic checks. */
function zeroConfig(): QuoteConfig {
  const c = defaultQuoteConfig()
  c.material.items.forEach((m) => (m.priceKg = 0))
  c.blank.minBillKg = 0
  c.blank.sawPerCut = 0
  Object.values(c.machining.machines).forEach((m) => (m.rate = 0))
  c.machining.programmingRate = 0
  // The route may outsource a stress relief the drawing does not ask for.
  c.treatment.items.forEach((t) => Object.assign(t, { unitPrice: 0, minCharge: 0 }))
  Object.assign(c.other, { mgmtRate: 0, profitRate: 0, vatRate: 0, minLine: 0, qtyDiscount: [[1, 1]] })
  return c
}

describe('decimal money', () => {
  it('0.1 + 0.2 per piece is exactly 0.30, with 10 % tax exactly 0.33, over 3 pieces 0.90 / 0.99', () => {
    const c = zeroConfig()
    c.other.inspectPerPiece = 0.1
    c.other.packPerPiece = 0.2
    c.other.vatRate = 0.1
    const q = price(
      { geometry: blockGeometry(), drawing: drawingWith({ material: { grade: '6061' } }), overrides: { quantity: 3 } },
      c,
    )
    expect([q.unitCost, q.unitPrice, q.unitPriceWithTax, q.total, q.totalWithTax]).toEqual([
      '0.30',
      '0.30',
      '0.33',
      '0.90',
      '0.99',
    ])
  })

  it('rounds half-up in decimal: 1.005 → 1.01 (binary floating point gives 1.00)', () => {
    const c = zeroConfig()
    c.other.inspectPerPiece = 1.005
    const q = price({ geometry: blockGeometry(), drawing: drawingWith({ material: { grade: '6061' } }) }, c)
    expect((1.005).toFixed(2)).toBe('1.00')
    expect(q.unitPrice).toBe('1.01')
  })
})

describe('the six configuration sections', () => {
  it('material: price per kg and density feed the material line', () => {
    const c = defaultQuoteConfig()
    const before = Number(line(price(base(), c), 'material')!.amount)
    c.material.items.find((m) => m.key === 'AL6061')!.priceKg = 60
    const after = Number(line(price(base(), c), 'material')!.amount)
    // (mass × 30 × 1.08 + 8) → (mass × 60 × 1.08 + 8): the priced part doubles.
    expect(after - 8).toBeCloseTo(2 * (before - 8), 1)
  })

  it('machining: the machine rate of the route’s machines scales the machining and batch lines', () => {
    const c = defaultQuoteConfig()
    c.machining.machines.VMC3!.rate = 110
    const q = price(base(), c)
    expect(line(q, 'machining')!.amount).toBe('37.93') // the route's 20.69 min × 110/60
    // 4 setups × 30 min + 15 min first article at 110/60, + 150 programming
    expect(input(q, 'batch', 'batchTotal')!.value).toBe('397.50')
    // At 200 ¥/h the 4-axis machine (140 ¥/h, both sides in one clamping) is cheaper: route and quote move to it.
    c.machining.machines.VMC3!.rate = 200
    const moved = price(base(), c)
    expect(input(moved, 'machining', 'machine')!.value).toBe('EQ-VMC4')
    expect(line(moved, 'machining')!.amount).toBe('41.28') // 17.69 min (2 clampings) × 140/60
    // One source for the rate: the equipment library's hourly rate does not price.
    const l = defaultLibraryOptions()
    l.equipment.forEach((e) => (e.hourlyRate = 1))
    expect(price(base(), defaultQuoteConfig(), l).unitPrice).toBe(price(base()).unitPrice)
  })

  it('treatment: area basis with a per-batch minimum', () => {
    const q1 = price({ ...base(), overrides: { quantity: 1 } })
    expect(line(q1, 'treatment:ANODIZE_CLEAR')!.amount).toBe('50.00') // minimum 50 for a batch of 1
    const hard = price({ ...base(), overrides: { surfaceTreatments: ['硬质阳极氧化'] } })
    expect(line(hard, 'treatment:HARD_ANODIZE')!.amount).toBe('16.56') // 1.84 dm² × 9
    expect(line(hard, 'treatment:ANODIZE_CLEAR')).toBeUndefined()
  })

  it('other costs: management, profit, tax, minimum line and expedite', () => {
    // The worked example's settings (no scrap, no saw) so the unit price is the worked example's 109.20.
    const c = defaultQuoteConfig()
    Object.assign(c.blank, { scrapFactor: 1, sawPerCut: 0 })
    const plain = price(base(), c)
    expect(plain.unitPrice).toBe('109.20')
    c.other.vatRate = 0.03
    const small = price(base(), c)
    expect(small.unitPrice).toBe(plain.unitPrice)
    expect(small.unitPriceWithTax).toBe('112.48') // 109.20 × 1.03
    c.other.minLine = 5000
    expect(price(base(), c).total).toBe('5000.00')
    c.other.minLine = 50
    const rush = price({ ...base(), overrides: { expedite: '3d' } }, c)
    expect(rush.unitPrice).toBe('141.96') // 97.243958 × 1.05 × 1.15 × 0.93 × 1.3 (cost not pre-rounded)
    c.other.mgmtRate = 0
    c.other.profitRate = 0
    expect(price(base(), c).unitPrice).toBe('90.44') // 97.243958 × 0.93
  })

  it('blank: allowances and stock sizes are re-applied from the configuration', () => {
    const c = defaultQuoteConfig()
    c.blank.plateThickSideMm = 3 // 20 + 6 = 26 → stocked 30
    expect(input(price(base(), c), 'material', 'blankSize')!.value).toBe('105 × 65 × 30')
  })

  it('PMI: tolerance and roughness coefficients, partial and global modes', () => {
    const tight = {
      ...base(),
      drawing: drawingWith({ ...exampleDrawing().summary, tightestItGrade: 7, tightCount: 1 }),
    }
    const c = defaultQuoteConfig()
    expect(input(price(tight, c), 'machining', 'k_tol')!.value).toBe('1.09') // 1 + 0.45 × 1/5
    c.pmi.mode = 'global'
    expect(input(price(tight, c), 'machining', 'k_tol')!.value).toBe('1.45')
    const fine = price({ ...base(), overrides: { ra: 0.8 } })
    expect(input(fine, 'machining', 'k_Ra')!.value).toBe('1.3')
    expect(input(fine, 'machining', 't_finish')!.value).toBe('15.3333') // 184 cm² / 12 cm²/min
  })
})

describe('quantity, discounts and breaks', () => {
  it('d(Q) quantity-discount steps', () => {
    const c = defaultQuoteConfig()
    expect([1, 2, 4, 5, 9, 10, 49, 50, 99, 100, 499, 500, 5000].map((q) => discountFactor(c, q))).toEqual([
      1, 0.98, 0.98, 0.96, 0.96, 0.93, 0.93, 0.9, 0.9, 0.87, 0.87, 0.85, 0.85,
    ])
  })

  it('breaks are 1, 10, 50, 100 plus the requested quantity, unit price falling with quantity', () => {
    const q = price({ ...base(), overrides: { quantity: 37 } })
    expect(q.quantityBreaks.map((b) => b.quantity)).toEqual([1, 10, 37, 50, 100])
    const units = q.quantityBreaks.map((b) => Number(b.unitPrice))
    expect(units).toEqual([...units].sort((a, b) => b - a))
    const b37 = q.quantityBreaks.find((b) => b.quantity === 37)!
    expect(b37.unitPrice).toBe(q.unitPrice)
    expect(b37.total).toBe((Number(q.unitPrice) * 37).toFixed(2))
  })
})

describe('sources and re-pricing from stored reports', () => {
  it('badges say where each input came from', () => {
    const q = price(base())
    expect(input(q, 'material', 'material')!.source).toBe('2d')
    expect(input(q, 'material', 'blankVolume')!.source).toBe('3d')
    expect(input(q, 'material', 'priceKg')!.source).toBe('default')
    expect(input(q, 'machining', 'threads')!.source).toBe('2d')
    expect(input(q, 'machining', 'drilledHoles')!.source).toBe('3d')
    expect(input(q, 'machining', 'ra')!.source).toBe('default')
    const o = price({ ...base(), overrides: { material: '7075', quantity: 50, ra: 1.6 } })
    expect(input(o, 'material', 'material')).toMatchObject({ value: 'AL7075', source: 'user' })
    expect(input(o, 'machining', 'ra')).toMatchObject({ value: 1.6, source: 'user' })
    expect(o.adjustments.find((a) => a.name === 'quantityDiscount')).toMatchObject({ value: 0.9, source: 'user' })
  })

  it('changing material, quantity, treatments, tolerance or roughness changes the price without files', () => {
    const start = price(base())
    for (const overrides of [
      { material: 'SUS304' },
      { quantity: 100 },
      { surfaceTreatments: [] },
      { heatTreatments: ['淬火'] },
      { toleranceGrade: 6 },
      { ra: 0.4 },
    ]) {
      expect(price({ ...base(), overrides }).unitPrice).not.toBe(start.unitPrice)
    }
    // The block's route already stress-relieves it (65 % removed): asking for it is priced once.
    const relieved = price({ ...base(), overrides: { heatTreatments: ['去应力'] } })
    expect(relieved.unitPrice).toBe(start.unitPrice)
    expect(relieved.breakdown.filter((l) => l.key === 'treatment:STRESS_RELIEF')).toHaveLength(1)
    const none = price({ ...base(), overrides: { surfaceTreatments: [] } })
    expect(none.breakdown.some((l) => l.key.startsWith('treatment:ANODIZE'))).toBe(false)
  })

  it('without a model nothing is priced unless the user gives dimensions', () => {
    const q = price({ drawing: exampleDrawing() })
    expect(q).toMatchObject({ priced: false, unitPrice: null, complete: false })
    expect(q.reviewFlags.map((f) => f.code)).toContain('missing-3d')
    const manual = price({ drawing: exampleDrawing(), overrides: { geometry: { dims: [100, 60, 20], volume: 60000 } } })
    expect(manual.priced).toBe(true)
    expect(input(manual, 'material', 'blankVolume')!.source).toBe('user')
  })
})

describe('review flags', () => {
  const codes = (inputs: QuoteInputs, c = defaultQuoteConfig()) => price(inputs, c).reviewFlags.map((f) => f.code)

  it('a model and a drawing with known values pass; each gate fires on its own', () => {
    expect(codes(base())).toEqual([])
    expect(price(base()).complete).toBe(true)
    expect(codes({ geometry: blockGeometry() })).toEqual(expect.arrayContaining(['missing-2d', 'unknown-material']))
    expect(codes({ ...base(), overrides: { material: 'Inconel 718' } })).toContain('unknown-material')
    expect(codes({ ...base(), overrides: { toleranceGrade: 5 } })).toContain('tolerance-it5')
    expect(codes({ ...base(), overrides: { toleranceGrade: 6 } })).not.toContain('tolerance-it5')
    expect(codes({ ...base(), overrides: { ra: 0.2 } })).toContain('ra-fine')
    expect(codes({ ...base(), overrides: { surfaceTreatments: ['镀金'] } })).toContain('treatment-unknown')
    expect(codes({ ...base(), overrides: { material: '45#', surfaceTreatments: ['阳极氧化'] } })).toContain(
      'treatment-incompatible',
    )
    const c = defaultQuoteConfig()
    c.other.reviewUnitPrice = 80
    expect(codes(base(), c)).toContain('price-above-threshold')
  })

  it('open meshes and drawings without text hold the quote', () => {
    const open = blockGeometry({ warnings: [{ code: 'open-mesh', severity: 'review', params: { edges: 1 } }] })
    expect(codes({ geometry: open, drawing: exampleDrawing() })).toContain('geometry')
    const scan = { ...exampleDrawing(), hasTextLayer: false, needsOcr: true }
    expect(codes({ geometry: blockGeometry(), drawing: scan })).toContain('no-text-layer')
  })
})
