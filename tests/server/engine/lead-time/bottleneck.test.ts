import { describe, expect, it } from 'vitest'
import { schedule } from '../../../../server/engine/lead-time/index.ts'
import {
  fullDays,
  inspection,
  libraries,
  machining,
  material,
  section,
  shipping,
  shopAt,
  STANDARD,
  THURSDAY_10,
  treatment,
} from './shop.ts'

// The step that takes the most days is the bottleneck the answer names: a machine kind whose queue
// is full, or a treatment longer than the machining. Ordered Thursday 3 December before the cutoff.

describe('the bottleneck of a route', () => {
  const route = [material(), machining('lathe', 300), machining('vmc3', 600), inspection(1), shipping(2)]

  it('is never the carrier or the tier buffer, however long they take', () => {
    // Lathe 300 min on Thu 3 (1 day), inspection Fri 4 (1 day), a 3-day buffer and 5 shipping days:
    // the steps the shop could act on tie at one day, and the first of them (the lathe) is named.
    const steps = [material(), machining('lathe', 300), inspection(1), shipping(5)]
    const s = schedule(steps, { ...STANDARD, extraDays: 3 }, section(), libraries, shopAt(THURSDAY_10))
    expect(s.segments.map((x) => x.kind)).toEqual(['material', 'machining', 'inspection', 'tier', 'shipping'])
    expect(s.bottleneck).toBe(1)
  })

  it('is the machining step whose kind is booked for days, with the days it waited', () => {
    // The VMC is booked full Thu 3, Fri 4, Mon 7, Tue 8. Lathe: 300 of 480 min on Thu 3, leaving
    // it at 62.5 % of the day. VMC: from Thu 3 it waits Thu 3, Fri 4, Mon 7, Tue 8 (4 days); 480
    // min Wed 9, 120 min Thu 10: Thu 3 … Thu 10 is 6 working days. Inspection Fri 11 (ship),
    // delivery Tue 15 after 2 shipping days. Days from Thu 3: 4, 7, 8, 9, 10, 11, 14, 15 = 8.
    const booked = fullDays('vmc3', ['2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08'])
    const s = schedule(route, STANDARD, section(), libraries, shopAt(THURSDAY_10, booked))
    expect(s.segments.map((x) => [x.kind, x.key, x.days, x.waitDays])).toEqual([
      ['material', '6061', 0, undefined],
      ['machining', 'lathe', 1, 0],
      ['machining', 'vmc3', 6, 4],
      ['inspection', null, 1, undefined],
      ['shipping', null, 2, undefined],
    ])
    expect(s.bottleneck).toBe(2)
    expect(s).toMatchObject({ startDate: '2026-12-03', shipDate: '2026-12-11', deliveryDate: '2026-12-15', days: 8 })
  })

  it('hands the part on to the next machine the same day on an empty shop', () => {
    // Lathe 300 min Thu 3 (to 62.5 % of the day); the VMC takes the 180 min left of Thu 3 and 420
    // on Fri 4. Inspection Mon 7 (ship), delivery Wed 9: 4, 7, 8, 9 = 4 days.
    const s = schedule(route, STANDARD, section(), libraries, shopAt(THURSDAY_10))
    expect(s.bookings).toEqual([
      { kind: 'lathe', day: '2026-12-03', minutes: 300 },
      { kind: 'vmc3', day: '2026-12-03', minutes: 180 },
      { kind: 'vmc3', day: '2026-12-04', minutes: 420 },
    ])
    expect(s.segments[2]).toMatchObject({ days: 2, waitDays: 0 })
    expect(s).toMatchObject({ shipDate: '2026-12-07', deliveryDate: '2026-12-09', days: 4 })
  })

  it('is the treatment when it takes longer than the machining', () => {
    // VMC 300 min on Thu 3; anodizing 5 working days Fri 4, Mon 7 … Thu 10; inspection Fri 11
    // (ship); delivery Tue 15: 8 days. Anodizing (5 days) is the longest step.
    const steps = [material(), machining('vmc3', 300), treatment('ANODIZE_CLEAR', 5), inspection(1), shipping(2)]
    const s = schedule(steps, STANDARD, section(), libraries, shopAt(THURSDAY_10))
    expect(s.segments.map((x) => x.days)).toEqual([0, 1, 5, 1, 2])
    expect(s.bottleneck).toBe(2)
    expect(s.segments[s.bottleneck]).toMatchObject({ kind: 'treatment', key: 'ANODIZE_CLEAR' })
    expect(s).toMatchObject({ shipDate: '2026-12-11', deliveryDate: '2026-12-15', days: 8 })
  })

  it('ends on a kind with no hours at all, two years out', () => {
    // A shop that set its VMC to 0 hours still gets an answer: the 730-day horizon.
    const s = schedule(route, STANDARD, section({ machineHours: { vmc3: 0 } }), libraries, shopAt(THURSDAY_10))
    expect(s.segments[2]!.waitDays).toBe(730)
    expect(s.days).toBeGreaterThan(730)
    expect(s.bookings.filter((b) => b.kind === 'vmc3')).toEqual([])
  })
})
