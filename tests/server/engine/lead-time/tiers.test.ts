import { describe, expect, it } from 'vitest'
import { defaultQuoteConfig, type QuoteConfig } from '../../../../server/engine/index.ts'
import { datedTiers, leadTimeOf, schedule } from '../../../../server/engine/lead-time/index.ts'
import type { LeadTier } from '../../../../contract/lead-time.ts'
import {
  ECONOMY,
  fullDays,
  inspection,
  libraries,
  machining,
  material,
  RUSH,
  section,
  shipping,
  shopAt,
  STANDARD,
  THURSDAY_10,
} from './shop.ts'

// Tiers change the date: rush runs overtime ahead of the queue, economy waits days on purpose, and
// a tier whose longest promise the capacity cannot meet is refused. Ordered Thursday 3 December.

const withTiers = (tiers: Record<string, LeadTier>): QuoteConfig => {
  const config = defaultQuoteConfig()
  config.leadTime = section({ tiers, defaultTier: 'standard' })
  return config
}
const unpriced = () => ({ unitPrice: null, unitPriceWithTax: null, total: null })
const steps = (minutes: number) => [material(), machining('vmc3', minutes), inspection(1), shipping(2)]

describe('delivery tiers', () => {
  it('refuses rush when even its overtime cannot meet its longest promise', () => {
    // Rush: 720 min a day ahead of the queue. 2400 min: Thu 3, Fri 4, Mon 7 (720 each), Tue 8
    // (240); inspection Wed 9, delivery Fri 11: 4, 7, 8, 9, 10, 11 = 6 days > 5.
    // Standard: 480 a day, Thu 3 … Wed 9; inspection Thu 10; delivery Mon 14: 7 days, no limit.
    const config = withTiers({ standard: STANDARD, rush: { ...RUSH, maxDays: 5 } })
    const lead = leadTimeOf(
      steps(2400),
      { value: 'rush', source: 'user' },
      config,
      libraries,
      shopAt(THURSDAY_10),
      unpriced,
    )
    expect(lead.offered.map((o) => [o.tier, o.days, o.shipDate])).toEqual([['standard', 7, '2026-12-10']])
    expect(lead.refused).toEqual([{ tier: 'rush', days: 6, maxDays: 5 }])
    // The chosen tier is still dated: the buyer sees how late it would be.
    expect(lead).toMatchObject({ tier: 'rush', tierSource: 'user', days: 6, shipDate: '2026-12-09' })
  })

  it('refuses a tier the booked capacity no longer meets', () => {
    // Express: in the queue with 2 h overtime, 600 min a day, at most 4 days. 600 min on an empty
    // shop: Thu 3; inspection Fri 4; delivery Tue 8: 4, 7, 8 = 3 days, offered. With the VMC booked
    // 480 on Thu 3 and Fri 4, 120 free each: Thu 3 120, Fri 4 120, Mon 7 360; inspection Tue 8;
    // delivery Thu 10: 4, 7, 8, 9, 10 = 5 days > 4, refused.
    const express: LeadTier = { ...STANDARD, overtimeHours: 2, maxDays: 4 }
    const config = withTiers({ standard: STANDARD, express })
    const dated = (booked = fullDays('vmc3', [])) =>
      datedTiers(steps(600), config, libraries, shopAt(THURSDAY_10, booked)).find((t) => t.tier === 'express')!
    expect(dated()).toMatchObject({ refused: false, scheduled: { days: 3 } })
    expect(dated(fullDays('vmc3', ['2026-12-03', '2026-12-04']))).toMatchObject({
      refused: true,
      scheduled: { days: 5 },
    })
  })

  it('dates rush earlier and economy later than standard on a loaded shop', () => {
    // The VMC is booked full Thu 3, Fri 4, Mon 7; the part needs 600 min.
    // Standard waits Thu 3, Fri 4, Mon 7; 480 Tue 8, 120 Wed 9; inspection Thu 10; delivery Mon 14:
    //   4, 7, 8, 9, 10, 11, 14 = 7 days.
    // Rush goes ahead with 720 a day: Thu 3; inspection Fri 4; delivery Tue 8: 3 days.
    // Economy machines as standard does (done Wed 9, inspection Thu 10), then its 5-day buffer
    //   Fri 11, Mon 14 … Thu 17: ships Thu 17; delivery Mon 21: 4, 7 … 11, 14 … 18, 21 = 12 days.
    const shop = shopAt(THURSDAY_10, fullDays('vmc3', ['2026-12-03', '2026-12-04', '2026-12-07']))
    const at = (tier: LeadTier) => schedule(steps(600), tier, section(), libraries, shop)
    expect(at(STANDARD)).toMatchObject({ shipDate: '2026-12-10', deliveryDate: '2026-12-14', days: 7 })
    expect(at(RUSH)).toMatchObject({ shipDate: '2026-12-04', deliveryDate: '2026-12-08', days: 3 })
    expect(at(ECONOMY)).toMatchObject({ shipDate: '2026-12-17', deliveryDate: '2026-12-21', days: 12 })
    expect(at(ECONOMY).segments.map((s) => s.kind)).toEqual(['material', 'machining', 'inspection', 'tier', 'shipping'])
  })

  it('offers the tiers in the shop’s order with their price factors', () => {
    const config = withTiers({ economy: ECONOMY, standard: STANDARD, rush: RUSH })
    const lead = leadTimeOf(
      steps(600),
      { value: 'standard', source: 'default' },
      config,
      libraries,
      shopAt(THURSDAY_10),
      unpriced,
    )
    expect(lead.offered.map((o) => [o.tier, o.priceFactor])).toEqual([
      ['economy', -0.05],
      ['standard', 0],
      ['rush', 0.3],
    ])
    expect(lead.tierSource).toBe('default')
  })
})
