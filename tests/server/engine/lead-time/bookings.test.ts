import { describe, expect, it } from 'vitest'
import { defaultQuoteConfig, type QuoteConfig } from '../../../../server/engine/index.ts'
import { bookLeadTime, leadTimeOf, type Booking } from '../../../../server/engine/lead-time/index.ts'
import { fullDays, inspection, libraries, machining, material, shipping, shopAt, THURSDAY_10 } from './shop.ts'

// Accepting a line reserves the minutes its date was worked out with, so the next quote for the
// same work waits behind it. Default tiers; ordered Thursday 3 December before the cutoff.

const config: QuoteConfig = defaultQuoteConfig()
const unpriced = () => ({ unitPrice: null, unitPriceWithTax: null, total: null })
const steps = [material(), machining('lathe', 300), machining('vmc3', 600), inspection(1), shipping(2)]
const quoted = (tier: string, booked: readonly Booking[] = []) =>
  leadTimeOf(steps, { value: tier, source: 'user' }, config, libraries, shopAt(THURSDAY_10, booked), unpriced)
const sum = (bookings: readonly Booking[], kind?: string) =>
  bookings.filter((b) => !kind || b.kind === kind).reduce((s, b) => s + b.minutes, 0)

describe('booking a line', () => {
  it('reserves exactly the machining minutes it dated', () => {
    const booked = bookLeadTime(quoted('standard'), config, libraries, shopAt(THURSDAY_10))
    expect(sum(booked.bookings, 'lathe')).toBe(300)
    expect(sum(booked.bookings, 'vmc3')).toBe(600)
    expect(booked.shipDate).toBe(quoted('standard').shipDate)
  })

  it('moves the next identical line later', () => {
    // First line: lathe 300 Thu 3; VMC 180 Thu 3 + 420 Fri 4; inspection Mon 7, then standard's
    // 2-day buffer Tue 8, Wed 9: ships Wed 9.
    // Second: lathe 180 Thu 3 + 120 Fri 4 (to 25 % of the day); VMC 60 Fri 4 (after the first
    // line's 420), 480 Mon 7, 60 Tue 8; inspection Wed 9, buffer Thu 10, Fri 11: ships Fri 11.
    const first = bookLeadTime(quoted('standard'), config, libraries, shopAt(THURSDAY_10))
    expect(first.shipDate).toBe('2026-12-09')
    const second = quoted('standard', first.bookings)
    expect(second.shipDate).toBe('2026-12-11')
    expect(second.segments.find((s) => s.key === 'vmc3')).toMatchObject({ days: 3, waitDays: 0 })
    // Booked in turn, the two lines together never exceed a day's 480 minutes on any machine.
    const both = [
      ...first.bookings,
      ...bookLeadTime(second, config, libraries, shopAt(THURSDAY_10, first.bookings)).bookings,
    ]
    const perDay = new Map<string, number>()
    for (const b of both) perDay.set(`${b.kind} ${b.day}`, (perDay.get(`${b.kind} ${b.day}`) ?? 0) + b.minutes)
    expect(Math.max(...perDay.values())).toBe(480)
    expect(sum(both)).toBe(1800)
  })

  it('books an economy line once with its slack, not twice', () => {
    // Economy's extra days are a step of the quoted answer; booking dates it again with the
    // tier, so the slack must not be counted a second time: the same ship date, one slack step.
    const lead = quoted('economy')
    const booked = bookLeadTime(lead, config, libraries, shopAt(THURSDAY_10))
    expect(booked.segments.filter((s) => s.kind === 'tier')).toHaveLength(1)
    expect(booked.shipDate).toBe(lead.shipDate)
  })

  it('queues a rush line behind rush work booked before it, not behind normal work', () => {
    // VMC only, 600 min; rush runs 720 a day. The first rush line takes 600 on Thu 3 and ships
    // Fri 4. Normal work fills Thu 3 to Tue 8 as well; the second rush line passes it, but not
    // the first: 120 left on Thu 3, 480 Fri 4; inspection and ship Mon 7.
    const vmc = [material(), machining('vmc3', 600), inspection(1), shipping(2)]
    const rush = (booked: readonly Booking[]) =>
      leadTimeOf(vmc, { value: 'rush', source: 'user' }, config, libraries, shopAt(THURSDAY_10, booked), unpriced)
    const normal = fullDays('vmc3', ['2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08'])
    const first = bookLeadTime(rush(normal), config, libraries, shopAt(THURSDAY_10, normal))
    expect(first.bookings).toEqual([{ kind: 'vmc3', day: '2026-12-03', minutes: 600, ahead: true }])
    expect(first.shipDate).toBe('2026-12-04')
    expect(rush([...normal, ...first.bookings]).shipDate).toBe('2026-12-07')
  })

  it('books a tier the shop no longer offers at the default tier', () => {
    const lead = { ...quoted('standard'), tier: 'gone' }
    // Standard: machining done Fri 4, inspection Mon 7, buffer Tue 8 and Wed 9.
    expect(bookLeadTime(lead, config, libraries, shopAt(THURSDAY_10)).shipDate).toBe('2026-12-09')
  })
})
