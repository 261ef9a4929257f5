import type { RecognisedFeature } from '../geometry/types.ts'
import { round2, type Breach } from './types.ts'

/** Drilled holes and tapped ones (a thread is drilled first), with the sizes the hole rules need. */
export const isDrilled = (f: RecognisedFeature) =>
  (f.kind === 'hole' || f.kind === 'thread') && f.diameter !== undefined && f.diameter > 0

/** A thread's nominal diameter (M6 → 6), else the modelled hole's. */
export function nominalDiameter(f: RecognisedFeature): number {
  const m = f.thread ? /^M(\d+(?:\.\d+)?)/i.exec(f.thread) : null
  return m ? Number(m[1]) : f.diameter!
}

/** Holes (and threads when `threads`) deeper than `limit` × their diameter. */
export function deeperThan(
  features: readonly RecognisedFeature[],
  limit: number,
  pick: (f: RecognisedFeature) => boolean,
  diameterOf: (f: RecognisedFeature) => number = (f) => f.diameter!,
): Breach[] {
  const out: Breach[] = []
  for (const f of features) {
    if (!isDrilled(f) || !pick(f) || !f.depth) continue
    const diameter = diameterOf(f)
    const ratio = f.depth / diameter
    if (ratio <= limit) continue
    out.push({
      faces: f.faces,
      features: [f.id],
      measured: round2(ratio),
      limit,
      unit: 'ratio',
      params: { diameter: round2(diameter), depth: round2(f.depth) },
    })
  }
  return out
}
