import type { ModelConflict } from '../../../contract/conflicts.ts'
import type { LeverChanges } from '../../../contract/levers.ts'
import type { QuoteConfig } from '../../../contract/quote-config.ts'
import type { DrawingReport, TextItem } from '../drawing/types.ts'
import type { GeometryReport, RecognisedFeature } from '../geometry/types.ts'
import type { QuoteOverrides } from '../pricing/types.ts'

export type { ModelConflict } from '../../../contract/conflicts.ts'

/** What every check reads: the stored analyses, what the buyer entered, and the model file's name. */
export interface ConflictInput {
  geometry?: GeometryReport | null | undefined
  drawing?: DrawingReport | null | undefined
  overrides: QuoteOverrides
  config: QuoteConfig
  /** The model file's name (or the part's, its stem), which a title block should name. */
  modelName?: string | undefined
}

/**
 * A disagreement one check found, before the buyer's choice is applied: the attributes each side
 * sets (without the record of the choice, which the caller adds to every side alike).
 */
export type FoundConflict = Omit<ModelConflict, 'resolution' | 'choices'> & {
  changes: { drawing: LeverChanges; model: LeverChanges }
}

/** One kind of check: pure, reading only its input. */
export type ConflictCheck = (input: ConflictInput) => FoundConflict[]

/** The drawing side of a conflict from the text it was read from. */
export const evidence = (
  from: Pick<TextItem, 'text' | 'page' | 'box'> | { raw: string; page: number; box: TextItem['box'] },
  value: string | number | null,
): FoundConflict['drawing'] => ({
  value,
  text: 'raw' in from ? from.raw : from.text,
  page: from.page,
  box: from.box,
})

/** A choice that changes no attribute: the side taken is only recorded (it clears the hold). */
export const RECORD_ONLY = { drawing: {}, model: {} } as const

/** Model features of these kinds (each B-rep face set once: a thread repeats its hole's faces). */
export function featuresOf(input: ConflictInput, kinds: readonly RecognisedFeature['kind'][]): RecognisedFeature[] {
  const seen = new Set<string>()
  return (input.geometry?.features ?? []).filter((f) => {
    const key = f.faces.join(',')
    if (!kinds.includes(f.kind) || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Ø within this of a stated size counts as that size (a hole modelled at its nominal Ø). */
export const DIAMETER_TOLERANCE = 0.05

export const sameDiameter = (a: number | undefined, b: number) =>
  a !== undefined && Math.abs(a - b) <= DIAMETER_TOLERANCE
