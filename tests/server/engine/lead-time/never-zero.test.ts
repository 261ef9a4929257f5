import { describe, expect, it } from 'vitest'
import { defaultQuoteConfig } from '../../../../server/engine/index.ts'
import { leadTimeOf, schedule } from '../../../../server/engine/lead-time/index.ts'
import {
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

// A part is never promised in 0 days: with no machining minutes, no inspection and no shipping,
// the parts still leave the working day after the start.

const nothing = [material(), machining('vmc3', 0), inspection(0), shipping(0)]

describe('a part with nothing to wait for', () => {
  it('ships the working day after the start, one day', () => {
    // Thursday 3 December before the cutoff: starts the 3rd, leaves Friday the 4th.
    const s = schedule(nothing, STANDARD, section(), libraries, shopAt(THURSDAY_10))
    expect(s).toMatchObject({ startDate: '2026-12-03', shipDate: '2026-12-04', deliveryDate: '2026-12-04', days: 1 })
    expect(s.segments[1]).toMatchObject({ kind: 'machining', days: 0, waitDays: 0 })
    expect(s.bookings).toEqual([])
  })

  it('ships Tuesday when ordered on Friday after the cutoff', () => {
    // Friday 4 December 16:00 local: starts Monday 7th, leaves Tuesday 8th.
    const s = schedule(nothing, RUSH, section(), libraries, shopAt(new Date('2026-12-04T08:00:00Z')))
    expect(s).toMatchObject({ startDate: '2026-12-07', shipDate: '2026-12-08', days: 1 })
  })

  it('answers at least one day for every tier offered', () => {
    const lead = leadTimeOf(
      nothing,
      { value: 'standard', source: 'default' },
      defaultQuoteConfig(),
      libraries,
      shopAt(THURSDAY_10),
      () => ({
        unitPrice: null,
        unitPriceWithTax: null,
        total: null,
      }),
    )
    expect(lead.days).toBe(1)
    expect(lead.offered.length).toBe(3)
    for (const o of lead.offered) {
      expect(o.days).toBeGreaterThanOrEqual(1)
      expect(o.shipDate > lead.startDate).toBe(true)
    }
  })
})
