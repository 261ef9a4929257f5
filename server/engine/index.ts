// Public surface of the quote engine: pure functions over bytes and stored reports. No HTTP, no
// database; the API layer and the job worker pool build on these.

export { detectFileType } from './files/detect-file-type.ts'
export { pairFilesByStem, type PairedPart } from './files/pair-by-stem.ts'
export {
  EXTENSION_FORMAT,
  FORMAT_KIND,
  FORMAT_MIME,
  type DetectedFile,
  type FileFormat,
  type FileKind,
} from './files/types.ts'

export { analyzeModel, analyzeModelMesh, measure, type AnalyzeOptions } from './geometry/analyze.ts'
export { viewerMesh } from './geometry/viewer-mesh.ts'
export { ModelParseError } from './geometry/occt.ts'
export { applyThreadCallouts } from './geometry/recognise/threads.ts'
export type {
  BBox,
  Blank,
  BlankForm,
  CylinderFeature,
  DfmWarning,
  FeatureKind,
  GeometryReport,
  Wall,
  LengthUnit,
  ModelFormat,
  PartClass,
  RecognisedFeature,
} from './geometry/types.ts'
export { MM_PER_UNIT } from './geometry/types.ts'
export { computeBlank, type BlankInput, type BlankRules } from './blank/blank.ts'
export { defaultBlankRules } from './blank/defaults.ts'

export { analyzeText, extractDrawing, type ExtractOptions } from './drawing/extract.ts'
export { threadsAsCalled } from './drawing/model-threads.ts'
export { DrawingParseError } from './drawing/pdf-text.ts'
export type {
  DrawingReport,
  DrawingSummary,
  Finding,
  FindingValue,
  TextBox,
  TextItem,
  TextSource,
} from './drawing/types.ts'

export { priceQuote, STANDARD_BREAKS } from './pricing/price-quote.ts'
export { costLevers, priceWithLevers, smallCorners, type Lever } from './levers/index.ts'
export { findingPriceEffect } from './levers/finding-effect.ts'
export { planQuote, quoteRoute, type QuotePlan } from './pricing/quote-route.ts'
export { routeCost, type RouteCost } from './pricing/route-cost.ts'
export { discountFactor } from './pricing/quantity-discount.ts'
export { linePrice } from './pricing/line-price.ts'
export { resolveInputs, type Resolved } from './pricing/resolve.ts'
export { pricedValues } from './pricing/priced-values.ts'
export { Dec, dec, money } from './pricing/money.ts'
export { defaultQuoteConfig } from './pricing/default-config.ts'
export {
  quoteConfigSchema,
  type MaterialClass,
  type MaterialItem,
  type QuoteConfig,
  type TreatmentItem,
} from '../../contract/quote-config.ts'
export { matchMaterial, matchTreatment } from './pricing/match.ts'
export type {
  BreakdownLine,
  InputSource,
  PricedInput,
  ProgrammingTier,
  QuantityBreak,
  QuoteBreakdown,
  QuoteInputs,
  QuoteOverrides,
  RouteOperation,
  ReviewFlag,
} from './pricing/types.ts'

export {
  applyCommand,
  defaultLibraryOptions,
  planRoute,
  routeMinutes,
  validateRoute,
  type CommandResult,
  type PlanInput,
  type PlanIssue,
  type PlannedOperation,
  type PlanResult,
} from './planning/index.ts'
export { dfmFindings, limitFor, ruleSetting, type DfmInput } from './dfm/index.ts'
