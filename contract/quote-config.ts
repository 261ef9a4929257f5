import { z } from 'zod'
import type { ScreenName } from './route-table.ts'
import { dfmSectionSchema } from './dfm.ts'
import { leadTimeSectionSchema } from './lead-time.ts'
import { materialClassSchema } from './material-class.ts'
import { text } from './text.ts'

// The quote configuration: the server validates every saved configuration
// with these schemas and the editors derive their fields, bounds and messages from them, so a
// bound changed here changes both. The English messages are the engine's (tests and logs).

const number = (what: string) => z.number({ error: `${what} must be a number` })
const nonNegative = (what: string) =>
  number(what)
    .nonnegative({ error: `${what} must not be negative` })
    .finite()
/** An amount of money; `money` tells the screens to show it with the money format (format/money.ts). */
const money = (what: string) => nonNegative(what).meta({ money: true })
const positive = (what: string) =>
  number(what)
    .positive({ error: `${what} must be greater than 0` })
    .finite()
const rate = (what: string, max = 1) =>
  number(what)
    .min(0, { error: `${what} must not be negative` })
    .max(max, { error: `${what} must be at most ${max}` })
const coefficient = (what: string) =>
  number(what)
    .min(0.1, { error: `${what} must be at least 0.1` })
    .max(20, { error: `${what} must be at most 20` })

/** The menu (by name) whose action grants the quote configuration API checks, list and detail alike. */
export const QUOTE_CONFIG_SCREEN: ScreenName = 'QuoteConfigManage'

export { materialClassSchema }

/** Keys of the PMI tables, on `base`: an IT grade, and an Ra value in µm (also a finishing rate's key). */
export const itGradeKey = (base = text()) => base.regex(/^IT\d{1,2}$/).meta({ examples: ['IT7'] })
export const raKey = (base = text()) => base.regex(/^\d+(\.\d+)?$/).meta({ examples: ['1.6'] })

export const materialItemSchema = z.object({
  key: text().trim().min(1, { error: 'Material key is required' }),
  name: text().optional(),
  aliases: z.array(text()).default([]),
  density: positive('Density (g/cm³)'),
  priceKg: money('Material price per kg'),
  mrr: positive('Removal rate (cm³/min)'),
  class: materialClassSchema,
})

export const materialSectionSchema = z.object({
  items: z.array(materialItemSchema).min(1, { error: 'At least one material is required' }),
  defaultKey: text().min(1),
})

export const machiningSectionSchema = z.object({
  machines: z.record(
    text(),
    z.object({ rate: money('Machine rate per hour'), setupMin: nonNegative('Setup minutes') }),
  ),
  programmingRate: money('Programming rate per hour'),
  /** [upper removal volume cm³, factor] buckets, ascending. */
  sizeFactor: z.array(z.tuple([positive('Size bucket limit'), coefficient('Size factor')])).min(1),
  machineFactor: z.record(text(), coefficient('Machine factor')),
  turningMrrFactor: coefficient('Turning MRR factor'),
  finishCm2PerMin: z.record(text(), positive('Finishing rate (cm²/min)')),
  finishMatFactor: z.record(materialClassSchema, coefficient('Finishing material factor')),
  featureMin: z.object({
    drill: nonNegative('Drill minutes'),
    drillLarge: nonNegative('Large drill minutes'),
    tapSmall: nonNegative('Tap minutes'),
    tapMid: nonNegative('Tap minutes'),
    threadMill: nonNegative('Thread-mill minutes'),
    ream: nonNegative('Ream minutes'),
    cbore: nonNegative('Counterbore minutes'),
    toolChange: nonNegative('Tool change minutes'),
    handlingPerSetup: nonNegative('Handling minutes per setup'),
  }),
  featureMatFactor: z.record(materialClassSchema, coefficient('Feature material factor')),
  progHours: z.object({
    simple: nonNegative('Programming hours'),
    medium: nonNegative('Programming hours'),
    complex: nonNegative('Programming hours'),
    fiveAxisFactor: coefficient('Five-axis programming factor'),
  }),
  faiMin: nonNegative('First-article minutes'),
  thinWallFactor: coefficient('Thin-wall factor'),
})

export const treatmentItemSchema = z.object({
  key: text().trim().min(1),
  name: text(),
  kind: z.enum(['surface', 'heat']),
  aliases: z.array(text()).default([]),
  appliesTo: z.array(materialClassSchema).min(1),
  basis: z.enum(['dm2', 'kg', 'piece']),
  unitPrice: money('Treatment unit price'),
  minCharge: money('Treatment minimum charge'),
  leadDays: z.number().int().nonnegative(),
})

export const treatmentSectionSchema = z.object({ items: z.array(treatmentItemSchema) })

export const otherSectionSchema = z.object({
  mgmtRate: rate('Management fee rate'),
  profitRate: rate('Profit rate', 3),
  vatRate: rate('Invoice tax rate', 0.3),
  minLine: money('Minimum line amount'),
  /** [minimum quantity, factor] steps, ascending; a factor of 0 would make the part free. */
  qtyDiscount: z
    .array(
      z.tuple([
        z.number().int().positive(),
        number('Quantity discount factor')
          .gt(0, { error: 'Quantity discount factor must be greater than 0' })
          .max(1, { error: 'Quantity discount factor must be at most 1' }),
      ]),
    )
    .min(1),
  fixtureFee: money('Fixture fee'),
  inspectPerPiece: money('Inspection per piece'),
  packPerPiece: money('Packaging per piece'),
  reviewUnitPrice: money('Manual review threshold'),
})

export const blankSectionSchema = z.object({
  plateSideMm: nonNegative('Plate allowance'),
  plateThickSideMm: nonNegative('Plate thickness allowance'),
  barDiaSideMm: z.array(z.tuple([positive('Bar Ø limit'), nonNegative('Bar allowance')])).min(1),
  facingPerEndMm: nonNegative('Facing allowance'),
  kerfMm: nonNegative('Kerf'),
  chuckGripMm: nonNegative('Chuck grip'),
  heatTreatSideMm: nonNegative('Heat-treatment allowance'),
  plateThicknesses: z.array(positive('Stock thickness')),
  roundDiameters: z.array(positive('Stock diameter')),
  scrapFactor: z
    .number()
    .min(1, { error: 'Scrap factor must be at least 1' })
    .max(3, { error: 'Scrap factor must be at most 3' }),
  minBillKg: nonNegative('Minimum billed mass'),
  sawPerCut: money('Saw cost per cut'),
  nearNetRatio: positive('Near-net ratio'),
  shellStockRemovalFactor: rate('Shell stock factor'),
})

export const pmiSectionSchema = z.object({
  mode: z.enum(['global', 'partial']),
  nRef: z.number().int().positive(),
  /** IT grade (5…12) → coefficient. */
  tol: z.record(itGradeKey(), coefficient('Tolerance coefficient')),
  /** Ra µm → coefficient. */
  ra: z.record(raKey(), coefficient('Roughness coefficient')),
})

/**
 * The sections, in the order of the detail screen; each is saved on its own. A configuration saved
 * before lead times or the DFM rules existed gets their defaults (every field has its default).
 */
export const SECTION_SCHEMAS = {
  material: materialSectionSchema,
  machining: machiningSectionSchema,
  treatment: treatmentSectionSchema,
  other: otherSectionSchema,
  blank: blankSectionSchema,
  pmi: pmiSectionSchema,
  leadTime: leadTimeSectionSchema.prefault({}),
  dfm: dfmSectionSchema.prefault({}),
}
export type SectionName = keyof typeof SECTION_SCHEMAS
export const SECTION_NAMES = Object.keys(SECTION_SCHEMAS) as [SectionName, ...SectionName[]]

/** A complete quote configuration: the sections plus identification. */
export const quoteConfigSchema = z.object({
  currency: text().length(3),
  priceTableDate: text().min(1),
  quoteValidityDays: z.number().int().positive(),
  ...SECTION_SCHEMAS,
})

/** A validated quote configuration. */
export type QuoteConfig = z.infer<typeof quoteConfigSchema>
export type MaterialClass = z.infer<typeof materialClassSchema>
export type MaterialItem = QuoteConfig['material']['items'][number]
export type TreatmentItem = QuoteConfig['treatment']['items'][number]
