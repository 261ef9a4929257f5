import { describe, expect, it } from 'vitest'
import {
  defaultLibraryOptions,
  defaultQuoteConfig,
  priceQuote,
  type QuoteInputs,
} from '../../../../server/engine/index.ts'
import type { Booking } from '../../../../server/engine/lead-time/index.ts'
import { blockGeometry, exampleDrawing } from '../support/reports.ts'
import { THURSDAY_10 } from './shop.ts'

// The quote dates the route it prices. The worked example's block (Q = 10, default configuration
// and libraries: one machine of each kind) is made on the saw, then the VMC in two runs around
// stress relief, then anodized. Its VMC minutes are t_part per piece × pieces plus 30 setup
// minutes for each of its four clampings: 20.69 × 10 + 4 × 30 = 326.9 (144.2 before stress
// relief, 182.7 after); the saw's 3 min a piece: 30.

const libraries = defaultLibraryOptions()
const inputs = (overrides: QuoteInputs['overrides'] = {}): QuoteInputs => ({
  geometry: blockGeometry(),
  drawing: exampleDrawing(),
  overrides,
})
/** A shop with six VMCs (48 h a day, 2880 min) whose next ten working days are booked beyond them by
 *  1,000 open lines of 30 minutes: 100 a day, 3000 min. */
const loaded = () => {
  const config = defaultQuoteConfig()
  config.leadTime.machineHours = { vmc3: 48 }
  const days = ['2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08', '2026-12-09']
  const more = ['2026-12-10', '2026-12-11', '2026-12-14', '2026-12-15', '2026-12-16']
  const booked: Booking[] = Array.from({ length: 1000 }, (_, i) => ({
    kind: 'vmc3',
    day: [...days, ...more][i % 10]!,
    minutes: 30,
  }))
  return { config, booked }
}

describe('a quote dated from its route', () => {
  const quote = priceQuote(inputs(), defaultQuoteConfig(), libraries, { now: THURSDAY_10, booked: [] })
  const lead = quote.leadTime!
  const option = (tier: string) => lead.offered.find((o) => o.tier === tier)!

  it('answers its lead time at the default tier, never 0 days', () => {
    expect(lead.tier).toBe('standard')
    expect(quote.leadDays).toBe(lead.days)
    expect(lead.days).toBeGreaterThanOrEqual(1)
    expect(lead.startDate).toBe('2026-12-03')
    expect(lead.shipDate > lead.startDate).toBe(true)
  })

  it('books per-piece minutes times the pieces plus each setup once', () => {
    const kinds = lead.segments.filter((s) => s.kind === 'machining').map((s) => [s.key, s.minutes])
    expect(kinds).toEqual([
      ['saw', 30],
      ['vmc3', 144.2],
      ['vmc3', 182.7],
    ])
    expect(lead.segments.map((s) => s.kind)).toEqual([
      'material',
      'machining',
      'machining',
      'treatment',
      'machining',
      'treatment',
      'inspection',
      'tier',
      'shipping',
    ])
  })

  it('prices rush at 1.3 × the standard unit price, within the cent each is rounded to', () => {
    const standard = Number(option('standard').unitPrice)
    expect(option('standard').unitPrice).toBe(quote.unitPrice)
    expect(Math.abs(Number(option('rush').unitPrice) - standard * 1.3)).toBeLessThan(0.012)
    expect(Number(option('economy').unitPrice)).toBeLessThan(standard)
  })

  it('dates every tier at every quantity break', () => {
    expect(quote.quantityBreaks.map((b) => b.quantity)).toEqual([1, 10, 50, 100])
    for (const b of quote.quantityBreaks) {
      const tiers = b.tiers ?? []
      expect(tiers.map((t) => t.tier)).toEqual(['economy', 'standard', 'rush'])
      expect(tiers.find((t) => t.tier === 'standard')!.unitPrice).toBe(b.unitPrice)
      for (const t of tiers) expect(t.days).toBeGreaterThanOrEqual(1)
    }
    // More pieces take at least as long.
    const standard = quote.quantityBreaks.map((b) => b.tiers?.[1]?.days ?? 0)
    expect(standard).toEqual([...standard].sort((a, b) => a - b))
  })

  it('prices and dates the tier a buyer chose', () => {
    const rush = priceQuote(inputs({ tier: 'rush' }), defaultQuoteConfig(), libraries, { now: THURSDAY_10, booked: [] })
    expect(rush.leadTime).toMatchObject({ tier: 'rush', tierSource: 'user' })
    expect(rush.unitPrice).toBe(option('rush').unitPrice)
  })

  it('moves the standard date later behind 1,000 open lines, not the rush date', () => {
    // The saw's 30 min on Thu 3; the VMC then waits the ten booked days Thu 3 … Wed 16.
    const { config, booked } = loaded()
    const empty = priceQuote(inputs(), config, libraries, { now: THURSDAY_10, booked: [] }).leadTime!
    const busy = priceQuote(inputs(), config, libraries, { now: THURSDAY_10, booked }).leadTime!
    expect(busy.shipDate > empty.shipDate).toBe(true)
    expect(busy.segments.find((s) => s.key === 'vmc3')!.waitDays).toBe(10)
    expect(busy.offered.find((o) => o.tier === 'rush')!.shipDate).toBe(
      empty.offered.find((o) => o.tier === 'rush')!.shipDate,
    )
  })
})
