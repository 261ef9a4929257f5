import { isDrilled } from '../holes.ts'
import { round2, type Breach, type DfmRule } from '../types.ts'

/**
 * The smallest hole the shop drills in the material: micro drills below it break easily and run on
 * few machines, so such holes are spark-eroded or need a person's look.
 */
export const holeMinDiameter: DfmRule = {
  id: 'hole-min-diameter',
  check({ features, limit }) {
    if (limit === null) return []
    const out: Breach[] = []
    for (const f of features) {
      if (!isDrilled(f) || f.diameter! >= limit) continue
      out.push({ faces: f.faces, features: [f.id], measured: round2(f.diameter!), limit, unit: 'mm' })
    }
    return out
  },
}
