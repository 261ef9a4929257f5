import { describe, expect, it } from 'vitest'
import {
  costLevers,
  defaultLibraryOptions,
  defaultQuoteConfig,
  priceQuote,
  smallCorners,
  type QuoteInputs,
  type RecognisedFeature,
} from '../../../server/engine/index.ts'
import { blockGeometry, drawingWith } from './support/reports.ts'
import { THURSDAY_10 } from './lead-time/shop.ts'

// The levers of a part are counterfactual quotes. Each expectation below is priced by a second,
// independent route — priceQuote called with the change written out by hand, or with the part's
// model itself changed — and compared with what the lever promises.

const config = defaultQuoteConfig()
const libraries = defaultLibraryOptions()
const shop = { now: THURSDAY_10, booked: [] }

/** A 20 × 30 pocket 9 deep with sharp inside corners (R0): small for its depth (R < 9 / 3). */
const sharpPocket: RecognisedFeature = {
  id: 'pocket-1',
  kind: 'pocket',
  faces: [],
  access: [[0, 0, 1]],
  width: 20,
  length: 30,
  depth: 9,
  cornerRadius: 0,
}

/** The block in 7075, black anodized, IT7 on four features, Ra 1.6 with 0.8 on two faces, Q 10. */
const drawn = (overrides: QuoteInputs['overrides'] = {}, pocket = sharpPocket): QuoteInputs => ({
  geometry: blockGeometry({ features: [pocket] }),
  drawing: drawingWith({
    material: { grade: '7075' },
    quantity: 10,
    surfaceTreatments: [{ term: '黑色阳极氧化' }],
    threads: [{ size: 'M5', count: 4 }],
    tightestItGrade: 7,
    tightCount: 4,
    generalRa: 1.6,
    minRa: 0.8,
    fineRaCount: 2,
  }),
  overrides,
})

const price = (inputs: QuoteInputs) => priceQuote(inputs, config, libraries, shop)
const levers = (inputs: QuoteInputs) => costLevers(inputs, price(inputs), config, libraries, shop)
const cents = (s: string) => Math.round(Number(s) * 100)
const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000

describe('the cost levers of a drawn part', () => {
  const inputs = drawn()
  const base = price(inputs)
  const offered = levers(inputs)
  const find = (kind: string, to?: unknown) => offered.find((l) => l.kind === kind && (to === undefined || l.to === to))

  it('promises the difference a quote with the change written out by hand gives', () => {
    const byHand: [string, QuoteInputs['overrides']][] = [
      ['tolerance', { toleranceGrade: 9, tightFeatureCount: 4 }],
      ['roughness', { ra: 3.2 }],
      ['quantity', { quantity: 50 }],
      ['leadTier', { tier: 'economy' }],
    ]
    for (const [kind, overrides] of byHand) {
      const lever = find(kind)!
      const counter = price(drawn(overrides))
      expect(cents(lever.unitPriceDelta), kind).toBe(cents(counter.unitPrice!) - cents(base.unitPrice!))
      expect(cents(lever.totalDelta), kind).toBe(cents(counter.total!) - cents(base.total!))
      expect(lever.daysDelta, kind).toBe(day(counter.leadTime!.shipDate) - day(base.leadTime!.shipDate))
    }
  })

  it('relaxes IT7 to IT9 on the four features and Ra 0.8 to the standard 3.2', () => {
    expect(find('tolerance')).toMatchObject({ from: 7, to: 9, changes: { toleranceGrade: 9, tightFeatureCount: 4 } })
    expect(find('roughness')).toMatchObject({ from: 0.8, to: 3.2, changes: { ra: 3.2 } })
  })

  it('offers the next quantity break at the break table’s price, and more in total', () => {
    const lever = find('quantity')!
    const at50 = base.quantityBreaks.find((b) => b.quantity === 50)!
    expect(lever).toMatchObject({ from: 10, to: 50, unitPrice: at50.unitPrice })
    expect(Number(lever.totalDelta)).toBeGreaterThan(0)
  })

  it('offers the economy tier at its offered price, one calendar week later', () => {
    // Economy's buffer is 7 working days against standard's 2: five working days, Monday to Monday.
    const economy = base.leadTime!.offered.find((o) => o.tier === 'economy')!
    expect(find('leadTier')).toMatchObject({
      from: 'standard',
      to: 'economy',
      unitPrice: economy.unitPrice,
      daysDelta: 7,
    })
  })

  it('offers 6061 for 7075, the only other aluminium, at its own price', () => {
    expect(find('material')).toMatchObject({ from: 'AL7075', to: 'AL6061' })
    expect(find('material')!.unitPrice).toBe(price(drawn({ material: 'AL6061' })).unitPrice)
  })

  it('drops the anodize, and changes black anodize to the nearest cheaper one, clear', () => {
    const dropped = find('treatment', null)!
    expect(dropped.changes).toEqual({ surfaceTreatments: [] })
    expect(dropped.unitPrice).toBe(price(drawn({ surfaceTreatments: [] })).unitPrice)
    const clear = find('treatment', 'ANODIZE_CLEAR')!
    expect(clear).toMatchObject({ from: 'ANODIZE_BLACK', changes: { surfaceTreatments: ['ANODIZE_CLEAR'] } })
    expect(clear.unitPrice).toBe(price(drawn({ surfaceTreatments: ['ANODIZE_CLEAR'] })).unitPrice)
  })

  it('prices larger corners as the same part modelled with them', () => {
    // Depth 9: R ≥ 3. A model whose pocket has R3 corners is the independent route.
    const lever = find('cornerRadius')!
    expect(lever).toMatchObject({ from: 0, to: 3, changes: { cornerRadius: 3 }, breaksDrawing: false })
    expect(lever.unitPrice).toBe(price(drawn({}, { ...sharpPocket, cornerRadius: 3 })).unitPrice)
  })

  it('lists only savings, the largest first', () => {
    expect(offered.length).toBeGreaterThanOrEqual(7)
    for (const l of offered) expect(Number(l.unitPriceDelta)).toBeLessThan(0)
    const savings = offered.map((l) => -Number(l.unitPriceDelta))
    expect(savings).toEqual([...savings].sort((a, b) => b - a))
  })

  it('labels the levers that change what the drawing states', () => {
    const breaking = new Set(offered.filter((l) => l.breaksDrawing).map((l) => l.kind))
    expect(breaking).toEqual(new Set(['tolerance', 'roughness', 'material', 'treatment']))
  })
})

describe('levers on the buyer’s own values', () => {
  it('does not label a lever that changes only what the buyer chose', () => {
    const inputs = drawn({
      toleranceGrade: 7,
      tightFeatureCount: 4,
      ra: 0.8,
      material: '7075',
      surfaceTreatments: ['ANODIZE_BLACK'],
    })
    const offered = levers(inputs)
    expect(offered.map((l) => l.kind)).toContain('tolerance')
    expect(offered.every((l) => !l.breaksDrawing)).toBe(true)
  })
})

describe('a part with nothing to save on', () => {
  it('offers no lever', () => {
    // 6061 (the cheaper aluminium), no treatment, the general tolerance and Ra 3.2, 100 pieces (no
    // larger break), already economy, and no pocket.
    const inputs: QuoteInputs = {
      geometry: blockGeometry(),
      drawing: drawingWith({ material: { grade: '6061' }, quantity: 100 }),
      overrides: { tier: 'economy' },
    }
    expect(levers(inputs)).toEqual([])
  })

  it('offers no lever for an unpriced part', () => {
    const inputs: QuoteInputs = { drawing: drawingWith({ material: { grade: '7075' } }) }
    expect(levers(inputs)).toEqual([])
  })
})

describe('small inside corners', () => {
  const pocket = (cornerRadius: number, depth: number): RecognisedFeature => ({ ...sharpPocket, cornerRadius, depth })

  it('are those under a third of their pocket’s depth', () => {
    expect(smallCorners([pocket(2.9, 9)]).length).toBe(1)
    expect(smallCorners([pocket(3, 9)]).length).toBe(0)
    expect(smallCorners([{ ...pocket(1, 9), kind: 'step' }]).length).toBe(0)
  })
})
