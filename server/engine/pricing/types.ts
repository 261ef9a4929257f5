import type { DrawingReport } from '../drawing/types.ts'
import type { GeometryReport, PartClass } from '../geometry/types.ts'
import type { ProcessOperation } from '../../../contract/process-plan.ts'
import type { ConflictChoices } from '../../../contract/conflict-choices.ts'

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

/** An operation of a route as pricing reads it; a stored route's operations are these. */
export type RouteOperation = Pick<
  ProcessOperation,
  'id' | 'craftCode' | 'stage' | 'equipmentCode' | 'setup' | 'timeMin'
>

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
  /** Inside corners of pockets and slots no smaller than this, mm: the buyer accepts a larger radius. */
  cornerRadius?: number
  /** Setups charged instead of the route's, each at the setup minutes and rate of its main machine. */
  setups?: number
  /** A machine (equipment code, kind or pricing key such as M5AX) for the machining it can do. */
  machine?: string
  programmingTier?: ProgrammingTier
  /**
   * An edited route (operations as the process card stores them): machining is priced from it as
   * given, each operation's minutes at its machine's rate, instead of planning the part again.
   */
  route?: RouteOperation[]
  /** Lead-time tier key (the configuration's `leadTime.tiers`). */
  tier?: string
  /** Older name of `tier`: a tier key, or 3d/48h for the fastest tier. */
  expedite?: string
  /** A region of the shop's shipping table; none for its default shipping days. */
  region?: string
  /** Counts that geometry cannot see reliably. */
  drilledHoles?: number
  threads?: { size: string; count: number }[]
  reamedHoles?: number
  /** The side the buyer took on each model–drawing conflict, by conflict id. */
  conflictChoices?: ConflictChoices
  /** Manual geometry when no 3D model was uploaded (mm / mm³ / mm²). */
  geometry?: { dims: [number, number, number]; volume: number; area?: number; partClass?: PartClass }
}

/** Everything pricing reads: stored analysis results plus overrides, never the files. */
export interface QuoteInputs {
  geometry?: GeometryReport | null
  drawing?: DrawingReport | null
  overrides?: QuoteOverrides
  /** The model file's name (or the part's), which the drawing's title block should name. */
  modelName?: string
}
