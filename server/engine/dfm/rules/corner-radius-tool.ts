import { POCKET_KINDS, smallest, toolsOf } from '../tooling.ts'
import { round2, type Breach, type DfmRule } from '../types.ts'

/**
 * Inside corner radius against the smallest end mill the shop has for the material: a corner
 * tighter than that cutter's radius cannot be milled at all and is spark-eroded (EDM) or needs a
 * tool bought for it. Without end mills in the library the planner already says so.
 */
export const cornerRadiusTool: DfmRule = {
  id: 'corner-radius-tool',
  check({ features, libraries, materialClass }) {
    const tool = smallest(toolsOf(libraries, 'end-mill', materialClass))
    if (tool === null) return []
    const out: Breach[] = []
    for (const f of features) {
      if (!POCKET_KINDS.has(f.kind) || f.cornerRadius === undefined) continue
      if (f.cornerRadius >= tool / 2 - 1e-6) continue
      out.push({
        faces: f.faces,
        features: [f.id],
        measured: round2(f.cornerRadius),
        limit: round2(tool / 2),
        unit: 'mm',
        params: { tool: round2(tool) },
      })
    }
    return out
  },
}
