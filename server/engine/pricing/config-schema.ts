import { z } from 'zod'

// The zod schema of a quote configuration: the server validates saved configurations with it, so
// every bound here is a rule the pricing engineer sees as an error message.

const money = (what: string) => z.number({ error: `${what} must be a number` }).nonnegative({ error: `${what} must not be negative` }).finite()
const positive = (what: string) => z.number({ error: `${what} must be a number` }).positive({ error: `${what} must be greater than 0` }).finite()
const rate = (what: string, max = 1) =>
  z.number({ error: `${what} must be a number` }).min(0, { error: `${what} must not be negative` }).max(max, { error: `${what} must be at most ${max}` })
const coefficient = (what: string) =>
  z.number({ error: `${what} must be a number` }).min(0.1, { error: `${what} must be at least 0.1` }).max(20, { error: `${what} must be at most 20` })

/** Machinability classes drive time factors and treatment compatibility. */
export const materialClassSchema = z.enum(['Al', 'SS', 'steel', 'brass', 'copper', 'plastic', 'Ti'])

export const materialSectionSchema = z.object({
  items: z
    .array(
      z.object({
        key: z.string().trim().min(1, { error: 'Material key is required' }),
        name: z.string().optional(),
        aliases: z.array(z.string()).default([]),
        density: positive('Density (g/cm³)'),
        priceKg: money('Material price per kg'),
        mrr: positive('Removal rate (cm³/min)'),
        class: materialClassSchema,
      }),
    )
    .min(1, { error: 'At least one material is required' }),
  defaultKey: z.string().min(1),
})

const hourlyMachine = z.object({ rate: money('Machine rate per hour'), setupMin: money('Setup minutes') })

export const machiningSectionSchema = z.object({
  machines: z.record(z.string(), hourlyMachine),
  programmingRate: money('Programming rate per hour'),
  /** [upper removal volume cm³, factor] buckets, ascending. */
  sizeFactor: z.array(z.tuple([positive('Size bucket limit'), coefficient('Size factor')])).min(1),
  machineFactor: z.record(z.string(), coefficient('Machine factor')),
  turningMrrFactor: coefficient('Turning MRR factor'),
  finishCm2PerMin: z.record(z.string(), positive('Finishing rate (cm²/min)')),
  finishMatFactor: z.record(materialClassSchema, coefficient('Finishing material factor')),
  featureMin: z.object({
    drill: money('Drill minutes'), drillLarge: money('Large drill minutes'), tapSmall: money('Tap minutes'),
    tapMid: money('Tap minutes'), threadMill: money('Thread-mill minutes'), ream: money('Ream minutes'),
    cbore: money('Counterbore minutes'), toolChange: money('Tool change minutes'),
    handlingPerSetup: money('Handling minutes per setup'),
  }),
  featureMatFactor: z.record(materialClassSchema, coefficient('Feature material factor')),
  progHours: z.object({
    simple: money('Programming hours'), medium: money('Programming hours'), complex: money('Programming hours'),
    fiveAxisFactor: coefficient('Five-axis programming factor'),
  }),
  faiMin: money('First-article minutes'),
  thinWallFactor: coefficient('Thin-wall factor'),
})

export const treatmentSectionSchema = z.object({
  items: z.array(
    z.object({
      key: z.string().trim().min(1),
      name: z.string(),
      kind: z.enum(['surface', 'heat']),
      aliases: z.array(z.string()).default([]),
      appliesTo: z.array(materialClassSchema).min(1),
      basis: z.enum(['dm2', 'kg', 'piece']),
      unitPrice: money('Treatment unit price'),
      minCharge: money('Treatment minimum charge'),
      leadDays: z.number().int().nonnegative(),
    }),
  ),
})

export const otherSectionSchema = z.object({
  mgmtRate: rate('Management fee rate'),
  profitRate: rate('Profit rate', 3),
  vatRate: rate('Invoice tax rate', 0.3),
  minLine: money('Minimum line amount'),
  /** [minimum quantity, factor] steps, ascending. */
  qtyDiscount: z.array(z.tuple([z.number().int().positive(), rate('Quantity discount factor').refine((v) => v > 0, { error: 'Quantity discount factor must be greater than 0' })])).min(1),
  expedite: z.record(z.string(), rate('Expedite surcharge', 5)),
  fixtureFee: money('Fixture fee'),
  inspectPerPiece: money('Inspection per piece'),
  packPerPiece: money('Packaging per piece'),
  reviewUnitPrice: money('Manual review threshold'),
})

export const blankSectionSchema = z.object({
  plateSideMm: money('Plate allowance'),
  plateThickSideMm: money('Plate thickness allowance'),
  barDiaSideMm: z.array(z.tuple([positive('Bar Ø limit'), money('Bar allowance')])).min(1),
  facingPerEndMm: money('Facing allowance'),
  kerfMm: money('Kerf'),
  chuckGripMm: money('Chuck grip'),
  heatTreatSideMm: money('Heat-treatment allowance'),
  plateThicknesses: z.array(positive('Stock thickness')),
  roundDiameters: z.array(positive('Stock diameter')),
  scrapFactor: z.number().min(1, { error: 'Scrap factor must be at least 1' }).max(3, { error: 'Scrap factor must be at most 3' }),
  minBillKg: money('Minimum billed mass'),
  sawPerCut: money('Saw cost per cut'),
  nearNetRatio: positive('Near-net ratio'),
  shellStockRemovalFactor: rate('Shell stock factor'),
})

export const pmiSectionSchema = z.object({
  mode: z.enum(['global', 'partial']),
  nRef: z.number().int().positive(),
  /** IT grade (5…12) → coefficient. */
  tol: z.record(z.string().regex(/^IT\d{1,2}$/), coefficient('Tolerance coefficient')),
  /** Ra µm → coefficient. */
  ra: z.record(z.string().regex(/^\d+(\.\d+)?$/), coefficient('Roughness coefficient')),
})

/** A complete quote configuration: the six sections plus identification. */
export const quoteConfigSchema = z.object({
  currency: z.string().length(3),
  priceTableDate: z.string().min(1),
  quoteValidityDays: z.number().int().positive(),
  material: materialSectionSchema,
  machining: machiningSectionSchema,
  treatment: treatmentSectionSchema,
  other: otherSectionSchema,
  blank: blankSectionSchema,
  pmi: pmiSectionSchema,
})

/** A validated quote configuration. */
export type QuoteConfig = z.infer<typeof quoteConfigSchema>
export type MaterialClass = z.infer<typeof materialClassSchema>
export type MaterialItem = QuoteConfig['material']['items'][number]
export type TreatmentItem = QuoteConfig['treatment']['items'][number]
