import { describe, expect, it } from 'vitest'
import { groupOf, groupRecords } from '../../../../src/features/chat-history/lib/group-by-date.ts'

// Local-time constructors throughout: the groups follow the user's calendar, not UTC.
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString()
const record = (id: number, updateTime: string, name = '') => ({ id, name, updateTime })

describe('groupOf', () => {
  const now = new Date(2026, 2, 15, 10, 30) // 15 March 2026, 10:30 local

  it('puts today, yesterday, this month and earlier apart by local calendar day', () => {
    expect(groupOf(at(2026, 3, 15, 0, 0), now)).toBe('today')
    expect(groupOf(at(2026, 3, 15, 10, 29), now)).toBe('today')
    expect(groupOf(at(2026, 3, 14, 23, 59), now)).toBe('yesterday')
    expect(groupOf(at(2026, 3, 14, 0, 0), now)).toBe('yesterday')
    expect(groupOf(at(2026, 3, 13, 23, 59), now)).toBe('thisMonth')
    expect(groupOf(at(2026, 3, 1, 0, 0), now)).toBe('thisMonth')
    expect(groupOf(at(2026, 2, 28, 23, 59), now)).toBe('earlier')
    expect(groupOf(at(2025, 3, 15), now)).toBe('earlier')
  })

  it('on the 1st, yesterday is the last day of the previous month', () => {
    const first = new Date(2026, 2, 1, 8, 0)
    expect(groupOf(at(2026, 2, 28, 22, 0), first)).toBe('yesterday')
    expect(groupOf(at(2026, 2, 27), first)).toBe('earlier')
  })

  it('on 1 January, yesterday is 31 December and last year is earlier', () => {
    const newYear = new Date(2027, 0, 1, 0, 5)
    expect(groupOf(at(2026, 12, 31, 23, 0), newYear)).toBe('yesterday')
    expect(groupOf(at(2026, 12, 30), newYear)).toBe('earlier')
    expect(groupOf(at(2027, 1, 1, 0, 1), newYear)).toBe('today')
  })

  it('on the 2nd, the 1st is yesterday, not this month', () => {
    expect(groupOf(at(2026, 3, 1, 9), new Date(2026, 2, 2, 9))).toBe('yesterday')
  })

  it('counts future times (clock skew) as today and unreadable ones as earlier', () => {
    expect(groupOf(at(2026, 3, 16), now)).toBe('today')
    expect(groupOf('not a date', now)).toBe('earlier')
    expect(groupOf('', now)).toBe('earlier')
  })
})

describe('groupRecords', () => {
  it('keeps the server order inside each group, the groups in fixed order, and drops empty ones', () => {
    const now = new Date(2026, 2, 15, 10, 30)
    const rows = [
      record(1, at(2026, 3, 15, 9)),
      record(2, at(2026, 3, 2)),
      record(3, at(2026, 3, 15, 8)),
      record(4, at(2025, 12, 1)),
    ]
    const groups = groupRecords(rows, now)
    expect(groups.map((g) => g.key)).toEqual(['today', 'thisMonth', 'earlier'])
    expect(groups[0]?.records.map((r) => r.id)).toEqual([1, 3])
    expect(groupRecords([], now)).toEqual([])
  })
})
