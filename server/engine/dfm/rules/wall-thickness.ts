import { round2, type Breach, type DfmRule } from '../types.ts'

/**
 * Local wall thickness against the material's minimum: a thin wall vibrates under the cutter,
 * deflects out of tolerance and may break through. Judged per flat face (the thickness behind it),
 * not by the part's mean, so one thin rib of a thick block is found. Each wall is named once by its
 * two faces (it is measured from both).
 */
export const wallThickness: DfmRule = {
  id: 'wall-thickness',
  check({ walls, limit }) {
    if (limit === null) return []
    const seen = new Set<string>()
    const out: Breach[] = []
    for (const w of [...walls].sort((a, b) => a.thickness - b.thickness)) {
      const pair = [w.face, w.opposite].sort((a, b) => a - b).join('-')
      if (w.thickness >= limit || seen.has(pair)) continue
      seen.add(pair)
      out.push({ faces: [w.face, w.opposite], features: [], measured: round2(w.thickness), limit, unit: 'mm' })
    }
    return out
  },
}
