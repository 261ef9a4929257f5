import type { Link } from '../adjacency.ts'
import { dot, normalize, type Vec3 } from '../linalg.ts'
import type { Surface } from '../surfaces.ts'
import type { BBox, RecognisedFeature } from '../types.ts'

/** A feature before the recogniser numbers it. */
export type Draft = Omit<RecognisedFeature, 'id'>

/** What every rule reads: classified faces, their neighbours, and the faces earlier rules took. */
export interface Context {
  surfaces: Surface[]
  links: Link[][]
  bbox: BBox
  /** Turning axis of a rotational part (unit), from the part classifier. */
  turningAxis?: Vec3
  /** Faces already explained by a feature; later rules (blends) leave them alone. */
  claimed: Set<number>
}

// Directions closer than ~1.1° count as parallel.
export const PARALLEL_DOT = 0.9998
// Directions within ~1.1° of a right angle count as perpendicular.
const PERPENDICULAR_DOT = 0.02

export const parallel = (a: Vec3, b: Vec3) => Math.abs(dot(a, b)) > PARALLEL_DOT
export const perpendicular = (a: Vec3, b: Vec3) => Math.abs(dot(a, b)) < PERPENDICULAR_DOT

/** Smallest and largest projection of points onto a direction. */
export function extent(points: Vec3[], dir: Vec3): [number, number] {
  let lo = Infinity,
    hi = -Infinity
  for (const p of points) {
    const t = dot(p, dir)
    lo = Math.min(lo, t)
    hi = Math.max(hi, t)
  }
  return [lo, hi]
}

export const span = (points: Vec3[], dir: Vec3) => {
  const [lo, hi] = extent(points, dir)
  return hi - lo
}

/**
 * A unit direction with fitting noise below ~0.06° and -0 removed, so that equal directions print
 * equally and an axis-aligned approach reads as one.
 */
export function direction(v: Vec3): Vec3 {
  const unit = normalize(v)
  const snapped = normalize(unit.map((c) => (Math.abs(c) < 1e-3 ? 0 : c)) as Vec3)
  return snapped.map((c) => Math.round(c * 1e4) / 1e4 + 0) as Vec3
}

export const pointsOf = (ctx: Context, faces: number[]) => faces.flatMap((f) => ctx.surfaces[f]!.points)
