import { angularSpan, fitFaceCylinder, type FaceCylinder } from './cylinder-fit.ts'
import { add, cross, dot, norm, positive, scale, sub, type Vec3 } from './linalg.ts'
import type { CylinderFeature, TriMesh } from './types.ts'

/** Metric coarse-thread tap drills: a hole of this Ø is a tapped-hole candidate. */
export const TAP_DRILLS: [string, number][] = [
  ['M3', 2.5],
  ['M4', 3.3],
  ['M5', 4.2],
  ['M6', 5.0],
  ['M8', 6.8],
  ['M10', 8.5],
  ['M12', 10.2],
  ['M16', 14.0],
  ['M20', 17.5],
]

/** The metric thread a hole of this Ø is the tap drill for (within 0.03 mm), if any. */
export function tapDrillFor(diameter: number): string | undefined {
  return TAP_DRILLS.find(([, d]) => Math.abs(d - diameter) <= 0.03)?.[0]
}

// Below this coverage a concave cylinder is a fillet or a slot end, not a hole.
export const MIN_SPAN_DEG = 300

interface Merged extends FaceCylinder {
  span?: number
}

/**
 * Finds holes and bosses: fits each B-rep face, merges faces of one cylinder (CAD systems split a
 * full cylinder into two half faces), keeps those that close around their axis, and groups coaxial
 * steps (counterbore + hole) so the caller can count one drilled hole per group.
 */
export function findCylinders(mesh: TriMesh): { holes: CylinderFeature[]; bosses: CylinderFeature[] } {
  const merged: Merged[] = []
  for (const face of mesh.faces ?? []) {
    const cyl = fitFaceCylinder(mesh, face)
    if (!cyl) continue
    const same = merged.find((m) => sameCylinder(m, cyl))
    if (same) absorb(same, cyl)
    else merged.push({ ...cyl, angles: cyl.angles.slice() })
  }
  const full = merged.filter((m) => (m.span = angularSpan(m.angles)) >= MIN_SPAN_DEG)
  const groups: Merged[] = []
  const features = full.map((m) => {
    let group = groups.findIndex((g) => sameAxisLine(g, m))
    if (group < 0) group = groups.push(m) - 1
    return toFeature(m, group)
  })
  const order = (a: CylinderFeature, b: CylinderFeature) => a.coaxialGroup - b.coaxialGroup || a.diameter - b.diameter
  return {
    holes: features.filter((f) => f.kind === 'hole').sort(order),
    bosses: features.filter((f) => f.kind === 'boss').sort(order),
  }
}

/** Parallel axes through one line (the origins may lie anywhere along it). */
export function sameAxisLine(
  a: Pick<FaceCylinder, 'axis' | 'origin' | 'radius'>,
  b: Pick<FaceCylinder, 'axis' | 'origin'>,
): boolean {
  if (Math.abs(dot(a.axis, b.axis)) < 0.9995) return false
  const offset = sub(b.origin, a.origin)
  const distance = norm(cross(offset, a.axis))
  return distance < 1e-3 * Math.max(1, a.radius) + 0.01
}

function sameCylinder(a: FaceCylinder, b: FaceCylinder): boolean {
  if (a.concave !== b.concave || !sameAxisLine(a, b)) return false
  if (Math.abs(a.radius - b.radius) > 0.002 * a.radius + 0.005) return false
  // Faces of one cylinder overlap axially; two equal holes stacked on one axis with a gap do not.
  const shift = dot(sub(b.origin, a.origin), a.axis) * Math.sign(dot(a.axis, b.axis))
  const sign = Math.sign(dot(a.axis, b.axis))
  const bMin = shift + Math.min(sign * b.tMin, sign * b.tMax)
  const bMax = shift + Math.max(sign * b.tMin, sign * b.tMax)
  return bMin <= a.tMax + 0.01 && bMax >= a.tMin - 0.01
}

function absorb(into: Merged, other: FaceCylinder): void {
  const sign = Math.sign(dot(into.axis, other.axis))
  const shift = dot(sub(other.origin, into.origin), into.axis)
  into.tMin = Math.min(into.tMin, shift + Math.min(sign * other.tMin, sign * other.tMax))
  into.tMax = Math.max(into.tMax, shift + Math.max(sign * other.tMin, sign * other.tMax))
  // Angles are measured in each face's own basis; re-express them around `into`'s axis.
  for (const angle of other.angles) into.angles.push(rebase(angle, other, into))
}

function rebase(angle: number, from: FaceCylinder, to: FaceCylinder): number {
  const [fu, fw] = basis(from.axis)
  const dir = add(scale(fu, Math.cos(angle)), scale(fw, Math.sin(angle)))
  const [tu, tw] = basis(to.axis)
  return Math.atan2(dot(dir, tw), dot(dir, tu))
}

function basis(axis: Vec3): [Vec3, Vec3] {
  const helper: Vec3 = Math.abs(axis[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0]
  const u = cross(axis, helper)
  const n = norm(u)
  const uu = scale(u, 1 / n)
  return [uu, cross(axis, uu)]
}

function toFeature(m: Merged, group: number): CylinderFeature {
  const diameter = 2 * m.radius
  const depth = m.tMax - m.tMin
  const center = add(m.origin, scale(m.axis, (m.tMin + m.tMax) / 2))
  const feature: CylinderFeature = {
    kind: m.concave ? 'hole' : 'boss',
    diameter: round(diameter, 4),
    depth: round(depth, 4),
    depthRatio: round(depth / diameter, 3),
    center: center.map((c) => round(c, 4)) as Vec3,
    // Axes point into the positive half-space so identical holes print identically.
    axis: positive(m.axis).map((c) => round(c, 6) + 0) as Vec3,
    coaxialGroup: group,
  }
  const tap = m.concave ? tapDrillFor(diameter) : undefined
  if (tap) feature.tapDrillFor = tap
  return feature
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits
