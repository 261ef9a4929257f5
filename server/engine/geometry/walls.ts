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

/**
 * Every triangle flat in one array, 12 numbers each: a corner, the two edges from it and the outward
 * unit normal (oriented by occt's vertex normals); `face` its B-rep face. Rays are cast against all of
 * them, so nothing is allocated per test.
 */
interface Triangles {
  data: Float64Array
  face: Int32Array
  count: number
}

/**
 * The local wall thickness behind each flat B-rep face: rays from sample points of the face go into
 * the material (against its outward normal) to the surface they leave it by; the shortest is the
 * face's thickness and the face hit its other side. Measured per face, so one thin rib of a thick
 * block is found. A ray leaving by a slanted or curved surface measures nothing (a chamfer next to
 * the sample is no wall). Empty for mesh formats (no faces to name).
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
    for (const origin of samples(triangles, mesh.faces[s.index]!)) {
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

function trianglesOf(mesh: TriMesh): Triangles {
  const total = mesh.indices.length / 3
  const data = new Float64Array(total * 12)
  const face = new Int32Array(total).fill(-1)
  const p = (i: number): Vec3 => [mesh.positions[i * 3]!, mesh.positions[i * 3 + 1]!, mesh.positions[i * 3 + 2]!]
  const vn = (i: number): Vec3 =>
    mesh.normals ? [mesh.normals[i * 3]!, mesh.normals[i * 3 + 1]!, mesh.normals[i * 3 + 2]!] : [0, 0, 0]
  mesh.faces!.forEach((range, f) => {
    for (let t = range.first; t <= range.last; t++) {
      const [i, j, k] = [mesh.indices[t * 3]!, mesh.indices[t * 3 + 1]!, mesh.indices[t * 3 + 2]!]
      const a = p(i)
      const e1 = sub(p(j), a)
      const e2 = sub(p(k), a)
      const c = cross(e1, e2)
      const len = norm(c)
      if (len === 0) continue
      const oriented = dot(c, add(add(vn(i), vn(j)), vn(k))) < 0 ? -1 / len : 1 / len
      data.set([...a, ...e1, ...e2, ...scale(c, oriented)], t * 12)
      face[t] = f
    }
  })
  return { data, face, count: total }
}

/** Centroids of the face's largest triangles. */
function samples({ data, face }: Triangles, range: { first: number; last: number }): Vec3[] {
  const found: { area: number; c: Vec3 }[] = []
  for (let t = range.first; t <= range.last; t++) {
    if (face[t]! < 0) continue
    const o = t * 12
    const [a, e1, e2] = [0, 3, 6].map((k) => [data[o + k]!, data[o + k + 1]!, data[o + k + 2]!] as Vec3) as [
      Vec3,
      Vec3,
      Vec3,
    ]
    found.push({ area: norm(cross(e1, e2)), c: add(a, scale(add(e1, e2), 1 / 3)) })
  }
  return found
    .sort((x, y) => y.area - x.area)
    .slice(0, SAMPLES_PER_FACE)
    .map((x) => x.c)
}

/** The nearest triangle (of another face) the ray meets, if the ray leaves the material there (Möller–Trumbore). */
function firstExit({ data: d, face, count }: Triangles, origin: Vec3, dir: Vec3, own: number) {
  const [ox, oy, oz] = origin
  const [dx, dy, dz] = dir
  let bestT = Infinity
  let bestTri = -1
  for (let t = 0; t < count; t++) {
    const f = face[t]!
    if (f < 0 || f === own) continue
    const o = t * 12
    const e1x = d[o + 3]!,
      e1y = d[o + 4]!,
      e1z = d[o + 5]!
    const e2x = d[o + 6]!,
      e2y = d[o + 7]!,
      e2z = d[o + 8]!
    const px = dy * e2z - dz * e2y,
      py = dz * e2x - dx * e2z,
      pz = dx * e2y - dy * e2x
    const det = e1x * px + e1y * py + e1z * pz
    if (Math.abs(det) < 1e-12) continue
    const sx = ox - d[o]!,
      sy = oy - d[o + 1]!,
      sz = oz - d[o + 2]!
    const u = (sx * px + sy * py + sz * pz) / det
    if (u < 0 || u > 1) continue
    const qx = sy * e1z - sz * e1y,
      qy = sz * e1x - sx * e1z,
      qz = sx * e1y - sy * e1x
    const v = (dx * qx + dy * qy + dz * qz) / det
    if (v < 0 || u + v > 1) continue
    const dist = (e2x * qx + e2y * qy + e2z * qz) / det
    if (dist > 0 && dist < bestT) {
      bestT = dist
      bestTri = t
    }
  }
  if (bestTri < 0) return undefined
  const o = bestTri * 12
  const leaving = d[o + 9]! * dx + d[o + 10]! * dy + d[o + 11]! * dz
  return leaving >= EXIT_MIN_DOT ? { t: bestT, face: face[bestTri]! } : undefined
}

/** The face's extents along x, y and z. */
function extentOf(points: Vec3[]): [number, number, number] {
  return [0, 1, 2].map((k) => {
    const cs = points.map((p) => p[k]!)
    return Math.max(...cs) - Math.min(...cs)
  }) as [number, number, number]
}
