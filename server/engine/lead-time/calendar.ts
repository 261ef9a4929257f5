import type { LeadTimeSection } from '../../../contract/lead-time.ts'

// The shop's calendar. A day is a whole number (days since 1970-01-01 of the shop's local date), so
// adding and comparing days never meets a time zone or a daylight-saving change; only the moment
// of asking is turned into the shop's local date and time, once.

const DAY_MS = 86_400_000

/**
 * Day number of a YYYY-MM-DD date. Remembered: the shop's bookings name the same few hundred dates
 * thousands of times, and parsing is most of summing them.
 */
const days = new Map<string, number>()
export function dayOf(date: string): number {
  let day = days.get(date)
  if (day === undefined) {
    if (days.size > 10_000) days.clear()
    day = Date.parse(`${date}T00:00:00Z`) / DAY_MS
    days.set(date, day)
  }
  return day
}

/** YYYY-MM-DD of a day number. */
export const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** ISO weekday of a day number: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
const weekdayOf = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1

// One formatter per time zone: building one costs far more than using it, and every quote asks.
const formatters = new Map<string, Intl.DateTimeFormat>()
const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/**
 * The shop's local date (as a day number) and minutes since local midnight at a moment. The zone's
 * own rules give the local time, so a daylight-saving change moves the cutoff with the clock.
 */
export function shopClock(now: Date, timeZone: string): { day: number; minute: number } {
  const parts = formatterOf(timeZone).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)!.value
  return {
    day: dayOf(`${get('year')}-${get('month')}-${get('day')}`),
    minute: (Number(get('hour')) % 24) * 60 + Number(get('minute')),
  }
}

/** The shop's calendar: which days are worked, and stepping over the rest. */
export interface Calendar {
  isWorkday(day: number): boolean
  /** The first working day on or after `day`. */
  onOrAfter(day: number): number
  /** The working day `n` working days after `day` (n = 0: `day` itself, made a working day). */
  add(day: number, n: number): number
  /** Working days after `from` up to and including `to`. */
  between(from: number, to: number): number
}

/** The calendar of a lead-time section: working weekdays, less holidays, plus make-up days. */
export function calendarOf(section: LeadTimeSection): Calendar {
  const holidays = new Set(section.holidays.map(dayOf))
  const extra = new Set(section.extraWorkdays.map(dayOf))
  const weekdays = new Set(section.workdays)
  const isWorkday = (day: number) => extra.has(day) || (weekdays.has(weekdayOf(day)) && !holidays.has(day))
  const onOrAfter = (day: number) => {
    // A week always holds a working weekday; holidays are dates, so a year bounds the search.
    for (let d = day; d < day + 400; d++) if (isWorkday(d)) return d
    return day
  }
  return {
    isWorkday,
    onOrAfter,
    add(day, n) {
      let d = onOrAfter(day)
      for (let i = 0; i < n; i++) d = onOrAfter(d + 1)
      return d
    },
    between(from, to) {
      let n = 0
      for (let d = from + 1; d <= to; d++) if (isWorkday(d)) n++
      return n
    },
  }
}

/** Minutes since midnight of an "HH:mm" time. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/**
 * The day counting starts: today when it is a working day and the cutoff has not passed, else the
 * next working day (an order placed after the cutoff is taken in the next morning).
 */
export function startDay(now: Date, section: LeadTimeSection, calendar: Calendar): number {
  const { day, minute } = shopClock(now, section.timeZone)
  if (calendar.isWorkday(day) && minute < minutesOf(section.cutoff)) return day
  return calendar.onOrAfter(day + 1)
}
