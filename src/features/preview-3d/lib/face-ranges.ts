import type { FeatureRef } from '../../../../contract/features.ts'

// B-rep faces as triangle ranges, and the features made of them. Pure: the picking and highlighting
// rules are tested without WebGL. A mesh's `ranges` are occt-import-js's `brep_faces` flattened as
// [first, last] triangle pairs (inclusive, ascending); `base` is the number of its first face when
// the faces of all meshes are counted in order, as the server's feature recognition counts them.

/** The B-rep faces of one mesh. */
export interface MeshFaces {
  ranges: Uint32Array
  base: number
}

/** A draw group in index units (three.js `addGroup`), with the material it uses: 0 part, 1 highlight. */
export interface DrawGroup {
  start: number
  count: number
  materialIndex: 0 | 1
}

/** The mesh-local face holding a triangle, or -1 (a triangle outside every face). */
export function faceOfTriangle(ranges: Uint32Array, triangle: number): number {
  let low = 0
  let high = ranges.length / 2 - 1
  while (low <= high) {
    const mid = (low + high) >> 1
    if (triangle < ranges[mid * 2]!) high = mid - 1
    else if (triangle > ranges[mid * 2 + 1]!) low = mid + 1
    else return mid
  }
  return -1
}

/**
 * The feature a face belongs to. A face can serve two features (a hole's wall is also its thread);
 * the one with fewest faces is the most specific and wins.
 */
export function featureOfFace<F extends FeatureRef>(features: readonly F[], face: number): F | null {
  let best: F | null = null
  for (const feature of features) {
    if (feature.faces.includes(face) && (!best || feature.faces.length < best.faces.length)) best = feature
  }
  return best
}

/**
 * Draw groups covering all `triangles` of a mesh, the highlighted faces on material 1. Neighbouring
 * faces merge into one group, so a feature costs a few draw calls, not one per face.
 */
export function highlightGroups(mesh: MeshFaces, triangles: number, faces: ReadonlySet<number>): DrawGroup[] {
  const groups: DrawGroup[] = []
  const push = (from: number, to: number, materialIndex: 0 | 1) => {
    if (to <= from) return
    const last = groups[groups.length - 1]
    if (last && last.materialIndex === materialIndex && last.start + last.count === from * 3)
      last.count += (to - from) * 3
    else groups.push({ start: from * 3, count: (to - from) * 3, materialIndex })
  }
  let at = 0
  for (let face = 0; face < mesh.ranges.length / 2; face++) {
    if (!faces.has(mesh.base + face)) continue
    const first = mesh.ranges[face * 2]!
    const last = mesh.ranges[face * 2 + 1]! + 1
    push(at, first, 0)
    push(first, last, 1)
    at = last
  }
  push(at, triangles, 0)
  return groups
}

/** How many faces the meshes hold, for numbering the next mesh's faces. */
export function faceCount(ranges: Uint32Array | undefined): number {
  return ranges ? ranges.length / 2 : 0
}
