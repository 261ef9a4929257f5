// Parts, quotes and breakdowns are the shared contract's (contract/quote.ts).
export type {
  AnalysisStatus,
  BreakdownLine,
  DrawingFinding,
  GeometryWarning,
  InputSource,
  Part,
  PartFile,
  PartQuote,
  PricedInput,
  PricedValues,
  QuantityBreak,
} from '../../../../contract/quote.ts'
export type { ChatMessage } from '../../../../contract/conversation.ts'
export type { AnalysisStep, AnalysisTask } from '../../../../contract/analysis-task.ts'
import type { PartQuote } from '../../../../contract/quote.ts'
import type { RepriceInput as RepriceBody } from '../../../../contract/part-attributes.ts'
import type { LeverField } from '../../../../contract/levers.ts'

/** A review flag as a part's quote carries it, already in the reader's language. */
export type ReviewFlag = PartQuote['reviewFlags'][number]

/** What the re-price form and a cost lever may send; null clears an attribute. */
export type RepriceInput = Pick<RepriceBody, LeverField>

export type { Lever } from '../../../../contract/levers.ts'

export type { Choice, PricingOptions } from '../../../../contract/part-attributes.ts'

/** A manufacturability finding as a part's quote carries it, already in the reader's language. */
export type DfmFinding = PartQuote['dfm'][number]

/** A disagreement between the part's model, drawing and what the buyer entered, with the evidence. */
export type { ModelConflict } from '../../../../contract/conflicts.ts'
export type { ConflictSide } from '../../../../contract/conflict-choices.ts'
