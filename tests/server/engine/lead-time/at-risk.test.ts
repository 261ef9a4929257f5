import { describe, expect, it } from 'vitest'
import { defaultQuoteConfig, type QuoteConfig } from '../../../../server/engine/index.ts'
import { linesAtRisk, type BookedLine } from '../../../../server/engine/lead-time/index.ts'
import { libraries, section, THURSDAY_10 } from './shop.ts'

// A booked line is at risk when a day it has work on is booked beyond the machine's capacity
// (with the largest overtime of the tiers booked there) or is no longer a working day. A rush
// line went ahead of the queue and keeps its date; days already past are not checked.
// The VMC offers 480 min a day, 720 with the rush tier's 4 h overtime. Today is Thu 3 December.

const config = (holidays: string[] = []): QuoteConfig => {
  const c = defaultQuoteConfig()
  c.leadTime = section({ holidays })
  return c
}
const line = (id: number, tier: string, day: string, minutes: number): BookedLine => ({
  id,
  tier,
  bookings: [{ kind: 'vmc3', day, minutes }],
})

describe('lines at risk', () => {
  const normal = line(1, 'standard', '2026-12-07', 400)
  const ahead = line(2, 'rush', '2026-12-07', 500)

  it('flags the queued line on a day a rush line overbooked, not the rush line', () => {
    // Mon 7: 400 + 500 = 900 > 720.
    expect(linesAtRisk([normal, ahead], config(), libraries, THURSDAY_10)).toEqual(new Set([1]))
    // Alone, the same line fits its day.
    expect(linesAtRisk([normal], config(), libraries, THURSDAY_10)).toEqual(new Set())
  })

  it('ignores days already past', () => {
    // Tue 1 December is before today: 2000 minutes there were done (or not) already.
    const past = [line(3, 'standard', '2026-12-01', 1000), line(4, 'standard', '2026-12-01', 1000)]
    expect(linesAtRisk(past, config(), libraries, THURSDAY_10)).toEqual(new Set())
  })

  it('flags a line whose day was made a holiday after it was booked', () => {
    const tuesday = line(5, 'standard', '2026-12-08', 300)
    expect(linesAtRisk([tuesday], config(), libraries, THURSDAY_10)).toEqual(new Set())
    expect(linesAtRisk([tuesday], config(['2026-12-08']), libraries, THURSDAY_10)).toEqual(new Set([5]))
  })

  it('flags rush lines that overbook a day between them', () => {
    // Mon 7: two rush lines of 400, 800 > 720; the queued line there is at risk too.
    const lines = [line(10, 'rush', '2026-12-07', 400), line(11, 'rush', '2026-12-07', 400), normal]
    expect(linesAtRisk(lines, config(), libraries, THURSDAY_10)).toEqual(new Set([10, 11, 1]))
    // One rush line and the queued one: only the queued one.
    expect(linesAtRisk([ahead, normal], config(), libraries, THURSDAY_10)).toEqual(new Set([1]))
  })

  it('flags a rush line whose day was made a holiday', () => {
    expect(linesAtRisk([ahead], config(['2026-12-07']), libraries, THURSDAY_10)).toEqual(new Set([2]))
  })

  it('lets the rush line’s overtime carry its own work on its day', () => {
    // Mon 7: 300 + 400 = 700, beyond 480 but within the 720 of a day with the rush overtime.
    const lines = [line(8, 'standard', '2026-12-07', 300), line(9, 'rush', '2026-12-07', 400)]
    expect(linesAtRisk(lines, config(), libraries, THURSDAY_10)).toEqual(new Set())
  })

  it('counts the rush overtime on the day it was booked, not elsewhere', () => {
    // Wed 9 holds only queued lines: 300 + 300 = 600 > 480, both at risk.
    const lines = [ahead, line(6, 'standard', '2026-12-09', 300), line(7, 'standard', '2026-12-09', 300)]
    expect(linesAtRisk(lines, config(), libraries, THURSDAY_10)).toEqual(new Set([6, 7]))
  })
})
