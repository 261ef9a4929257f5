import { Matrix3, Matrix4, Vector3, type Mesh, type Object3D } from 'three'
import { facesOf } from '../feature-highlight.ts'
import { meshEdges, type BrepEdge } from './edges.ts'
import { fitCylinder, fitPlane } from './fit.ts'
import type { FaceShape } from './measurement.ts'
import { add, cross, sub, type Vec3 } from './vec3.ts'

// The B-rep faces and edges of a shown model in model coordinates, worked out from its meshes when
// first measured and kept with them.

/** A face whose points stray this far (model units) from the fitted plane is not flat. */
const FLAT_TOLERANCE = 1e-3
/** A face whose points stray this far from the fitted cylinder (plus a share of its radius) is not one. */
const ROUND_TOLERANCE = 1e-3

const shapes = new WeakMap<Mesh, Map<number, FaceShape>>()
const edgeSets = new WeakMap<Mesh, { edges: BrepEdge[]; ofFace: ReadonlyMap<number, readonly number[]> }>()

/** Mesh-local → model coordinates (the model root's frame, before the viewer's Z-up turn). */
function toModel(mesh: Mesh, root: Object3D): Matrix4 {
  root.updateWorldMatrix(true, true)
  return new Matrix4().copy(root.matrixWorld).invert().multiply(mesh.matrixWorld)
}

const vec = (v: Vector3): Vec3 => [v.x, v.y, v.z]

/** The shape of one B-rep face (mesh-local number) of a mesh under `root`. */
export function faceShape(mesh: Mesh, face: number, root: Object3D): FaceShape {
  const cache = shapes.get(mesh) ?? new Map<number, FaceShape>()
  shapes.set(mesh, cache)
  const known = cache.get(face)
  if (known) return known
  const shape = measureFace(mesh, face, toModel(mesh, root))
  cache.set(face, shape)
  return shape
}

function measureFace(mesh: Mesh, face: number, matrix: Matrix4): FaceShape {
  const ranges = facesOf(mesh)?.ranges
  if (!ranges) return { kind: 'other' }
  const index = mesh.geometry.getIndex()
  const position = mesh.geometry.getAttribute('position')
  const normal = mesh.geometry.getAttribute('normal')
  const turn = new Matrix3().getNormalMatrix(matrix)
  const corners: number[] = []
  for (let t = ranges[face * 2]!; t <= ranges[face * 2 + 1]!; t++)
    for (let k = 0; k < 3; k++) corners.push(index ? index.getX(t * 3 + k) : t * 3 + k)
  const points: number[] = []
  const normals: number[] = []
  const v = new Vector3()
  for (const i of new Set(corners)) {
    points.push(...vec(v.fromBufferAttribute(position, i).applyMatrix4(matrix)))
    if (normal) normals.push(...vec(v.fromBufferAttribute(normal, i).applyMatrix3(turn).normalize()))
  }
  // Outward: the triangles' winding (area-weighted), which OCCT turns with the face's orientation.
  let outward: Vec3 = [0, 0, 0]
  for (let c = 0; c < corners.length; c += 3) {
    const [a, b, d] = [0, 1, 2].map((k) => vec(v.fromBufferAttribute(position, corners[c + k]!).applyMatrix4(matrix)))
    outward = add(outward, cross(sub(b!, a!), sub(d!, a!)))
  }
  const plane = fitPlane(points, outward)
  if (plane.deviation <= FLAT_TOLERANCE) return { kind: 'plane', plane: plane.shape }
  const cylinder = normals.length ? fitCylinder(points, normals) : null
  if (cylinder && cylinder.deviation <= ROUND_TOLERANCE + 1e-4 * cylinder.shape.radius)
    return { kind: 'cylinder', cylinder: cylinder.shape }
  return { kind: 'other' }
}

/** The B-rep edges around a face, in model coordinates. */
export function edgesAround(mesh: Mesh, face: number, root: Object3D): BrepEdge[] {
  let set = edgeSets.get(mesh)
  if (!set) {
    const ranges = facesOf(mesh)?.ranges
    if (!ranges) return []
    const matrix = toModel(mesh, root)
    const position = mesh.geometry.getAttribute('position')
    const points = new Float64Array(position.count * 3)
    const v = new Vector3()
    for (let i = 0; i < position.count; i++)
      points.set(vec(v.fromBufferAttribute(position, i).applyMatrix4(matrix)), i * 3)
    const found = meshEdges(points, mesh.geometry.getIndex()?.array ?? null, ranges)
    set = { edges: [...found.edges], ofFace: found.ofFace }
    edgeSets.set(mesh, set)
  }
  return (set.ofFace.get(face) ?? []).map((i) => set.edges[i]!)
}
