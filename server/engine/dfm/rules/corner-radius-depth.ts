import { POCKET_KINDS } from '../tooling.ts'
import { round2, type Breach, type DfmRule } from '../types.ts'

/**
 * Inside corner radius against pocket depth: the end mill that leaves a corner of radius R is at
 * most 2R across, and a cutter reaches about three diameters deep before it deflects, so a corner
 * wants R ≥ depth / limit (limit 3 by default). Smaller corners need a long, slow, small cutter.
 */
export const cornerRadiusDepth: DfmRule = {
  id: 'corner-radius-depth',
  check({ features, limit }) {
    if (limit === null) return []
    const out: Breach[] = []
    for (const f of features) {
      if (!POCKET_KINDS.has(f.kind) || f.cornerRadius === undefined || !f.depth) continue
      const wanted = f.depth / limit
      if (f.cornerRadius >= wanted - 1e-6) continue
      out.push({
        faces: f.faces,
        features: [f.id],
        measured: round2(f.cornerRadius),
        limit: round2(wanted),
        unit: 'mm',
        params: { depth: round2(f.depth) },
      })
    }
    return out
  },
}
