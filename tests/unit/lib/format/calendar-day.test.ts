import { describe, expect, it } from 'vitest'
import { formatCalendarDay } from '../../../../src/lib/format/calendar-day.ts'

// A ship date is a day of the shop's calendar: the reader sees it in their language with its
// weekday, and no time zone moves it to the day before or after.

describe('a calendar day in the reader’s language', () => {
  it('reads as Chinese and English readers write a date, with the weekday', () => {
    expect(formatCalendarDay('2026-12-03', 'zh-CN')).toBe('2026年12月3日 周四')
    expect(formatCalendarDay('2026-12-03', 'en')).toBe('Thu, Dec 3, 2026')
  })

  it('keeps the first and last day of a year on their own day', () => {
    expect(formatCalendarDay('2027-01-01', 'en')).toBe('Fri, Jan 1, 2027')
    expect(formatCalendarDay('2026-12-31', 'zh-CN')).toBe('2026年12月31日 周四')
  })

  it('gives nothing for a missing or malformed date', () => {
    for (const day of [null, undefined, '', '2026-02-30', '03/12/2026', '2026-12-03T00:00:00Z'])
      expect(formatCalendarDay(day, 'en')).toBe('')
  })
})
