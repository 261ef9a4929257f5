import type { DfmFinding, DfmRuleId, DfmSection } from '../../../contract/dfm.ts'
import type { LibraryOptions } from '../../../contract/process-library.ts'
import type { MaterialClass } from '../../../contract/quote-config.ts'
import type { GeometryReport, RecognisedFeature, Wall } from '../geometry/types.ts'

/** What the rules judge: the analysed part, its material class, and the shop's enabled libraries. */
export interface DfmInput {
  geometry: GeometryReport
  materialClass: MaterialClass
  libraries: LibraryOptions
  /** The configuration's rule pack (`config.dfm`). */
  section: DfmSection
  /**
   * The inside corner radius the buyer accepts, mm: pockets and slots are made with corners no
   * smaller (as the planner makes them), so they are judged with those corners too.
   */
  acceptedCorner?: number
}

/** What one rule reads: the part's facts and its own limit for the part's material class. */
export interface RuleContext {
  features: RecognisedFeature[]
  walls: Wall[]
  /** The part's extents, mm. */
  dims: [number, number, number]
  geometry: GeometryReport
  materialClass: MaterialClass
  libraries: LibraryOptions
  /** The rule's limit for the material class; null for rules judged against the libraries. */
  limit: number | null
}

/** A finding before the rule pack gives it its rule id and severity. */
export type Breach = Omit<DfmFinding, 'rule' | 'severity'>

/** One DFM rule: pure over its context. */
export interface DfmRule {
  id: DfmRuleId
  check(ctx: RuleContext): Breach[]
}

/** Numbers as findings carry them: to 0.01 (a measurement, not a computation's noise). */
export const round2 = (n: number) => Math.round(n * 100) / 100
