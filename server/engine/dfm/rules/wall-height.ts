import { mainAxis } from '../../planning/directions.ts'
import { round2, type Breach, type DfmRule } from '../types.ts'

const AXIS_INDEX = { X: 0, Y: 1, Z: 2 } as const
// A face within ~1° of parallel to the clamping axis stands as a wall.
const STANDING_DOT = 0.02

/**
 * Wall height against its thickness: a tall thin wall chatters and must be cut in light steps
 * (about 4 : 1 is easy, beyond 8 : 1 costly). Only walls standing along the axis the part is
 * clamped on count, their height measured along it; a floor's span is a different matter.
 */
export const wallHeight: DfmRule = {
  id: 'wall-height',
  check({ walls, geometry, limit }) {
    if (limit === null) return []
    const axis = AXIS_INDEX[mainAxis(geometry)]
    const extent = new Map(walls.map((w) => [w.face, w.extent[axis]]))
    const seen = new Set<string>()
    const out: Breach[] = []
    for (const w of walls) {
      if (Math.abs(w.normal[axis]) > STANDING_DOT || w.thickness <= 0) continue
      // A wall stands as high as the lower of its two sides.
      const height = Math.min(w.extent[axis], extent.get(w.opposite) ?? Infinity)
      const ratio = height / w.thickness
      const pair = [w.face, w.opposite].sort((a, b) => a - b).join('-')
      if (ratio <= limit || seen.has(pair)) continue
      seen.add(pair)
      out.push({
        faces: [w.face, w.opposite],
        features: [],
        measured: round2(ratio),
        limit,
        unit: 'ratio',
        params: { height: round2(height), thickness: round2(w.thickness) },
      })
    }
    return out
  },
}
