import { describe, expect, it } from 'vitest'
import { entryTime } from '../../../../src/features/chat-history/lib/entry-time.ts'

// Local times, so the test holds in any time zone.
const at = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min).toISOString()
const now = new Date(2026, 10, 27, 19, 30)

describe('entryTime', () => {
  it('shows the time of day under today and yesterday', () => {
    expect(entryTime(at(2026, 11, 27, 9, 5), 'today', now)).toBe('09:05')
    expect(entryTime(at(2026, 11, 26, 23, 59), 'yesterday', now)).toBe('23:59')
  })

  it('adds the day in this year, and the year before it', () => {
    expect(entryTime(at(2026, 11, 3, 8, 0), 'thisMonth', now)).toBe('11-03 08:00')
    expect(entryTime(at(2026, 2, 14, 16, 45), 'earlier', now)).toBe('02-14 16:45')
    expect(entryTime(at(2025, 12, 31, 7, 10), 'earlier', now)).toBe('2025-12-31 07:10')
  })

  it('shows nothing for an unreadable time', () => {
    expect(entryTime('not a time', 'earlier', now)).toBe('')
  })
})
