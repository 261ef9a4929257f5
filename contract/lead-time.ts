import { z } from 'zod'
import { EQUIPMENT_TYPES } from './equipment-types.ts'
import { text } from './text.ts'

// Lead time: the shop's calendar, capacity and delivery tiers (a section of the versioned quote
// configuration, edited by staff), and the dated answer every priced part carries. Days are
// working days of the shop's calendar; dates are the shop's local calendar dates.

const days = (what: string, max = 365) =>
  z
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a whole number of days` })
    .min(0, { error: `${what} must not be negative` })
    .max(max, { error: `${what} must be at most ${max}` })

function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** A calendar date of the shop, YYYY-MM-DD (month 01–12, day 01–31). */
export const calendarDay = text()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'A date is written YYYY-MM-DD' })
  .meta({ examples: ['2026-10-01'] })

/** How a tier changes the date and the price. */
export const leadTierSchema = z.object({
  /** Added to the price factor: −0.05 takes 5 % off, 0.3 adds 30 %. */
  priceFactor: z
    .number({ error: 'Tier price factor must be a number' })
    .min(-0.5, { error: 'Tier price factor must be at least -0.5' })
    .max(5, { error: 'Tier price factor must be at most 5' }),
  /** Extra hours a day each machine runs for this tier's work (overtime). */
  overtimeHours: z
    .number({ error: 'Overtime hours must be a number' })
    .min(0, { error: 'Overtime hours must not be negative' })
    .max(16, { error: 'Overtime hours must be at most 16' }),
  /** `ahead` goes before the work already booked (it may push others); `normal` waits behind it. */
  queue: z.enum(['normal', 'ahead']),
  /**
   * A scheduling buffer added to the date on purpose: the shop's slack for the unforeseen (standard)
   * or the gaps it fills the part into (economy); 0 for a tier that promises its shortest date.
   */
  extraDays: days('Extra days', 60),
  /** The longest lead time the tier promises; a date the capacity cannot meet refuses it. 0: no limit. */
  maxDays: days('Longest lead time', 365),
})
export type LeadTier = z.infer<typeof leadTierSchema>

export const leadTimeSectionSchema = z.object({
  /** The shop's time zone (IANA): "today", the cutoff and every date are its local ones. */
  timeZone: text()
    .min(1)
    .refine(knownTimeZone, { error: 'Unknown time zone (use an IANA name such as Asia/Shanghai)' })
    .default('Asia/Shanghai'),
  /** Orders after this local time start counting on the next working day. */
  cutoff: text()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'The cutoff is a time HH:mm' })
    .meta({ examples: ['15:00'] })
    .default('15:00'),
  /** Working weekdays, ISO numbers (1 Monday … 7 Sunday). */
  workdays: z
    .array(z.number().int().min(1).max(7))
    .min(1, { error: 'At least one working weekday is required' })
    .default([1, 2, 3, 4, 5]),
  /** Closed dates on working weekdays. */
  holidays: z.array(calendarDay).default([]),
  /** Working dates on weekends (make-up working days). */
  extraWorkdays: z.array(calendarDay).default([]),
  shifts: z.number().int().min(1).max(3).default(1),
  hoursPerShift: z.number().positive().max(12).default(8),
  /**
   * Hours a day per machine kind, all its machines together. A kind left out gets its enabled
   * machines of the equipment library × shifts × hours per shift.
   */
  machineHours: z
    .partialRecord(
      z.enum(EQUIPMENT_TYPES),
      z
        .number()
        .min(0)
        .max(24 * 50),
    )
    .default({}),
  /** Procurement days per material key; a material left out is in stock (0). */
  materialDays: z.record(text(), days('Procurement days', 120)).default({}),
  /** Inspection and packing after the last operation. */
  inspectPackDays: days('Inspection and packing days', 30).default(1),
  /** Shipping days when the buyer names no region. */
  shippingDays: days('Shipping days', 60).default(2),
  /** Shipping days per region the shop ships to. */
  regionShippingDays: z.record(text(), days('Shipping days', 60)).default({}),
  /** The tiers the shop offers, by key; the default one prices a part nobody chose a tier for. */
  tiers: z
    .record(text(), leadTierSchema)
    .refine((t) => Object.keys(t).length > 0, { error: 'At least one tier is required' })
    .default({
      economy: { priceFactor: -0.05, overtimeHours: 0, queue: 'normal', extraDays: 7, maxDays: 0 },
      standard: { priceFactor: 0, overtimeHours: 0, queue: 'normal', extraDays: 2, maxDays: 0 },
      rush: { priceFactor: 0.3, overtimeHours: 4, queue: 'ahead', extraDays: 0, maxDays: 10 },
    }),
  defaultTier: text().min(1).default('standard'),
})
export type LeadTimeSection = z.infer<typeof leadTimeSectionSchema>

// ── the answer ──────────────────────────────────────────────────────────────

/** One step of the way to the ship date, in order; the longest of the shop's own is the bottleneck. */
export const leadSegment = z.object({
  kind: z.enum(['material', 'machining', 'treatment', 'inspection', 'shipping', 'tier']),
  /** Material key, machine kind or treatment key it stands for. */
  key: z.string().nullable(),
  /** Working days it takes (for machining: from the day it may start to the day it ends). */
  days: z.number().int(),
  /** Machining only: batch minutes on that kind of machine (pieces × minutes + setups). */
  minutes: z.number().optional(),
  /** Machining only: days spent waiting behind work already booked. */
  waitDays: z.number().int().optional(),
})
export type LeadSegment = z.infer<typeof leadSegment>

/** A tier as offered for one part: its date and the price it gives. */
export const leadOption = z.object({
  tier: z.string(),
  days: z.number().int().positive(),
  shipDate: z.string().describe('YYYY-MM-DD, shop local: the parts leave the shop'),
  deliveryDate: z.string().describe('YYYY-MM-DD: shipDate plus shipping days'),
  priceFactor: z.number(),
  unitPrice: z.string().nullable(),
  unitPriceWithTax: z.string().nullable(),
  total: z.string().nullable(),
})
export type LeadOption = z.infer<typeof leadOption>

/** A part's lead time: the chosen tier's date with its reasons, and every tier offered. */
export const leadTime = z.object({
  tier: z.string(),
  tierSource: z.enum(['user', 'default']),
  days: z.number().int().positive().describe('Working days from the start day to delivery'),
  startDate: z.string().describe('The day counting starts: today before the cutoff, else the next working day'),
  shipDate: z.string(),
  deliveryDate: z.string(),
  segments: z.array(leadSegment).describe('In route order; the chosen tier'),
  bottleneck: z
    .number()
    .int()
    .describe('Index into segments of the longest step the shop does or buys (not shipping, not the tier buffer)'),
  offered: z.array(leadOption).describe('Tiers the capacity can meet, cheapest first'),
  refused: z
    .array(z.object({ tier: z.string(), days: z.number().int(), maxDays: z.number().int() }))
    .describe('Tiers whose promise the capacity cannot meet now'),
})
export type LeadTime = z.infer<typeof leadTime>
