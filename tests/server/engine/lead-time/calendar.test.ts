import { describe, expect, it } from 'vitest'
import { calendarOf, dayOf, dateOf, schedule, shopClock, shopToday } from '../../../../server/engine/lead-time/index.ts'
import { inspection, libraries, material, section, shipping, shopAt, STANDARD } from './shop.ts'
import type { LeadTimeSection } from '../../../../contract/lead-time.ts'

// The shop's calendar: working weekdays less holidays plus make-up days, and the cutoff read on the
// shop's own clock. A route of no machining, no inspection and no shipping shows the start day
// (`startDate`) and the first day the parts may leave (the day after the start).

const started = (now: string, over: Partial<LeadTimeSection> = {}) =>
  schedule([material(), inspection(0), shipping(0)], STANDARD, section(over), libraries, shopAt(new Date(now)))

describe('the shop calendar', () => {
  it('counts today before the cutoff in Shanghai, the next working day from the cutoff on', () => {
    // 06:59Z is 14:59 in Shanghai (UTC+8) on Thursday 3 December; 07:00Z is 15:00.
    expect(started('2026-12-03T06:59:00Z').startDate).toBe('2026-12-03')
    expect(started('2026-12-03T07:00:00Z').startDate).toBe('2026-12-04')
  })

  it('reads the date on the shop clock, not in UTC', () => {
    // 17:00Z on the 3rd is 01:00 on Friday the 4th in Shanghai: before the cutoff of the 4th.
    expect(started('2026-12-03T17:00:00Z').startDate).toBe('2026-12-04')
    expect(shopToday(new Date('2026-12-03T17:00:00Z'), { timeZone: 'Asia/Shanghai' })).toBe('2026-12-04')
    expect(shopClock(new Date('2026-12-03T17:00:00Z'), 'Asia/Shanghai')).toEqual({
      day: dayOf('2026-12-04'),
      minute: 60,
    })
  })

  it('starts an order placed on Friday after the cutoff, or at the weekend, on Monday', () => {
    // Friday 4 December 15:30 local; Saturday 5 December 10:00 local; Sunday 23:59 local.
    expect(started('2026-12-04T07:30:00Z').startDate).toBe('2026-12-07')
    expect(started('2026-12-05T02:00:00Z').startDate).toBe('2026-12-07')
    expect(started('2026-12-06T15:59:00Z').startDate).toBe('2026-12-07')
    // Monday before the cutoff ships Tuesday at the earliest.
    expect(started('2026-12-07T02:00:00Z').shipDate).toBe('2026-12-08')
  })

  it('steps over a holiday to start and to ship', () => {
    // Thursday 31 December 16:00 local is after the cutoff; Friday 1 January is a holiday, so the
    // order starts Monday 4 January.
    const holidays = ['2027-01-01']
    expect(started('2026-12-31T08:00:00Z', { holidays }).startDate).toBe('2027-01-04')
    // Before the cutoff on the 31st it starts that day; the day after is the holiday, so the parts
    // leave on Monday 4th, and two shipping days later arrive on Wednesday 6th: 3 working days
    // (4th, 5th, 6th).
    const s = schedule(
      [material(), inspection(1), shipping(2)],
      STANDARD,
      section({ holidays }),
      libraries,
      shopAt(new Date('2026-12-31T02:00:00Z')),
    )
    expect(s).toMatchObject({ startDate: '2026-12-31', shipDate: '2027-01-04', deliveryDate: '2027-01-06', days: 3 })
  })

  it('works a make-up Saturday', () => {
    // Friday 8 January 2027 10:00 local; Saturday the 9th is a make-up working day. The parts
    // leave on the 9th and arrive Tuesday 12th (Mon 11, Tue 12): the 9th, 11th and 12th, 3 days.
    const s = (extraWorkdays: string[]) =>
      schedule(
        [material(), inspection(0), shipping(2)],
        STANDARD,
        section({ extraWorkdays }),
        libraries,
        shopAt(new Date('2027-01-08T02:00:00Z')),
      )
    expect(s(['2027-01-09'])).toMatchObject({ shipDate: '2027-01-09', deliveryDate: '2027-01-12', days: 3 })
    // Without it the parts leave Monday 11th and arrive Wednesday 13th.
    expect(s([])).toMatchObject({ shipDate: '2027-01-11', deliveryDate: '2027-01-13', days: 3 })
  })

  it('adds and counts working days over weekends', () => {
    const cal = calendarOf(section({ holidays: ['2026-12-08'] }))
    const fri = dayOf('2026-12-04')
    expect(dateOf(cal.add(dayOf('2026-12-05'), 0))).toBe('2026-12-07') // Saturday → Monday
    expect(dateOf(cal.add(fri, 1))).toBe('2026-12-07')
    expect(dateOf(cal.add(fri, 2))).toBe('2026-12-09') // the 8th is a holiday
    expect(cal.between(fri, fri)).toBe(0)
    expect(cal.between(fri, dayOf('2026-12-07'))).toBe(1)
    expect(cal.between(fri, dayOf('2026-12-09'))).toBe(2)
  })

  it('moves the cutoff with daylight saving time in Berlin', () => {
    const berlin = { timeZone: 'Europe/Berlin' }
    // Friday 27 March 2026 is winter time (UTC+1): 13:59Z is 14:59, 14:00Z is 15:00 → Monday 30th.
    expect(started('2026-03-27T13:59:00Z', berlin).startDate).toBe('2026-03-27')
    expect(started('2026-03-27T14:00:00Z', berlin).startDate).toBe('2026-03-30')
    // Monday 30 March is summer time (UTC+2): 12:59Z is 14:59, 13:00Z is already 15:00.
    expect(started('2026-03-30T12:59:00Z', berlin).startDate).toBe('2026-03-30')
    expect(started('2026-03-30T13:00:00Z', berlin).startDate).toBe('2026-03-31')
    // Sunday 25 October, 23:30Z is 00:30 on Monday 26th in winter time again.
    expect(started('2026-10-25T23:30:00Z', berlin).startDate).toBe('2026-10-26')
  })
})
