import type { DrawingReport } from '../drawing/types.ts'
import type { GeometryReport, PartClass } from '../geometry/types.ts'

/** Where a pricing input came from; shown as a badge next to each input. */
export type InputSource = '3d' | '2d' | 'user' | 'default'

/** One formula input with its provenance. */
export interface PricedInput {
  name: string
  value: string | number | boolean
  unit?: string
  source: InputSource
}

/** Programming effort tier (quoting-domain §3.4 "T_prog by tier"). */
export type ProgrammingTier = 'simple' | 'medium' | 'complex'

/**
 * What a user (customer form, chat command, pricing engineer) may change. Every field wins over
 * the drawing and the model; `undefined` keeps the analysed or default value.
 */
export interface QuoteOverrides {
  /** Material key or any alias of it ('7075', '45钢'). */
  material?: string
  quantity?: number
  /** Treatment keys or aliases; an empty array means "none" and overrides the drawing. */
  surfaceTreatments?: string[]
  heatTreatments?: string[]
  /** Tightest IT grade (e.g. 7 for IT7) and how many features carry it. */
  toleranceGrade?: number
  tightFeatureCount?: number
  /** General roughness Ra in µm. */
  ra?: number
  setups?: number
  machine?: string
  programmingTier?: ProgrammingTier
  /** Key of `other.expedite` ('3d', '48h'), or 'none'. */
  expedite?: string
  /** Counts that geometry cannot see reliably. */
  drilledHoles?: number
  threads?: { size: string; count: number }[]
  reamedHoles?: number
  /** Manual geometry when no 3D model was uploaded (mm / mm³ / mm²). */
  geometry?: { dims: [number, number, number]; volume: number; area?: number; partClass?: PartClass }
}

/** Everything pricing reads: stored analysis results plus overrides, never the files. */
export interface QuoteInputs {
  geometry?: GeometryReport | null
  drawing?: DrawingReport | null
  overrides?: QuoteOverrides
}

/** A breakdown line: per-piece amount (ex-VAT) and how it was computed. */
export interface BreakdownLine {
  key: string
  label: string
  /** Per piece, ex-VAT, 2 decimals. */
  amount: string
  formula: string
  inputs: PricedInput[]
}

/** A reason a person must look at the quote before it is sent. */
export interface ReviewFlag {
  code:
    | 'missing-3d' | 'missing-2d' | 'unknown-material' | 'tolerance-it5' | 'ra-fine' | 'price-above-threshold'
    | 'treatment-unknown' | 'treatment-incompatible' | 'geometry' | 'no-text-layer'
  message: string
}

/** Price at one quantity. */
export interface QuantityBreak {
  quantity: number
  unitPrice: string
  unitPriceWithTax: string
  total: string
  totalWithTax: string
}

/** Output of {@link priceQuote}: money as decimal strings with 2 decimals. */
export interface QuoteBreakdown {
  /** False when nothing to price from (no 3D model and no manual geometry): amounts are null. */
  priced: boolean
  currency: string
  quantity: number
  unitCost: string | null
  unitPrice: string | null
  unitPriceWithTax: string | null
  total: string | null
  totalWithTax: string | null
  /** Cost lines per piece (material, machining, treatments, batch, …). */
  breakdown: BreakdownLine[]
  /** Multipliers from cost to price (management, profit, discount, expedite, tax). */
  adjustments: PricedInput[]
  quantityBreaks: QuantityBreak[]
  reviewFlags: ReviewFlag[]
  /** A full quote needs both a model and a drawing (SPEC §2) and no review flag. */
  complete: boolean
  leadDays: number
  priceTableDate: string
  validityDays: number
}
