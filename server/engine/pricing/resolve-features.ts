import type { CylinderFeature } from '../geometry/types.ts'
import type { Sourced } from './sourced.ts'
import type { QuoteInputs } from './types.ts'

/** One drilled hole as the time model sees it. */
export interface DrilledHole {
  diameter: number
  depthRatio: number
  counterbored: boolean
}

/** Operation counts derived from features (machines and setups are the planned route's). */
export interface ResolvedFeatures {
  holes: Sourced<DrilledHole[]>
  threads: Sourced<{ size: string; count: number }[]>
  reamed: Sourced<number>
  /** The nominal Ø of each reamed fit as the drawing calls it (fewer than `reamed` when unknown). */
  reamedFits: number[]
  /** Distinct drill diameters (one tool each). */
  drillSizes: number
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
  return {
    holes,
    threads,
    reamed,
    reamedFits,
    drillSizes,
    thinWall: g?.warnings.some((w) => w.code === 'thin-part') ?? false,
  }
}

/** One drilled hole per coaxial stack of the model's cylinders (its smallest Ø), bores too large to drill left out. */
export function drilledHoles(features: CylinderFeature[]): DrilledHole[] {
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
