// Small vector algebra on plain triples, in double precision: the measuring math stays pure and is
// tested without three.js or WebGL.

export type Vec3 = readonly [number, number, number]

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s]
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]
export const length = (a: Vec3): number => Math.hypot(a[0], a[1], a[2])
export const distance = (a: Vec3, b: Vec3): number => length(sub(a, b))
export const normalize = (a: Vec3): Vec3 => scale(a, 1 / (length(a) || 1))

/** The point `index` of a flat xyz array. */
export const at = (flat: ArrayLike<number>, index: number): Vec3 => [
  flat[index * 3]!,
  flat[index * 3 + 1]!,
  flat[index * 3 + 2]!,
]

/** Two unit vectors that make a right-handed frame with the unit vector `n`. */
export function basisAround(n: Vec3): [Vec3, Vec3] {
  const helper: Vec3 = Math.abs(n[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0]
  const u = normalize(cross(n, helper))
  return [u, cross(n, u)]
}

/** The point of segment a–b nearest to p. */
export function nearestOnSegment(p: Vec3, a: Vec3, b: Vec3): Vec3 {
  const ab = sub(b, a)
  const span = dot(ab, ab)
  const t = span > 0 ? Math.min(1, Math.max(0, dot(sub(p, a), ab) / span)) : 0
  return add(a, scale(ab, t))
}

/**
 * Eigenvectors of a symmetric 3 × 3 matrix (row-major), sorted by ascending eigenvalue, by Jacobi
 * rotations: a handful of sweeps reaches double precision for a 3 × 3.
 */
export function symmetricEigen(matrix: readonly number[]): { values: number[]; vectors: Vec3[] } {
  const a = [...matrix]
  const v = [1, 0, 0, 0, 1, 0, 0, 0, 1]
  for (let sweep = 0; sweep < 50; sweep++) {
    const off = Math.abs(a[1]!) + Math.abs(a[2]!) + Math.abs(a[5]!)
    if (off < 1e-300) break
    for (const [p, q] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      const apq = a[p * 3 + q]!
      if (Math.abs(apq) < 1e-300) continue
      const theta = (a[q * 3 + q]! - a[p * 3 + p]!) / (2 * apq)
      const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1))
      const c = 1 / Math.sqrt(t * t + 1)
      const s = t * c
      for (let k = 0; k < 3; k++) {
        const akp = a[k * 3 + p]!
        const akq = a[k * 3 + q]!
        a[k * 3 + p] = c * akp - s * akq
        a[k * 3 + q] = s * akp + c * akq
      }
      for (let k = 0; k < 3; k++) {
        const apk = a[p * 3 + k]!
        const aqk = a[q * 3 + k]!
        a[p * 3 + k] = c * apk - s * aqk
        a[q * 3 + k] = s * apk + c * aqk
      }
      for (let k = 0; k < 3; k++) {
        const vkp = v[k * 3 + p]!
        const vkq = v[k * 3 + q]!
        v[k * 3 + p] = c * vkp - s * vkq
        v[k * 3 + q] = s * vkp + c * vkq
      }
    }
  }
  const order = [0, 1, 2].sort((i, j) => a[i * 4]! - a[j * 4]!)
  return {
    values: order.map((i) => a[i * 4]!),
    vectors: order.map((i): Vec3 => [v[i]!, v[3 + i]!, v[6 + i]!]),
  }
}
