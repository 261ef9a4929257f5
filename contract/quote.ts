import { z } from 'zod'
import { modelConflict, textBox } from './conflicts.ts'
import { dfmFinding, shownDfmFinding } from './dfm.ts'
import { recognisedFeature } from './features.ts'
import { leadOption, leadTime } from './lead-time.ts'
import { lever } from './levers.ts'
import { PROCESS_STAGE_NAMES } from './process-library.ts'

// Parts, their quotes and the explainable breakdown (the AI quote screen), from the engine's output
// to the screen. The engine's pricing types and the client's API types are these, inferred.

/** Where a pricing input came from; shown as a badge (3D / 2D / you / default). */
const inputSource = z.enum(['3d', '2d', 'user', 'default'])

/** One formula input with its provenance. */
export const pricedInput = z.object({
  name: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]),
  unit: z.string().optional(),
  source: inputSource,
})

/**
 * The parameters of a message that is worded when read, in the reader's language: stored quotes and
 * analyses keep codes and these, never sentences.
 */
export const messageParams = z.record(z.string(), z.union([z.string(), z.number()]))

/** What one stage of the route adds to the machining line: its operations' minutes at their machines' rates. */
export const stageCost = z.object({
  stage: z.enum(PROCESS_STAGE_NAMES),
  amount: z.string().describe('Per piece, ex-VAT, 2 decimals (each stage rounded on its own)'),
  minutes: z.number().describe('Machining minutes per piece'),
  equipment: z.array(z.string()).describe('Equipment codes of the machines it runs on'),
})

/** A cost line per piece, ex-VAT, with how it was computed. */
export const breakdownLine = z.object({
  key: z.string(),
  label: z.string().describe("In the caller's language"),
  amount: z.string().describe('Per piece, ex-VAT, 2 decimals'),
  formula: z.string().optional().describe('Staff only, unless the shop shows customers formulas'),
  inputs: z
    .array(pricedInput)
    .describe('For customers: the drivers from their own part, unless the shop shows internal rates'),
  params: messageParams.optional().describe('What the label names besides the key (a treatment: kind and name)'),
  stages: z
    .array(stageCost)
    .optional()
    .describe('Machining only: its cost per stage of the route it was priced from, in route order'),
})

/** The price at another quantity. */
const quantityBreak = z.object({
  quantity: z.number().int(),
  unitPrice: z.string(),
  unitPriceWithTax: z.string(),
  total: z.string(),
  totalWithTax: z.string(),
  tiers: z
    .array(leadOption)
    .optional()
    .describe('The same quantity at each tier the capacity can meet: unit price and ship date'),
})

export const reviewFlagCode = z.enum([
  'missing-3d',
  'missing-2d',
  'unknown-material',
  'tolerance-it5',
  'ra-fine',
  'price-above-threshold',
  'treatment-unknown',
  'treatment-incompatible',
  'geometry',
  'no-text-layer',
  'ocr-check',
  'dfm',
  'dfm-block',
  'conflict',
])

/** A reason a person must look at the quote before it is sent: its code and the parameters of its message. */
const reviewFlag = z.object({ code: reviewFlagCode, params: messageParams.optional() })

/** A review flag as answered: worded in the caller's language. */
export const shownReviewFlag = reviewFlag.extend({
  message: z.string().describe("The reason in full, in the caller's language"),
  label: z.string().describe("The reason in a few words, in the caller's language"),
})

/** A manufacturability advisory on the model, worded in the caller's language; `review` ones also hold the price (as review flags). */
const geometryWarning = z.object({
  code: z.string(),
  severity: z.enum(['info', 'warning', 'review']),
  message: z.string(),
})

/** A value the price used, with where it came from. */
const sourced = <T extends z.ZodType>(value: T) => z.object({ value, source: inputSource })

/**
 * The choosable values the price used, as the engine resolved them (configuration keys): what the
 * adjustment form starts from, so it never contradicts the price. Made also when nothing is priced.
 */
export const pricedValues = z.object({
  material: sourced(z.string()).describe('Material key'),
  quantity: sourced(z.number().int()),
  surfaceTreatments: sourced(z.array(z.string())).describe('Treatment keys; [] = none'),
  heatTreatments: sourced(z.array(z.string())),
  toleranceGrade: sourced(z.number().int()).describe(
    'The tightest IT grade priced (the general one when none is tighter)',
  ),
  ra: sourced(z.number()).describe('General roughness Ra priced, µm'),
})

/** What the engine answers: money as decimal strings with 2 decimals; amounts null when unpriced. */
const quoteBreakdown = z.object({
  priced: z.boolean().describe('False with nothing to price from (no 3D model, no manual geometry)'),
  currency: z.string(),
  quantity: z.number().int(),
  unitCost: z.string().nullable(),
  unitPrice: z.string().nullable(),
  unitPriceWithTax: z.string().nullable(),
  total: z.string().nullable(),
  totalWithTax: z.string().nullable(),
  breakdown: z.array(breakdownLine),
  adjustments: z
    .array(pricedInput)
    .describe('Multipliers from cost to price: management, profit, discount, lead-time tier, tax'),
  quantityBreaks: z.array(quantityBreak),
  reviewFlags: z.array(reviewFlag),
  complete: z.boolean().describe('Both a model and a drawing and no review flag'),
  leadDays: z.number().describe('The chosen tier’s working days to delivery (leadTime.days)'),
  leadTime: leadTime
    .nullable()
    .optional()
    .describe('Null when nothing is priced; absent on quotes stored before lead times were planned'),
  priceTableDate: z.string(),
  validityDays: z.number(),
  values: pricedValues,
  levers: z
    .array(lever)
    .optional()
    .describe('Ways to lower the unit price, the largest saving first; absent on quotes stored before they were'),
  dfm: z
    .array(dfmFinding)
    .optional()
    .describe("Manufacturability findings under the configuration's rules; absent on quotes stored before them"),
  conflicts: z
    .array(modelConflict)
    .optional()
    .describe('Where the model, the drawing and the buyer disagree; absent on quotes stored before they were found'),
})

/** A part's latest quote as the API answers it: the breakdown plus its identity and configuration. */
const partQuote = quoteBreakdown.extend({
  unitCost: z.string().nullable().optional().describe('Staff only, unless the shop shows customers margins'),
  adjustments: quoteBreakdown.shape.adjustments.describe(
    'For customers: quantity discount, lead-time tier and tax, unless the shop shows margins',
  ),
  quoteId: z.number().int(),
  material: z.string(),
  configId: z.number().int(),
  configName: z.string(),
  configVersion: z.number().int(),
  reviewFlags: z.array(shownReviewFlag),
  dfm: z.array(shownDfmFinding).describe("The findings worded in the caller's language; [] on older quotes"),
  overrides: z.record(z.string(), z.unknown()),
  pricedAt: z.string(),
})

export const analysisStatus = z.enum(['pending', 'running', 'done', 'failed'])

/** A stored upload of a part; `url` is relative to the API base and needs the session's token. */
/**
 * The viewer's mesh the analysis made of a part's primary model (STEP/IGES). The part list of a
 * record and the polling answer name it too, so it downloads while the part's answer is fetched.
 */
export const doneMeshUrl = z.string().optional().describe("The 3D view of the done part's primary model")

export const partFile = z.object({
  fileId: z.number().int(),
  name: z.string(),
  kind: z.enum(['3d', '2d']),
  format: z.string(),
  size: z.number().int(),
  primary: z.boolean(),
  url: z.string(),
  /** The viewer's mesh the analysis made (STEP/IGES): shown instead of reading `url` again; 404 until analysed. */
  meshUrl: z.string().optional(),
})

/** What an upload answers: the record (created when none was given), the task to poll, the parts. */
export const uploadAnswer = z.object({
  chatRecordId: z.number().int(),
  taskId: z.string(),
  parts: z.array(
    z.object({
      partId: z.number().int(),
      name: z.string(),
      files: z.array(partFile.pick({ fileId: true, name: true, kind: true, format: true, size: true })),
    }),
  ),
})
export type UploadAnswer = z.infer<typeof uploadAnswer>

const json = z.record(z.string(), z.unknown())

/** Something read from a drawing, with where it stands so both viewers can highlight it. */
const drawingFinding = z.looseObject({
  field: z.string(),
  raw: z.string().optional(),
  page: z.number().int().optional(),
  box: textBox.optional(),
  source: z.string().optional(),
  confidence: z.number().optional(),
  check: z.boolean().optional().describe('Read by OCR with too little certainty: "please check"'),
})

/** The analysed drawing of a part. */
const partDrawing = z.object({
  fileId: z.number().int().nullable(),
  format: z.string(),
  hasText: z.boolean(),
  needsOcr: z.boolean(),
  pages: z.number().int(),
  space: z.enum(['pdf-points', 'dxf-units', 'image-pixels', 'none']),
  findings: z.array(drawingFinding),
  summary: json,
})

/** A part as GET /part/{partId}, re-price and commands answer it. */
export const part = z.object({
  partId: z.number().int(),
  taskId: z.string(),
  chatRecordId: z.number().int(),
  name: z.string(),
  status: analysisStatus,
  error: z.string().nullable(),
  files: z.array(partFile),
  geometry: z
    .looseObject({
      warnings: z.array(geometryWarning).optional(),
      features: z.array(recognisedFeature).optional().describe('Recognised machining features, with their faces'),
    })
    .nullable()
    .describe(
      '{ units, bbox: {x, y, z}, volume, area, closed, partClass, holes, features, blank, warnings, … } in mm, mm³, mm²',
    ),
  drawing: partDrawing.nullable(),
  attributes: json.describe('What the user set (the overrides), by attribute name'),
  quote: partQuote.nullable(),
  createTime: z.string(),
})

export type InputSource = z.infer<typeof inputSource>
export type PricedInput = z.infer<typeof pricedInput>
export type BreakdownLine = z.infer<typeof breakdownLine>
export type StageCost = z.infer<typeof stageCost>
export type QuantityBreak = z.infer<typeof quantityBreak>
export type ReviewFlag = z.infer<typeof reviewFlag>
export type ShownReviewFlag = z.infer<typeof shownReviewFlag>
export type GeometryWarning = z.infer<typeof geometryWarning>
export type MessageParams = z.infer<typeof messageParams>
export type QuoteBreakdown = z.infer<typeof quoteBreakdown>
export type PricedValues = z.infer<typeof pricedValues>
export type PartQuote = z.infer<typeof partQuote>
export type AnalysisStatus = z.infer<typeof analysisStatus>
export type PartFile = z.infer<typeof partFile>
export type DrawingFinding = z.infer<typeof drawingFinding>
export type Part = z.infer<typeof part>
