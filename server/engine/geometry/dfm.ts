import type { CylinderFeature, DfmWarning } from './types.ts'

/** DFM thresholds; the shop can tune them per configuration later. */
export interface DfmRules {
  /** Largest VMC travel, mm, sorted descending (a 3-axis VMC of the 850×500×500 class). */
  envelopeMm: [number, number, number]
  maxHoleDepthRatio: number
  minWallMm: number
}

export const DEFAULT_DFM_RULES: DfmRules = { envelopeMm: [850, 500, 500], maxHoleDepthRatio: 10, minWallMm: 1 }

/** Facts the warnings are derived from. */
export interface DfmInput {
  dims: [number, number, number]
  openEdges: number
  nonManifoldEdges: number
  holes: CylinderFeature[]
  meanThickness: number
  removalVolume: number
  volume: number
  nearNetRatio: number
}

/**
 * Advisories shown with the quote; 'review' ones also hold the price for a person. Each carries the
 * numbers of its message (formatted here, worded when read in the reader's language).
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
  const dims = input.dims.slice().sort((a, b) => b - a)
  const envelope = rules.envelopeMm.slice().sort((a, b) => b - a)
  if (dims.some((d, i) => d > envelope[i]!)) {
    out.push({
      code: 'beyond-envelope',
      severity: 'review',
      value: dims[0],
      params: { size: dims.map((d) => d.toFixed(1)).join(' × '), envelope: envelope.join(' × ') },
    })
  }
  for (const hole of input.holes) {
    if (hole.depthRatio > rules.maxHoleDepthRatio) {
      out.push({
        code: 'deep-hole',
        severity: 'review',
        value: hole.depthRatio,
        params: { diameter: hole.diameter, ratio: hole.depthRatio, limit: rules.maxHoleDepthRatio },
      })
    }
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
