/** A 3-vector as a tuple; small helpers for the fitting code. */
export type Vec3 = [number, number, number]

export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s]
export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const norm = (a: Vec3): number => Math.sqrt(dot(a, a))
export function normalize(a: Vec3): Vec3 {
  const n = norm(a)
  return n === 0 ? [0, 0, 0] : scale(a, 1 / n)
}

/**
 * The sign of an axis line pointing into the positive half-space (x decides, then y, then z), so a
 * fitted axis reads the same whichever sign the fit happened to give.
 */
export const positive = (axis: Vec3): Vec3 =>
  axis[0] + axis[1] * 1e-3 + axis[2] * 1e-6 < 0 ? [-axis[0], -axis[1], -axis[2]] : axis

/** Two unit vectors completing `axis` to an orthonormal frame. */
export function perpendicularBasis(axis: Vec3): [Vec3, Vec3] {
  const helper: Vec3 = Math.abs(axis[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0]
  const u = normalize(cross(axis, helper))
  return [u, cross(axis, u)]
}

/**
 * Eigen-decomposition of a symmetric 3×3 matrix (row-major) by cyclic Jacobi rotations; returns
 * eigenvalues ascending with their unit eigenvectors. Converges in a handful of sweeps at this size.
 */
export function symmetricEigen(m: number[]): { values: number[]; vectors: Vec3[] } {
  const a = m.slice()
  const v = [1, 0, 0, 0, 1, 0, 0, 0, 1]
  const at = (r: number, c: number) => a[r * 3 + c] as number
  for (let sweep = 0; sweep < 50; sweep++) {
    const off = at(0, 1) ** 2 + at(0, 2) ** 2 + at(1, 2) ** 2
    if (off < 1e-22) break
    for (const [p, q] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      const apq = at(p, q)
      if (Math.abs(apq) < 1e-300) continue
      const theta = (at(q, q) - at(p, p)) / (2 * apq)
      const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1))
      const c = 1 / Math.sqrt(t * t + 1)
      const s = t * c
      for (let k = 0; k < 3; k++) {
        const akp = at(k, p),
          akq = at(k, q)
        a[k * 3 + p] = c * akp - s * akq
        a[k * 3 + q] = s * akp + c * akq
      }
      for (let k = 0; k < 3; k++) {
        const apk = at(p, k),
          aqk = at(q, k)
        a[p * 3 + k] = c * apk - s * aqk
        a[q * 3 + k] = s * apk + c * aqk
      }
      for (let k = 0; k < 3; k++) {
        const vkp = v[k * 3 + p] as number,
          vkq = v[k * 3 + q] as number
        v[k * 3 + p] = c * vkp - s * vkq
        v[k * 3 + q] = s * vkp + c * vkq
      }
    }
  }
  const order = [0, 1, 2].sort((i, j) => at(i, i) - at(j, j))
  return {
    values: order.map((i) => at(i, i)),
    vectors: order.map((i) => [v[i] as number, v[3 + i] as number, v[6 + i] as number] as Vec3),
  }
}

/** Solves a 3×3 linear system (row-major) by Cramer's rule; undefined when singular. */
export function solve3(m: number[], b: Vec3): Vec3 | undefined {
  const [a0, a1, a2, a3, a4, a5, a6, a7, a8] = m as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const det = a0 * (a4 * a8 - a5 * a7) - a1 * (a3 * a8 - a5 * a6) + a2 * (a3 * a7 - a4 * a6)
  if (Math.abs(det) < 1e-18) return undefined
  const d = (c0: Vec3, c1: Vec3, c2: Vec3) =>
    c0[0] * (c1[1] * c2[2] - c2[1] * c1[2]) -
    c1[0] * (c0[1] * c2[2] - c2[1] * c0[2]) +
    c2[0] * (c0[1] * c1[2] - c1[1] * c0[2])
  const col0: Vec3 = [a0, a3, a6],
    col1: Vec3 = [a1, a4, a7],
    col2: Vec3 = [a2, a5, a8]
  return [d(b, col1, col2) / det, d(col0, b, col2) / det, d(col0, col1, b) / det]
}
