import { dot } from '../../geometry/linalg.ts'
import type { RecognisedFeature } from '../../geometry/types.ts'
import { round2, type Breach, type DfmRule } from '../types.ts'

/** Milled features whose depth a standard end mill must reach (holes are drilled: their own rules). */
const MILLED: ReadonlySet<RecognisedFeature['kind']> = new Set(['pocket', 'slot', 'keyway', 'step', 'through-profile'])

/**
 * Depth from one side: a standard end mill reaches about 50 mm below the spindle's face; deeper
 * walls need long-reach tools. A feature open on two opposite sides is cut half from each.
 */
export const oneSideDepth: DfmRule = {
  id: 'one-side-depth',
  check({ features, limit }) {
    if (limit === null) return []
    const out: Breach[] = []
    for (const f of features) {
      if (!MILLED.has(f.kind) || !f.depth) continue
      const twoSided = f.access.some((a) => f.access.some((b) => dot([...a], [...b]) < -0.999))
      const depth = twoSided ? f.depth / 2 : f.depth
      if (depth <= limit) continue
      out.push({ faces: f.faces, features: [f.id], measured: round2(depth), limit, unit: 'mm' })
    }
    return out
  },
}
