import type { CylinderFeature, DfmWarning } from './types.ts'

/** DFM thresholds (quoting-domain §5.3); the shop can tune them per configuration later. */
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

/** Advisories shown with the quote; 'review' ones also hold the price for a person. */
export function dfmWarnings(input: DfmInput, rules = DEFAULT_DFM_RULES): DfmWarning[] {
  const out: DfmWarning[] = []
  if (input.openEdges > 0) {
    out.push({ code: 'open-mesh', severity: 'review', value: input.openEdges,
      detail: `Mesh is not closed (${input.openEdges} open edges): volume and blank are unreliable` })
  }
  if (input.nonManifoldEdges > 0) {
    out.push({ code: 'non-manifold', severity: 'info', value: input.nonManifoldEdges,
      detail: `${input.nonManifoldEdges} edges are shared by more than two triangles` })
  }
  const dims = input.dims.slice().sort((a, b) => b - a)
  const envelope = rules.envelopeMm.slice().sort((a, b) => b - a)
  if (dims.some((d, i) => d > envelope[i]!)) {
    out.push({ code: 'beyond-envelope', severity: 'review', value: dims[0],
      detail: `Part ${dims.map((d) => d.toFixed(1)).join(' × ')} exceeds the ${envelope.join(' × ')} machine envelope` })
  }
  for (const hole of input.holes) {
    if (hole.depthRatio > rules.maxHoleDepthRatio) {
      out.push({ code: 'deep-hole', severity: 'review', value: hole.depthRatio,
        detail: `Hole Ø${hole.diameter} is ${hole.depthRatio}×Ø deep (limit ${rules.maxHoleDepthRatio}×Ø): gun drilling or manual review` })
    }
  }
  if (input.meanThickness > 0 && input.meanThickness < rules.minWallMm) {
    out.push({ code: 'thin-part', severity: 'warning', value: input.meanThickness,
      detail: `Mean wall thickness ${input.meanThickness.toFixed(2)} mm is below ${rules.minWallMm} mm` })
  }
  if (input.volume > 0 && input.removalVolume > input.nearNetRatio * input.volume) {
    out.push({ code: 'near-net-blank', severity: 'review', value: input.removalVolume / input.volume,
      detail: 'Removed volume exceeds the near-net limit: a shell or near-net blank is billed' })
  }
  return out
}
