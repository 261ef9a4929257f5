import { add, dot, perpendicularBasis, scale, type Vec3 } from './linalg.ts'

/** One B-rep face recognised as a cone (a chamfer on a round edge, a drill point, a countersink). */
export interface FaceCone {
  /** Unit axis; `origin` is a point on it. */
  axis: Vec3
  origin: Vec3
  /** Normals point at the axis: material outside (a countersink or drill point). */
  concave: boolean
  /** Axial range of the face relative to `origin`, and its smallest and largest radius, mm. */
  tMin: number
  tMax: number
  rMin: number
  rMax: number
}

// Centred normals of a cone lie in one plane: its smallest spread must be this small a share.
const MAX_SPREAD = 0.002
// A cone's normals lean along the axis; below this they are a cylinder's (fitted elsewhere).
const MIN_AXIAL = 0.02

/**
 * Fits a cone to a face: the axis is the direction the centred normals do not vary along; the axis
 * point comes from the vertices, which lie on circles whose squared radius is a quadratic in the
 * axial position, an algebraic fit like the cylinder's. occt's normals are blended near seams and
 * at an apex, so they only decide the axis and which side the material is on.
 */
export function fitFaceCone(
  points: Vec3[],
  normals: Vec3[],
  fit: { axis: Vec3; spread: number },
): FaceCone | undefined {
  if (points.length < 6 || fit.spread > MAX_SPREAD) return undefined
  const axis = fit.axis
  const axial = normals.reduce((s, n) => s + dot(n, axis), 0) / normals.length
  if (Math.abs(axial) < MIN_AXIAL) return undefined
  const [u, w] = perpendicularBasis(axis)
  const ts = points.map((p) => dot(p, axis))
  const qs = points.map((p): [number, number] => [dot(p, u), dot(p, w)])
  const centre = circleCentre(qs, ts)
  if (!centre) return undefined
  const [cx, cy] = centre
  let rMin = Infinity,
    rMax = -Infinity,
    inward = 0
  const radii = qs.map(([x, y], i) => {
    const [dx, dy] = [x - cx, y - cy]
    const r = Math.hypot(dx, dy)
    rMin = Math.min(rMin, r)
    rMax = Math.max(rMax, r)
    inward += dx * dot(normals[i]!, u) + dy * dot(normals[i]!, w)
    return r
  })
  // Vertices lie on the exact surface: radius must grow linearly along the axis.
  const slope = axialSlope(ts, radii)
  const tolerance = 0.002 * rMax + 0.002
  if (!(rMax > 1e-6) || radii.some((r, i) => Math.abs(r - slope.at(ts[i]!)) > tolerance)) return undefined
  const tMin = ts.reduce((m, t) => Math.min(m, t), Infinity)
  const tMax = ts.reduce((m, t) => Math.max(m, t), -Infinity)
  const origin = add(scale(u, cx), scale(w, cy))
  return { axis, origin, concave: inward < 0, tMin, tMax, rMin, rMax }
}

/**
 * Centre of the circles x² + y² + D·x + E·y + F + G·t + H·t² = 0 (least squares). With only two
 * axial levels (a chamfer tessellated along its edges) H is not determined and is left out.
 */
function circleCentre(qs: [number, number][], ts: number[]): [number, number] | undefined {
  const levels = new Set(ts.map((t) => Math.round(t * 1e4))).size
  const n = levels > 2 ? 5 : 4
  // Centred coordinates keep the normal equations well conditioned on large parts.
  const mx = qs.reduce((s, q) => s + q[0], 0) / qs.length
  const my = qs.reduce((s, q) => s + q[1], 0) / qs.length
  const mt = ts.reduce((s, t) => s + t, 0) / ts.length
  const ata = Array.from({ length: n }, () => new Array<number>(n).fill(0))
  const atb = new Array<number>(n).fill(0)
  qs.forEach(([qx, qy], i) => {
    const [x, y, t] = [qx - mx, qy - my, ts[i]! - mt]
    const row = [x, y, 1, t, t * t].slice(0, n)
    for (let r = 0; r < n; r++) {
      atb[r]! -= row[r]! * (x * x + y * y)
      for (let c = 0; c < n; c++) ata[r]![c]! += row[r]! * row[c]!
    }
  })
  const z = solve(ata, atb)
  return z && [mx - z[0]! / 2, my - z[1]! / 2]
}

/** Gaussian elimination with partial pivoting; undefined when singular. */
function solve(a: number[][], b: number[]): number[] | undefined {
  const n = b.length
  for (let k = 0; k < n; k++) {
    const p = a.slice(k).reduce((best, row, i) => (Math.abs(row[k]!) > Math.abs(a[best]![k]!) ? k + i : best), k)
    if (Math.abs(a[p]![k]!) < 1e-12) return undefined
    ;[a[k], a[p]] = [a[p]!, a[k]!]
    ;[b[k], b[p]] = [b[p]!, b[k]!]
    for (let r = k + 1; r < n; r++) {
      const f = a[r]![k]! / a[k]![k]!
      for (let c = k; c < n; c++) a[r]![c]! -= f * a[k]![c]!
      b[r]! -= f * b[k]!
    }
  }
  const x = new Array<number>(n).fill(0)
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r]!
    for (let c = r + 1; c < n; c++) s -= a[r]![c]! * x[c]!
    x[r] = s / a[r]![r]!
  }
  return x
}

/** Least-squares line r = r0 + k·t through the vertex radii. */
function axialSlope(ts: number[], radii: number[]) {
  const m = ts.length
  const mt = ts.reduce((s, t) => s + t, 0) / m
  const mr = radii.reduce((s, r) => s + r, 0) / m
  let stt = 0,
    str = 0
  ts.forEach((t, i) => {
    stt += (t - mt) ** 2
    str += (t - mt) * (radii[i]! - mr)
  })
  const k = stt > 0 ? str / stt : 0
  return { at: (t: number) => mr + k * (t - mt) }
}
