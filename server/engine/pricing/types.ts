import type { DrawingReport } from '../drawing/types.ts'
import type { GeometryReport, PartClass } from '../geometry/types.ts'

// The wire shapes of a priced quote are the shared contract's; this file keeps what only pricing reads.
export type {
  BreakdownLine,
  InputSource,
  PricedInput,
  PricedValues,
  QuantityBreak,
  QuoteBreakdown,
  ReviewFlag,
} from '../../../contract/quote.ts'

/** Programming effort tier (programming minutes T_prog are set by tier). */
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
