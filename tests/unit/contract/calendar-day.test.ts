import { describe, expect, it } from 'vitest'
import { formatCalendarDay, parseCalendarDay } from '../../../contract/format/calendar-day.ts'

// A ship date is the shop's calendar day: it reads the same on every clock, with its weekday, in
// the reader's language, and with its year only when that is not this year.

describe('formatCalendarDay', () => {
  it('writes a day with its weekday in either language', () => {
    expect(formatCalendarDay('2026-12-03', 'zh-CN', { thisYear: 2026 })).toBe('12月3日 周四')
    expect(formatCalendarDay('2026-12-03', 'en', { thisYear: 2026 })).toBe('Thu, Dec 3')
  })

  it('leaves the weekday out when asked, and adds the year of another year', () => {
    expect(formatCalendarDay('2026-12-03', 'zh-CN', { thisYear: 2026, weekday: false })).toBe('12月3日')
    expect(formatCalendarDay('2026-12-03', 'en', { thisYear: 2026, weekday: false })).toBe('Dec 3')
    expect(formatCalendarDay('2027-01-04', 'zh-CN', { thisYear: 2026 })).toBe('2027年1月4日 周一')
    expect(formatCalendarDay('2027-01-04', 'en', { thisYear: 2026 })).toBe('Mon, Jan 4, 2027')
  })

  it('does not move the day with the reader’s time zone', () => {
    // UTC midnight of the day: a reader west of Greenwich would otherwise see the day before.
    expect(parseCalendarDay('2026-12-03')?.toISOString()).toBe('2026-12-03T00:00:00.000Z')
  })

  it('gives nothing for a missing, malformed or impossible day', () => {
    expect(formatCalendarDay(null, 'en')).toBe('')
    expect(formatCalendarDay('', 'en')).toBe('')
    expect(formatCalendarDay('3.12.2026', 'en')).toBe('')
    expect(formatCalendarDay('2026-02-30', 'en')).toBe('')
  })
})
