import type { BBox, PartClass, TriMesh } from './types.ts'

/** Tunable thresholds of the part classifier. */
export interface ClassifyRules {
  /** Share of surface area that must be a surface of revolution about one axis. */
  rotationalAreaShare: number
  /** The two cross-section extents of a turned part agree within this ratio. */
  roundTolerance: number
  /** Wall thickness (2·V/A) at or below which a part is sheet. */
  sheetMaxThicknessMm: number
  /** …and at or below this share of its second-largest extent. */
  sheetMaxThicknessRatio: number
}

const DEFAULT_CLASSIFY_RULES: ClassifyRules = {
  rotationalAreaShare: 0.6,
  roundTolerance: 0.05,
  sheetMaxThicknessMm: 6,
  sheetMaxThicknessRatio: 0.2,
}

/** The classifier's verdict plus the turning axis for rotational parts. */
export interface Classification {
  partClass: PartClass
  rotation?: { axis: 'x' | 'y' | 'z'; diameter: number; length: number }
  /** 2·V/A: the wall thickness of a sheet-like part. */
  meanThickness: number
}

const AXES = ['x', 'y', 'z'] as const

/**
 * Rotational: two bbox extents agree, the cross-section is round (no vertex beyond the inscribed
 * radius, which rejects square bars) and most of the area lies on surfaces of revolution about
 * that axis, i.e. each triangle's normal lies in the plane through the axis (this also accepts the
 * flat ends and shoulders a lathe faces). Sheet: thin everywhere. Otherwise prismatic.
 */
export function classifyPart(
  mesh: TriMesh,
  box: BBox,
  volume: number,
  area: number,
  rules = DEFAULT_CLASSIFY_RULES,
): Classification {
  const meanThickness = area > 0 ? (2 * volume) / area : 0
  for (let k = 0; k < 3; k++) {
    const [i, j] = [(k + 1) % 3, (k + 2) % 3]
    const di = extent(box, i),
      dj = extent(box, j)
    if (Math.abs(di - dj) > rules.roundTolerance * Math.max(di, dj)) continue
    const diameter = Math.max(di, dj)
    if (revolvedShare(mesh, box, k, diameter) >= rules.rotationalAreaShare) {
      return { partClass: 'rotational', rotation: { axis: AXES[k]!, diameter, length: extent(box, k) }, meanThickness }
    }
  }
  const dims = [box.size.x, box.size.y, box.size.z].sort((a, b) => a - b)
  const thin = meanThickness <= rules.sheetMaxThicknessMm && meanThickness <= rules.sheetMaxThicknessRatio * dims[1]!
  return { partClass: thin ? 'sheet' : 'prismatic', meanThickness }
}

const extent = (box: BBox, k: number) => (box.max[k] as number) - (box.min[k] as number)

function revolvedShare(mesh: TriMesh, box: BBox, axis: number, diameter: number): number {
  const p = mesh.positions
  const idx = mesh.indices
  const [i, j] = [(axis + 1) % 3, (axis + 2) % 3]
  const ci = ((box.min[i] as number) + (box.max[i] as number)) / 2
  const cj = ((box.min[j] as number) + (box.max[j] as number)) / 2
  const limit = (diameter / 2) * 1.02
  let total = 0
  let revolved = 0
  for (let t = 0; t < idx.length; t += 3) {
    const a = idx[t]! * 3,
      b = idx[t + 1]! * 3,
      c = idx[t + 2]! * 3
    const e1 = [p[b]! - p[a]!, p[b + 1]! - p[a + 1]!, p[b + 2]! - p[a + 2]!]
    const e2 = [p[c]! - p[a]!, p[c + 1]! - p[a + 1]!, p[c + 2]! - p[a + 2]!]
    const n = [e1[1]! * e2[2]! - e1[2]! * e2[1]!, e1[2]! * e2[0]! - e1[0]! * e2[2]!, e1[0]! * e2[1]! - e1[1]! * e2[0]!]
    const twiceArea = Math.hypot(n[0]!, n[1]!, n[2]!)
    if (twiceArea === 0) continue
    total += twiceArea
    // Radial position of the centroid in the cross-section plane.
    const ri = (p[a + i]! + p[b + i]! + p[c + i]!) / 3 - ci
    const rj = (p[a + j]! + p[b + j]! + p[c + j]!) / 3 - cj
    for (const v of [a, b, c]) {
      if (Math.hypot(p[v + i]! - ci, p[v + j]! - cj) > limit) return 0
    }
    const r = Math.hypot(ri, rj)
    if (r < 1e-9) {
      revolved += twiceArea
      continue
    }
    // Tangential direction (−rj, ri)/r; a revolved surface's normal has no tangential component.
    const tangential = Math.abs((-rj * n[i]! + ri * n[j]!) / r) / twiceArea
    if (tangential < 0.1) revolved += twiceArea
  }
  return total > 0 ? revolved / total : 0
}
