import { describe, expect, it } from 'vitest'
import type { Part } from '../../../../src/features/ai-quote/api/types.ts'
import { quotedDates } from '../../../../src/features/ai-quote/lib/quoted-parts.ts'
import { leadTime, part } from './support.ts'

// `quote-created` tells the host page each part's tier and promised dates, and when the whole
// upload has left and arrived: the latest of the priced parts.

function dated(partId: number, shipDate: string, deliveryDate: string): Part {
  const p = part(partId) as unknown as Part
  p.quote = { ...p.quote!, leadTime: { ...leadTime(), shipDate, deliveryDate } }
  return p
}

describe('quotedDates', () => {
  it('gives each part its dates and the upload the latest of them; an unpriced part has none', () => {
    const parts = new Map<number, Part>([
      [1, dated(1, '2026-12-10', '2026-12-14')],
      [2, dated(2, '2026-12-03', '2026-12-16')],
      [3, part(3) as unknown as Part],
    ])
    const dates = quotedDates([1, 2, 3, 4], (id) => parts.get(id))
    expect(dates.parts).toEqual([
      { partId: 1, tier: 'standard', days: 8, shipDate: '2026-12-10', deliveryDate: '2026-12-14' },
      { partId: 2, tier: 'standard', days: 8, shipDate: '2026-12-03', deliveryDate: '2026-12-16' },
      { partId: 3, tier: null, days: null, shipDate: null, deliveryDate: null },
      { partId: 4, tier: null, days: null, shipDate: null, deliveryDate: null },
    ])
    expect([dates.shipDate, dates.deliveryDate]).toEqual(['2026-12-10', '2026-12-16'])
  })

  it('has no upload dates when no part is priced', () => {
    expect(quotedDates([1], () => undefined)).toMatchObject({ shipDate: null, deliveryDate: null })
  })
})
