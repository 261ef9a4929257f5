import type { CylinderFeature } from '../geometry/types.ts'
import type { Sourced } from './sourced.ts'
import type { ProgrammingTier, QuoteInputs } from './types.ts'

/** One drilled hole as the time model sees it. */
export interface DrilledHole {
  diameter: number
  depthRatio: number
  counterbored: boolean
}

/** Operation counts and process choices derived from features. */
export interface ResolvedFeatures {
  holes: Sourced<DrilledHole[]>
  threads: Sourced<{ size: string; count: number }[]>
  reamed: Sourced<number>
  /** The nominal Ø of each reamed fit as the drawing calls it (fewer than `reamed` when unknown). */
  reamedFits: number[]
  /** Distinct drill diameters (one tool each). */
  drillSizes: number
  setups: Sourced<number>
  machine: Sourced<string>
  tier: Sourced<ProgrammingTier>
  thinWall: boolean
}

// Larger bores are interpolated with an end mill and already paid for as machined area.
const MAX_DRILL_DIAMETER = 30

/**
 * Holes come from the model (B-rep cylinders, one per coaxial stack: the smallest Ø is drilled, a
 * larger coaxial step is a counterbore); threads and reamed fits only exist on drawings. A thread
 * always needs a tap-drill hole, so the hole count is at least the thread count.
 */
export function resolveFeatures(inputs: QuoteInputs): ResolvedFeatures {
  const g = inputs.geometry
  const o = inputs.overrides ?? {}
  const s = inputs.drawing?.summary
  const threads: Sourced<{ size: string; count: number }[]> = o.threads
    ? { value: o.threads, source: 'user' }
    : s
      ? { value: s.threads, source: '2d' }
      : { value: [], source: 'default' }
  const threadCount = threads.value.reduce((n, t) => n + t.count, 0)
  let holes: Sourced<DrilledHole[]>
  if (o.drilledHoles !== undefined) {
    holes = {
      value: Array.from({ length: o.drilledHoles }, () => ({ diameter: 6, depthRatio: 2, counterbored: false })),
      source: 'user',
    }
  } else {
    const fromModel = g ? drilledHoles(g.holes) : []
    const extra = Math.max(0, threadCount - fromModel.length)
    const value = [
      ...fromModel,
      ...Array.from({ length: extra }, () => ({ diameter: 6, depthRatio: 2, counterbored: false })),
    ]
    holes = { value, source: g && fromModel.length > 0 ? '3d' : extra > 0 ? '2d' : 'default' }
  }
  const reamed: Sourced<number> =
    o.reamedHoles !== undefined
      ? { value: o.reamedHoles, source: 'user' }
      : s
        ? { value: s.reamedHoles, source: '2d' }
        : { value: 0, source: 'default' }
  const reamedFits = reamed.source === '2d' ? (s?.reamedFits ?? []) : []
  const drillSizes = new Set(holes.value.map((h) => Math.round(h.diameter * 10))).size

  const setups: Sourced<number> =
    o.setups !== undefined
      ? { value: o.setups, source: 'user' }
      : { value: g ? estimateSetups(g.holes, g.partClass, g.bbox.size) : 2, source: g ? '3d' : 'default' }
  const machine: Sourced<string> =
    o.machine !== undefined
      ? { value: o.machine, source: 'user' }
      : { value: g?.partClass === 'rotational' ? 'LATHE' : 'VMC3', source: g ? '3d' : 'default' }
  const featureCount = holes.value.length + threadCount + reamed.value
  const tier: Sourced<ProgrammingTier> =
    o.programmingTier !== undefined
      ? { value: o.programmingTier, source: 'user' }
      : {
          value:
            featureCount <= 20 && setups.value <= 1
              ? 'simple'
              : featureCount > 60 || setups.value > 3 || machine.value === 'M5AX'
                ? 'complex'
                : 'medium',
          source: g ? '3d' : 'default',
        }
  return {
    holes,
    threads,
    reamed,
    reamedFits,
    drillSizes,
    setups,
    machine,
    tier,
    thinWall: g?.warnings.some((w) => w.code === 'thin-part') ?? false,
  }
}

function drilledHoles(features: CylinderFeature[]): DrilledHole[] {
  const groups = new Map<number, CylinderFeature[]>()
  for (const f of features) groups.set(f.coaxialGroup, [...(groups.get(f.coaxialGroup) ?? []), f])
  const out: DrilledHole[] = []
  for (const members of groups.values()) {
    const smallest = members.reduce((a, b) => (b.diameter < a.diameter ? b : a))
    if (smallest.diameter > MAX_DRILL_DIAMETER) continue
    out.push({ diameter: smallest.diameter, depthRatio: smallest.depthRatio, counterbored: members.length > 1 })
  }
  return out
}

/**
 * Two setups (both sides, since the blank has allowance everywhere) plus one per further hole axis
 * that is not the part's thickness axis: each needs the part re-clamped on a 3-axis machine.
 */
function estimateSetups(
  holes: CylinderFeature[],
  partClass: string,
  size: { x: number; y: number; z: number },
): number {
  if (partClass === 'rotational') return 2
  const extents = [size.x, size.y, size.z]
  const thin = extents.indexOf(Math.min(...extents))
  const axes = new Set<number>()
  for (const h of holes) {
    const k = h.axis.map(Math.abs).findIndex((c) => c > 0.999)
    axes.add(k < 0 ? 3 : k) // 3 = an oblique axis, its own setup
  }
  axes.delete(thin)
  return 2 + axes.size
}
