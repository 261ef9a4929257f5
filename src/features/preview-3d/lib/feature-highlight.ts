import { Color, MeshStandardMaterial, type Intersection, type Material, type Mesh, type Object3D } from 'three'
import { HIGHLIGHT_COLOR } from '../../../lib/highlight-color.ts'
import { faceOfTriangle, highlightGroups, type MeshFaces } from './face-ranges.ts'

// Highlighted faces take the shared tint, glowing a little so it reads in shadow too.

const FACES_KEY = 'qeFaces'

export function facesOf(mesh: Mesh): MeshFaces | undefined {
  return mesh.userData[FACES_KEY] as MeshFaces | undefined
}

function triangleCount(mesh: Mesh): number {
  const index = mesh.geometry.getIndex()
  return (index ? index.count : mesh.geometry.getAttribute('position').count) / 3
}

/**
 * Gives a mesh with B-rep faces its highlight material up front, next to the part material, so the
 * section plane's clipping reaches both, and one draw group showing the part as before.
 */
export function attachFaces(mesh: Mesh, faces: MeshFaces) {
  const base = mesh.material as MeshStandardMaterial
  const tint = base.clone()
  tint.color = new Color(HIGHLIGHT_COLOR)
  tint.emissive = new Color(HIGHLIGHT_COLOR).multiplyScalar(0.35)
  mesh.userData[FACES_KEY] = faces
  mesh.material = [base, tint] as Material[]
  mesh.geometry.addGroup(0, triangleCount(mesh) * 3, 0)
}

/** Redraws the given faces (global numbers) in the highlight tint across a model; empty clears. */
export function applyHighlight(root: Object3D, faces: ReadonlySet<number>) {
  root.traverse((object) => {
    const mesh = object as Mesh
    const meshFaces = mesh.isMesh ? facesOf(mesh) : undefined
    if (!meshFaces) return
    mesh.geometry.clearGroups()
    for (const g of highlightGroups(meshFaces, triangleCount(mesh), faces))
      mesh.geometry.addGroup(g.start, g.count, g.materialIndex)
  })
}

/** The global B-rep face a ray hit, or null for meshes without faces (STL, OBJ, glTF). */
export function faceOfHit(hit: Intersection): number | null {
  const meshFaces = (hit.object as Mesh).isMesh ? facesOf(hit.object as Mesh) : undefined
  if (!meshFaces || hit.faceIndex === undefined || hit.faceIndex === null) return null
  const local = faceOfTriangle(meshFaces.ranges, hit.faceIndex)
  return local < 0 ? null : meshFaces.base + local
}

/** The first triangle of each of the given faces, as [mesh, triangle] pairs, for locating a feature on screen. */
export function trianglesOfFaces(root: Object3D, faces: ReadonlySet<number>): [Mesh, number][] {
  const found: [Mesh, number][] = []
  root.traverse((object) => {
    const mesh = object as Mesh
    const meshFaces = mesh.isMesh ? facesOf(mesh) : undefined
    if (!meshFaces) return
    for (let face = 0; face < meshFaces.ranges.length / 2; face++) {
      if (!faces.has(meshFaces.base + face)) continue
      for (let t = meshFaces.ranges[face * 2]!; t <= meshFaces.ranges[face * 2 + 1]!; t++) found.push([mesh, t])
    }
  })
  return found
}

/** B-rep faces across a model: the server numbers the same faces, so tests hold the two counts together. */
export function countFaces(root: Object3D): number {
  let count = 0
  root.traverse((object) => {
    const meshFaces = (object as Mesh).isMesh ? facesOf(object as Mesh) : undefined
    count += meshFaces ? meshFaces.ranges.length / 2 : 0
  })
  return count
}
