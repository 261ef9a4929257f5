import type { QuoteConfig } from '../../../contract/quote-config.ts'
import type { LeverField, LeverKind } from '../../../contract/levers.ts'
import type { Resolved } from '../pricing/resolve.ts'
import type { QuoteBreakdown, QuoteInputs, QuoteOverrides } from '../pricing/types.ts'

export type { Lever, LeverKind } from '../../../contract/levers.ts'

/** The overrides a lever sets: the buyer's own choices, as a re-price sends them. */
export type LeverOverrides = Pick<QuoteOverrides, LeverField>

/** A counterfactual worth pricing: one thing about the part or order changed. */
export interface LeverOption {
  kind: LeverKind
  from: string | number | null
  to: string | number | null
  changes: LeverOverrides
  /** The value it changes is a requirement the 2D drawing states. */
  breaksDrawing: boolean
  /** Options of one group are alternatives: only the one saving most is offered. */
  group?: string
}

/** What every lever rule reads: the part's inputs, as resolved, and its priced quote. */
export interface LeverContext {
  inputs: QuoteInputs
  config: QuoteConfig
  resolved: Resolved
  base: QuoteBreakdown
}

/** One kind of lever: the counterfactuals of that kind this part has. */
export type LeverRule = (ctx: LeverContext) => LeverOption[]
