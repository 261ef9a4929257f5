import type { DfmWarning } from './types.ts'

/**
 * Thresholds of the model's own advisories. Manufacturability against the shop's machines, tools
 * and per-material limits is judged when the part is priced (server/engine/dfm), by the
 * configuration's rule pack.
 */
export interface DfmRules {
  /** A part thinner than this on average is priced with the thin-wall factor. */
  minWallMm: number
}

export const DEFAULT_DFM_RULES: DfmRules = { minWallMm: 1 }

/** Facts the warnings are derived from. */
export interface DfmInput {
  openEdges: number
  nonManifoldEdges: number
  meanThickness: number
  removalVolume: number
  volume: number
  nearNetRatio: number
}

/**
 * Advisories on the model itself, shown with the quote; 'review' ones also hold the price for a
 * person. Each carries the numbers of its message (formatted here, worded when read in the
 * reader's language).
 */
export function dfmWarnings(input: DfmInput, rules = DEFAULT_DFM_RULES): DfmWarning[] {
  const out: DfmWarning[] = []
  if (input.openEdges > 0) {
    out.push({ code: 'open-mesh', severity: 'review', value: input.openEdges, params: { edges: input.openEdges } })
  }
  if (input.nonManifoldEdges > 0) {
    out.push({
      code: 'non-manifold',
      severity: 'info',
      value: input.nonManifoldEdges,
      params: { edges: input.nonManifoldEdges },
    })
  }
  if (input.meanThickness > 0 && input.meanThickness < rules.minWallMm) {
    out.push({
      code: 'thin-part',
      severity: 'warning',
      value: input.meanThickness,
      params: { thickness: input.meanThickness.toFixed(2), limit: rules.minWallMm },
    })
  }
  if (input.volume > 0 && input.removalVolume > input.nearNetRatio * input.volume) {
    out.push({
      code: 'near-net-blank',
      severity: 'review',
      value: input.removalVolume / input.volume,
      params: { ratio: (input.removalVolume / input.volume).toFixed(1), limit: input.nearNetRatio },
    })
  }
  return out
}
