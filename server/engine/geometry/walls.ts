import { add, cross, dot, norm, scale, sub, type Vec3 } from './linalg.ts'
import { classifySurfaces, type Surface } from './surfaces.ts'
import type { TriMesh, Wall } from './types.ts'

// Points sampled per flat face: its largest triangles' centroids (a thin spot the size of a
// triangle or more is sampled; the mesher makes small triangles only where the face is small).
const SAMPLES_PER_FACE = 6
// A ray starts this far inside the face so it does not hit its own triangle (mm).
const START_OFFSET = 1e-4
// The exit face must point roughly along the ray (out of the material) to count as the far side.
const EXIT_MIN_DOT = 0.5

interface Triangle {
  a: Vec3
  e1: Vec3
  e2: Vec3
  /** Outward unit normal, oriented by occt's vertex normals. */
  n: Vec3
  face: number
}

/**
 * The local wall thickness behind each flat B-rep face: rays from sample points of the face go into
 * the material (against its outward normal) to the first surface they leave it by; the shortest is
 * the face's thickness and the face hit its other side. Measured per face, so one thin rib of a
 * thick block is found. Empty for mesh formats (no faces to name).
 */
export function measureWalls(mesh: TriMesh, surfaces: Surface[] = classifySurfaces(mesh)): Wall[] {
  if (!mesh.faces || surfaces.length === 0) return []
  const triangles = trianglesOf(mesh)
  const walls: Wall[] = []
  for (const s of surfaces) {
    if (s.kind !== 'plane' || !s.plane) continue
    const n = s.plane.normal
    const dir = scale(n, -1)
    let best: { t: number; face: number } | undefined
    for (const origin of samples(triangles.filter((t) => t.face === s.index))) {
      const hit = firstExit(triangles, add(origin, scale(dir, START_OFFSET)), dir, s.index)
      if (hit && (!best || hit.t < best.t)) best = hit
    }
    if (!best) continue
    walls.push({
      face: s.index,
      opposite: best.face,
      thickness: best.t + START_OFFSET,
      extent: extentOf(s.points),
      normal: n,
    })
  }
  return walls
}

function trianglesOf(mesh: TriMesh): Triangle[] {
  const out: Triangle[] = []
  const p = (i: number): Vec3 => [mesh.positions[i * 3]!, mesh.positions[i * 3 + 1]!, mesh.positions[i * 3 + 2]!]
  const vn = (i: number): Vec3 =>
    mesh.normals ? [mesh.normals[i * 3]!, mesh.normals[i * 3 + 1]!, mesh.normals[i * 3 + 2]!] : [0, 0, 0]
  mesh.faces!.forEach((range, face) => {
    for (let t = range.first; t <= range.last; t++) {
      const [i, j, k] = [mesh.indices[t * 3]!, mesh.indices[t * 3 + 1]!, mesh.indices[t * 3 + 2]!]
      const a = p(i)
      const e1 = sub(p(j), a)
      const e2 = sub(p(k), a)
      const c = cross(e1, e2)
      const len = norm(c)
      if (len === 0) continue
      const oriented = dot(c, add(add(vn(i), vn(j)), vn(k))) < 0 ? -1 / len : 1 / len
      out.push({ a, e1, e2, n: scale(c, oriented), face })
    }
  })
  return out
}

/** Centroids of the face's largest triangles. */
function samples(own: Triangle[]): Vec3[] {
  return own
    .map((t) => ({ area: norm(cross(t.e1, t.e2)), c: add(t.a, scale(add(t.e1, t.e2), 1 / 3)) }))
    .sort((x, y) => y.area - x.area)
    .slice(0, SAMPLES_PER_FACE)
    .map((x) => x.c)
}

/** The nearest triangle (of another face) the ray leaves the material by (Möller–Trumbore). */
function firstExit(triangles: Triangle[], origin: Vec3, dir: Vec3, own: number) {
  let best: { t: number; face: number } | undefined
  for (const tri of triangles) {
    if (tri.face === own) continue
    const p = cross(dir, tri.e2)
    const det = dot(tri.e1, p)
    if (Math.abs(det) < 1e-12) continue
    const s = sub(origin, tri.a)
    const u = dot(s, p) / det
    if (u < 0 || u > 1) continue
    const q = cross(s, tri.e1)
    const v = dot(dir, q) / det
    if (v < 0 || u + v > 1) continue
    const t = dot(tri.e2, q) / det
    if (t <= 0 || (best && t >= best.t)) continue
    if (dot(tri.n, dir) < EXIT_MIN_DOT) continue
    best = { t, face: tri.face }
  }
  return best
}

/** The face's extents along x, y and z. */
function extentOf(points: Vec3[]): [number, number, number] {
  return [0, 1, 2].map((k) => {
    const cs = points.map((p) => p[k]!)
    return Math.max(...cs) - Math.min(...cs)
  }) as [number, number, number]
}
