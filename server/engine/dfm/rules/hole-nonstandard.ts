import { SIZE_MATCH_MM } from '../../planning/rules.ts'
import { toolsOf } from '../tooling.ts'
import { round2, type Breach, type DfmRule } from '../types.ts'

/**
 * A plain hole no drill of the tool library makes: it is milled by interpolation (slower, and a
 * small one not at all) or needs a drill bought for it. Holes larger than the limit are
 * interpolated or bored anyway and are not judged; threads are drilled at their tap-drill size.
 */
export const holeNonstandard: DfmRule = {
  id: 'hole-nonstandard',
  check({ features, libraries, materialClass, limit }) {
    if (limit === null) return []
    const drills = toolsOf(libraries, 'drill', materialClass).map((t) => t.diameter!)
    if (drills.length === 0) return []
    const out: Breach[] = []
    for (const f of features) {
      if (f.kind !== 'hole' || f.diameter === undefined || f.diameter > limit) continue
      if (drills.some((d) => Math.abs(d - f.diameter!) <= SIZE_MATCH_MM)) continue
      const nearest = drills.reduce((a, b) => (Math.abs(b - f.diameter!) < Math.abs(a - f.diameter!) ? b : a))
      out.push({
        faces: f.faces,
        features: [f.id],
        measured: round2(f.diameter),
        limit,
        unit: 'mm',
        params: { nearest: round2(nearest) },
      })
    }
    return out
  },
}
