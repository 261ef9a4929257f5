import type { LeadSegment, LeadTier, LeadTimeSection } from '../../../../contract/lead-time.ts'
import type { EquipmentType } from '../../../../contract/process-library.ts'
import { defaultLibraryOptions, defaultQuoteConfig } from '../../../../server/engine/index.ts'
import type { Booking, ShopState } from '../../../../server/engine/lead-time/index.ts'

// A small shop for the lead-time tests: the default libraries hold one machine of every kind, and
// the default section works Monday to Friday, one shift of 8 h, in Asia/Shanghai with a 15:00
// cutoff, so every kind offers 480 minutes a working day (720 with the rush tier's 4 h overtime).
// Early December 2026: Thu 3, Fri 4, Mon 7 … Fri 11, Mon 14 … Fri 18.

export const libraries = defaultLibraryOptions()

/** The default lead-time section with some fields changed. */
export const section = (over: Partial<LeadTimeSection> = {}): LeadTimeSection => ({
  ...defaultQuoteConfig().leadTime,
  ...over,
})

export const STANDARD: LeadTier = { priceFactor: 0, overtimeHours: 0, queue: 'normal', extraDays: 0, maxDays: 0 }
export const ECONOMY: LeadTier = { ...STANDARD, priceFactor: -0.05, extraDays: 5 }
export const RUSH: LeadTier = { priceFactor: 0.3, overtimeHours: 4, queue: 'ahead', extraDays: 0, maxDays: 10 }

/** Thursday 2026-12-03, 10:00 in Shanghai: before the cutoff on a working day. */
export const THURSDAY_10 = new Date('2026-12-03T02:00:00Z')

export const shopAt = (now: Date, booked: readonly Booking[] = []): ShopState => ({ now, booked })

export const material = (days = 0, key = '6061'): LeadSegment => ({ kind: 'material', key, days })
export const machining = (kind: EquipmentType, minutes: number): LeadSegment => ({
  kind: 'machining',
  key: kind,
  days: 0,
  minutes,
  waitDays: 0,
})
export const treatment = (key: string, days: number): LeadSegment => ({ kind: 'treatment', key, days })
export const inspection = (days = 1): LeadSegment => ({ kind: 'inspection', key: null, days })
export const shipping = (days = 2): LeadSegment => ({ kind: 'shipping', key: null, days })

/** A kind's whole day (480 minutes) booked on each date. */
export const fullDays = (kind: EquipmentType, days: string[], minutes = 480): Booking[] =>
  days.map((day) => ({ kind, day, minutes }))
