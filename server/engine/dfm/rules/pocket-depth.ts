import { POCKET_KINDS } from '../tooling.ts'
import { round2, type Breach, type DfmRule } from '../types.ts'

/**
 * Pocket depth against its width: the cutter must fit the width, and a cutter more than about four
 * of its diameters deep deflects and chatters, so a pocket deeper than limit × its width (4 by
 * default) needs long-reach tools in light passes.
 */
export const pocketDepth: DfmRule = {
  id: 'pocket-depth',
  check({ features, limit }) {
    if (limit === null) return []
    const out: Breach[] = []
    for (const f of features) {
      if (!POCKET_KINDS.has(f.kind) || !f.depth || !f.width) continue
      const ratio = f.depth / f.width
      if (ratio <= limit) continue
      out.push({
        faces: f.faces,
        features: [f.id],
        measured: round2(ratio),
        limit,
        unit: 'ratio',
        params: { depth: round2(f.depth), width: round2(f.width) },
      })
    }
    return out
  },
}
