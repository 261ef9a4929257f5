import { angularSpan, type FaceCylinder } from '../cylinder-fit.ts'
import { sameAxisLine } from '../features.ts'
import { dot, perpendicularBasis, sub, type Vec3 } from '../linalg.ts'
import type { Surface } from '../surfaces.ts'
import type { Context } from './context.ts'

// Two faces of one cylinder: same axis line and radius within this share.
const SAME_RADIUS = 0.002

/** Adjacent faces of one cylinder (CAD splits a bore or a turned diameter into half faces), measured together. */
export interface CylinderGroup {
  faces: number[]
  axis: Vec3
  /** A point on the axis; tMin/tMax are axial positions relative to it. */
  origin: Vec3
  radius: number
  concave: boolean
  tMin: number
  tMax: number
  /** Angular coverage of all the faces together, degrees. */
  span: number
}

/**
 * Unclaimed cylinder faces passing `keep`, grouped with adjacent faces of the same cylinder
 * (union-find over the face links), in ascending face order.
 */
export function cylinderGroups(ctx: Context, keep: (c: FaceCylinder) => boolean): CylinderGroup[] {
  const parent = new Map<number, number>()
  const find = (f: number): number => {
    const p = parent.get(f)!
    return p === f ? f : find(p)
  }
  const cylinders = ctx.surfaces.filter((s) => s.cylinder && !ctx.claimed.has(s.index) && keep(s.cylinder))
  for (const s of cylinders) parent.set(s.index, s.index)
  for (const s of cylinders) {
    for (const link of ctx.links[s.index]!) {
      const o = ctx.surfaces[link.face]!
      if (!parent.has(o.index) || !same(s.cylinder!, o.cylinder!)) continue
      const [a, b] = [find(s.index), find(o.index)]
      if (a !== b) parent.set(Math.max(a, b), Math.min(a, b))
    }
  }
  const groups = new Map<number, number[]>()
  for (const s of cylinders) groups.set(find(s.index), [...(groups.get(find(s.index)) ?? []), s.index])
  return [...groups.values()].map((faces) => measure(ctx.surfaces, faces))
}

function measure(surfaces: Surface[], faces: number[]): CylinderGroup {
  const first = surfaces[faces[0]!]!.cylinder!
  const { axis, origin } = first
  const [u, w] = perpendicularBasis(axis)
  let tMin = Infinity,
    tMax = -Infinity
  const angles: number[] = []
  for (const p of faces.flatMap((f) => surfaces[f]!.points)) {
    const d = sub(p, origin)
    const t = dot(d, axis)
    tMin = Math.min(tMin, t)
    tMax = Math.max(tMax, t)
    angles.push(Math.atan2(dot(d, w), dot(d, u)))
  }
  const radius = faces.reduce((s, f) => s + surfaces[f]!.cylinder!.radius, 0) / faces.length
  return { faces, axis, origin, radius, concave: first.concave, tMin, tMax, span: angularSpan(angles) }
}

const same = (a: FaceCylinder, b: FaceCylinder) =>
  a.concave === b.concave && sameAxisLine(a, b) && Math.abs(a.radius - b.radius) <= SAME_RADIUS * a.radius + 0.005
