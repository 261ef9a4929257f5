import { angularSpan, fitFaceCylinder, type FaceCylinder } from './cylinder-fit.ts'
import { add, cross, dot, norm, normalize, scale, sub, symmetricEigen, type Vec3 } from './linalg.ts'
import { fitFaceCone, type FaceCone } from './cone-fit.ts'
import type { TriMesh } from './types.ts'

/** The analytic surface a B-rep face was recognised as; 'other' covers tori, spheres and free-form. */
export type SurfaceKind = 'plane' | 'cylinder' | 'cone' | 'other'

/** One B-rep face, classified. Normals point out of the material (occt's orientation). */
export interface Surface {
  index: number
  kind: SurfaceKind
  area: number
  centroid: Vec3
  /** The face's distinct vertices, mm. */
  points: Vec3[]
  /** Area-weighted mean of the outward triangle normals: unit on a plane, shorter on a curved face. */
  meanNormal: Vec3
  /** plane: points satisfy normal·p = offset. */
  plane?: { normal: Vec3; offset: number }
  /** cylinder: the fit plus its angular coverage in degrees. */
  cylinder?: FaceCylinder & { span: number }
  cone?: FaceCone
}

// A face whose normals all lie within ~0.8° of their mean is flat.
const PLANE_MIN_DOT = 0.9999

/** Classifies every B-rep face of the mesh; empty for mesh formats (no faces). */
export function classifySurfaces(mesh: TriMesh): Surface[] {
  return (mesh.faces ?? []).map((face, index) => {
    const verts = new Set<number>()
    let area = 0
    let centroid: Vec3 = [0, 0, 0]
    let meanNormal: Vec3 = [0, 0, 0]
    for (let t = face.first; t <= face.last; t++) {
      const [a, b, c] = [0, 1, 2].map((k) => mesh.indices[t * 3 + k] as number) as [number, number, number]
      verts.add(a).add(b).add(c)
      const [pa, pb, pc] = [point(mesh, a), point(mesh, b), point(mesh, c)]
      const n = cross(sub(pb, pa), sub(pc, pa))
      const twice = norm(n)
      area += twice / 2
      centroid = add(centroid, scale(add(add(pa, pb), pc), twice / 6))
      // Orient by occt's vertex normals, which point out of the material whatever the winding.
      const vn = add(add(normal(mesh, a), normal(mesh, b)), normal(mesh, c))
      meanNormal = add(meanNormal, scale(n, dot(n, vn) < 0 ? -0.5 : 0.5))
    }
    const points = [...verts].map((v) => point(mesh, v))
    const surface: Surface = {
      index,
      kind: 'other',
      area,
      centroid: area > 0 ? scale(centroid, 1 / area) : (points[0] ?? [0, 0, 0]),
      points,
      meanNormal: area > 0 ? scale(meanNormal, 1 / area) : [0, 0, 0],
    }
    const normals = [...verts].map((v) => normal(mesh, v))
    return classify(surface, normals, mesh, face)
  })
}

function classify(s: Surface, normals: Vec3[], mesh: TriMesh, face: { first: number; last: number }): Surface {
  if (normals.length === 0 || !mesh.normals) return s
  const mean = normalize(s.meanNormal)
  if (normals.every((n) => dot(n, mean) > PLANE_MIN_DOT)) {
    const offset = s.points.reduce((sum, p) => sum + dot(p, mean), 0) / s.points.length
    return { ...s, kind: 'plane', plane: { normal: mean, offset } }
  }
  const cyl = fitFaceCylinder(mesh, face)
  if (cyl) return { ...s, kind: 'cylinder', cylinder: { ...cyl, span: angularSpan(cyl.angles) } }
  const cone = fitFaceCone(s.points, normals, covarianceAxis(normals))
  return cone ? { ...s, kind: 'cone', cone } : s
}

/** The direction the normals vary least along after centring: a cone's (or cylinder's) axis. */
function covarianceAxis(normals: Vec3[]): { axis: Vec3; spread: number } {
  const m = [0, 0, 0, 0, 0, 0, 0, 0, 0]
  let mean: Vec3 = [0, 0, 0]
  for (const n of normals) mean = add(mean, n)
  mean = scale(mean, 1 / normals.length)
  for (const n of normals) {
    const d = sub(n, mean)
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) m[r * 3 + c]! += d[r]! * d[c]!
  }
  const { values, vectors } = symmetricEigen(m)
  const total = values[0]! + values[1]! + values[2]!
  return { axis: vectors[0]!, spread: total > 0 ? values[0]! / total : 1 }
}

const point = (mesh: TriMesh, v: number): Vec3 => [
  mesh.positions[v * 3]!,
  mesh.positions[v * 3 + 1]!,
  mesh.positions[v * 3 + 2]!,
]
const normal = (mesh: TriMesh, v: number): Vec3 =>
  mesh.normals ? [mesh.normals[v * 3]!, mesh.normals[v * 3 + 1]!, mesh.normals[v * 3 + 2]!] : [0, 0, 0]
