import { add, dot, perpendicularBasis, scale, solve3, sub, symmetricEigen, type Vec3 } from './linalg.ts'
import type { FaceRange, TriMesh } from './types.ts'

/** One B-rep face recognised as (part of) a cylinder. */
export interface FaceCylinder {
  axis: Vec3
  /** A point on the axis. */
  origin: Vec3
  radius: number
  /** Normals point at the axis: material outside the cylinder, i.e. a hole wall. */
  concave: boolean
  /** Axial range relative to `origin`. */
  tMin: number
  tMax: number
  /** Angles (rad) of the face's vertices around the axis, for span checks after merging. */
  angles: number[]
}

/**
 * Fits a cylinder to one B-rep face from occt's exact vertex normals. occt-import-js gives no
 * surface types, but a cylinder's normals all lie in one plane (axis = the direction they never
 * point along) and each normal line passes through the axis, which a linear fit recovers.
 */
export function fitFaceCylinder(mesh: TriMesh, face: FaceRange): FaceCylinder | undefined {
  const normals = mesh.normals
  if (!normals) return undefined
  const verts = new Set<number>()
  for (let t = face.first; t <= face.last; t++) {
    for (let k = 0; k < 3; k++) verts.add(mesh.indices[t * 3 + k] as number)
  }
  if (verts.size < 6) return undefined
  const pts: Vec3[] = []
  const nrm: Vec3[] = []
  const m = [0, 0, 0, 0, 0, 0, 0, 0, 0]
  for (const v of verts) {
    const n: Vec3 = [normals[v * 3]!, normals[v * 3 + 1]!, normals[v * 3 + 2]!]
    pts.push([mesh.positions[v * 3]!, mesh.positions[v * 3 + 1]!, mesh.positions[v * 3 + 2]!])
    nrm.push(n)
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) m[r * 3 + c]! += n[r]! * n[c]!
  }
  const { values, vectors } = symmetricEigen(m)
  const total = values[0]! + values[1]! + values[2]!
  // Normals with a component along the "axis" are cones or free-form; normals that barely turn
  // are planes (a fillet of a few degrees is not worth a feature either).
  if (values[0]! / total > 0.002 || values[1]! / total < 0.01) return undefined
  const axis = vectors[0]!
  const [u, w] = perpendicularBasis(axis)
  // Circle through the projected vertices (Kåsa's algebraic fit: x² + y² + D·x + E·y + F = 0).
  // Vertices lie on the exact surface; occt's normals are smoothed near face edges, so they only
  // decide the axis and which side the material is on.
  const a = [0, 0, 0, 0, 0, 0, 0, 0, 0]
  const b: Vec3 = [0, 0, 0]
  const q2: [number, number][] = []
  for (const p of pts) {
    const x = dot(p, u),
      y = dot(p, w),
      r2 = x * x + y * y
    q2.push([x, y])
    a[0]! += x * x
    a[1]! += x * y
    a[2]! += x
    a[4]! += y * y
    a[5]! += y
    a[8]! += 1
    b[0] -= r2 * x
    b[1] -= r2 * y
    b[2] -= r2
  }
  a[3] = a[1]!
  a[6] = a[2]!
  a[7] = a[5]!
  const sol = solve3(a, b)
  if (!sol) return undefined
  const cx = -sol[0] / 2,
    cy = -sol[1] / 2
  const radius = Math.sqrt(Math.max(0, cx * cx + cy * cy - sol[2]))
  let err = 0
  let inward = 0
  for (let i = 0; i < q2.length; i++) {
    const dx = q2[i]![0] - cx,
      dy = q2[i]![1] - cy
    err += (Math.hypot(dx, dy) - radius) ** 2
    inward += dx * dot(nrm[i]!, u) + dy * dot(nrm[i]!, w)
  }
  if (!(radius > 1e-6) || Math.sqrt(err / q2.length) > 0.002 * radius + 1e-4) return undefined
  const origin = add(scale(u, cx), scale(w, cy))
  let tMin = Infinity,
    tMax = -Infinity
  const angles: number[] = []
  for (let i = 0; i < pts.length; i++) {
    const t = dot(sub(pts[i]!, origin), axis)
    tMin = Math.min(tMin, t)
    tMax = Math.max(tMax, t)
    angles.push(Math.atan2(q2[i]![1] - cy, q2[i]![0] - cx))
  }
  return { axis, origin, radius, concave: inward < 0, tMin, tMax, angles }
}

/** Angular coverage in degrees: 360 minus the widest gap between sorted sample angles. */
export function angularSpan(angles: number[]): number {
  if (angles.length < 2) return 0
  const s = angles.slice().sort((x, y) => x - y)
  let gap = s[0]! + 2 * Math.PI - s[s.length - 1]!
  for (let i = 1; i < s.length; i++) gap = Math.max(gap, s[i]! - s[i - 1]!)
  return 360 - (gap * 180) / Math.PI
}
