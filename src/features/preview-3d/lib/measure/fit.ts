import { at, basisAround, dot, normalize, scale, add, sub, symmetricEigen, type Vec3 } from './vec3.ts'

// Planes, circles and cylinders fitted to the vertices of a tessellated B-rep face. OCCT places
// every vertex on the exact surface, so a least-squares fit recovers the surface to the precision of
// the float32 positions, far below the 0.01 mm a machinist reads.

export interface Plane {
  /** Unit normal, pointing out of the part when the caller gave the outward side. */
  normal: Vec3
  /** A point of the plane: the centroid of the points fitted. */
  point: Vec3
}

export interface Circle {
  center: Vec3
  /** Unit normal of the circle's plane. */
  normal: Vec3
  radius: number
}

export interface Cylinder {
  /** Unit direction of the axis. */
  axis: Vec3
  /** The axis point level with the centroid of the points fitted. */
  center: Vec3
  radius: number
}

/** A fit and its largest deviation from the points, in model units. */
export interface Fitted<T> {
  shape: T
  deviation: number
}

function centroid(points: ArrayLike<number>): Vec3 {
  const n = points.length / 3
  let c: Vec3 = [0, 0, 0]
  for (let i = 0; i < n; i++) c = add(c, at(points, i))
  return scale(c, 1 / Math.max(n, 1))
}

/** Σ (p - c)(p - c)ᵀ, row-major: the spread of the points about their centroid. */
function scatter(points: ArrayLike<number>, c: Vec3): number[] {
  const m = [0, 0, 0, 0, 0, 0, 0, 0, 0]
  for (let i = 0; i < points.length / 3; i++) {
    const d = sub(at(points, i), c)
    for (let r = 0; r < 3; r++) for (let k = 0; k < 3; k++) m[r * 3 + k]! += d[r]! * d[k]!
  }
  return m
}

/** The plane nearest the points (flat xyz), its normal turned to the side of `outward`. */
export function fitPlane(points: ArrayLike<number>, outward: Vec3): Fitted<Plane> {
  const point = centroid(points)
  const normal = symmetricEigen(scatter(points, point)).vectors[0]!
  const oriented = dot(normal, outward) < 0 ? scale(normal, -1) : normal
  let deviation = 0
  for (let i = 0; i < points.length / 3; i++)
    deviation = Math.max(deviation, Math.abs(dot(sub(at(points, i), point), oriented)))
  return { shape: { normal: oriented, point }, deviation }
}

/**
 * The circle nearest points given in a plane's 2D frame (algebraic fit: x² + y² + Dx + Ey + F = 0
 * by least squares, about the points' mean for conditioning). Null for fewer than three points or
 * points on a line.
 */
export function fitCircle2d(xs: readonly number[], ys: readonly number[]) {
  const n = xs.length
  if (n < 3) return null
  const mx = xs.reduce((s, x) => s + x, 0) / n
  const my = ys.reduce((s, y) => s + y, 0) / n
  // Normal equations of [x y 1]·[D E F]ᵀ = -(x² + y²).
  const m = [0, 0, 0, 0, 0, 0, 0, 0, 0]
  const r = [0, 0, 0]
  for (let i = 0; i < n; i++) {
    const row = [xs[i]! - mx, ys[i]! - my, 1]
    const rhs = -(row[0]! ** 2 + row[1]! ** 2)
    for (let a = 0; a < 3; a++) {
      r[a]! += row[a]! * rhs
      for (let b = 0; b < 3; b++) m[a * 3 + b]! += row[a]! * row[b]!
    }
  }
  const solution = solve3(m, r)
  if (!solution) return null
  const [d, e, f] = solution
  const cx = -d / 2
  const cy = -e / 2
  const radius = Math.sqrt(cx * cx + cy * cy - f)
  if (!Number.isFinite(radius)) return null
  let deviation = 0
  for (let i = 0; i < n; i++)
    deviation = Math.max(deviation, Math.abs(Math.hypot(xs[i]! - mx - cx, ys[i]! - my - cy) - radius))
  return { x: cx + mx, y: cy + my, radius, deviation }
}

/** Cramer's rule; null when the system is singular. */
function solve3(m: readonly number[], r: readonly number[]): [number, number, number] | null {
  const det = (a: readonly number[]) =>
    a[0]! * (a[4]! * a[8]! - a[5]! * a[7]!) -
    a[1]! * (a[3]! * a[8]! - a[5]! * a[6]!) +
    a[2]! * (a[3]! * a[7]! - a[4]! * a[6]!)
  const d = det(m)
  if (!Number.isFinite(d) || Math.abs(d) < 1e-12 * Math.max(1, Math.abs(m[0]! * m[4]! * m[8]!))) return null
  const column = (c: number) => m.map((v, i) => (i % 3 === c ? r[Math.floor(i / 3)]! : v))
  return [det(column(0)) / d, det(column(1)) / d, det(column(2)) / d]
}

/** The circle through points (flat xyz) lying in the plane of `normal` around `origin`. */
function circleIn(points: ArrayLike<number>, normal: Vec3, origin: Vec3): Fitted<Circle> | null {
  const [u, v] = basisAround(normal)
  const xs: number[] = []
  const ys: number[] = []
  for (let i = 0; i < points.length / 3; i++) {
    const d = sub(at(points, i), origin)
    xs.push(dot(d, u))
    ys.push(dot(d, v))
  }
  const c = fitCircle2d(xs, ys)
  if (!c) return null
  const center = add(origin, add(scale(u, c.x), scale(v, c.y)))
  return { shape: { center, normal, radius: c.radius }, deviation: c.deviation }
}

/** The circle nearest points in space (an edge's polyline); its deviation includes leaving the plane. */
export function fitCircle(points: ArrayLike<number>): Fitted<Circle> | null {
  const plane = fitPlane(points, [0, 0, 1])
  const circle = circleIn(points, plane.shape.normal, plane.shape.point)
  return circle && { shape: circle.shape, deviation: Math.max(circle.deviation, plane.deviation) }
}

/**
 * The cylinder through points (flat xyz) whose surface normals (flat xyz, one per point) are
 * given: the axis is the direction every normal is square to (the scatter's least eigenvector),
 * the section the circle fitted to the points seen along it.
 */
export function fitCylinder(points: ArrayLike<number>, normals: ArrayLike<number>): Fitted<Cylinder> | null {
  const spread = [0, 0, 0, 0, 0, 0, 0, 0, 0]
  for (let i = 0; i < normals.length / 3; i++) {
    const n = normalize(at(normals, i))
    for (let r = 0; r < 3; r++) for (let k = 0; k < 3; k++) spread[r * 3 + k]! += n[r]! * n[k]!
  }
  const axis = normalize(symmetricEigen(spread).vectors[0]!)
  const mid = centroid(points)
  const circle = circleIn(points, axis, mid)
  if (!circle) return null
  return { shape: { axis, center: circle.shape.center, radius: circle.shape.radius }, deviation: circle.deviation }
}

/** Angle between two unit vectors in degrees, 0–180. */
export function angleBetween(a: Vec3, b: Vec3): number {
  return (Math.acos(Math.min(1, Math.max(-1, dot(normalize(a), normalize(b))))) * 180) / Math.PI
}

/** Normals within this many degrees of (anti-)parallel make parallel faces. */
export const PARALLEL_DEGREES = 0.05

/** Distance between two parallel planes, or null when they are not parallel. */
export function planeGap(a: Plane, b: Plane): number | null {
  const angle = angleBetween(a.normal, b.normal)
  if (Math.min(angle, 180 - angle) > PARALLEL_DEGREES) return null
  return Math.abs(dot(sub(b.point, a.point), a.normal))
}
