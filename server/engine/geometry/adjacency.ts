import { dot, type Vec3 } from './linalg.ts'
import { weldVertices } from './topology.ts'
import type { TriMesh } from './types.ts'

/**
 * How two faces meet along their shared edge, seen from the material: convex (an outside corner),
 * concave (an inside corner, where a tool leaves its radius) or tangent (a smooth blend).
 */
export type EdgeKind = 'convex' | 'concave' | 'tangent'

/** A neighbouring face and the dominant kind and total length of the edges shared with it. */
export interface Link {
  face: number
  kind: EdgeKind
  length: number
}

// The normals of the two faces at a shared vertex agree within ~2.5° on a smooth (G1) edge...
const TANGENT_DEG = 2.5
// ...plus half the angle one facet of either face turns through: occt gives a vertex the mean of
// its facets' normals, so on the boundary of a curved face (an R3 fillet meeting the floor it blends
// into) the normal leans from the exact one by up to half a facet's turn, and a coarse arc would
// otherwise read as a sharp inside corner.
const FACET_SHARE = 0.5

/**
 * Face adjacency from shared mesh edges: occt duplicates vertices per face, so edges between faces
 * only match after welding. Returns, per face, its neighbours sorted by face index.
 */
export function faceAdjacency(mesh: TriMesh): Link[][] {
  const faces = mesh.faces ?? []
  const faceOf = new Int32Array(mesh.indices.length / 3).fill(-1)
  faces.forEach((f, i) => faceOf.fill(i, f.first, f.last + 1))
  const remap = weldVertices(mesh)
  const open = new Map<number, [number, number]>() // welded edge key → [triangle, corner]
  const votes = faces.map(() => new Map<number, Record<EdgeKind, number>>())
  const n = 2 ** 26
  const idx = mesh.indices
  for (let t = 0; t < idx.length / 3; t++) {
    for (let k = 0; k < 3; k++) {
      const a = remap[idx[t * 3 + k]!]!,
        b = remap[idx[t * 3 + ((k + 1) % 3)]!]!
      if (a === b) continue
      const key = a < b ? a * n + b : b * n + a
      const other = open.get(key)
      if (!other) {
        open.set(key, [t, k])
        continue
      }
      open.delete(key)
      const [fa, fb] = [faceOf[other[0]]!, faceOf[t]!]
      if (fa < 0 || fb < 0 || fa === fb) continue
      const kind = edgeKind(mesh, other, [t, k])
      const length = distance(mesh, idx[t * 3 + k]!, idx[t * 3 + ((k + 1) % 3)]!)
      for (const [from, to] of [
        [fa, fb],
        [fb, fa],
      ] as const) {
        const tally = votes[from]!.get(to) ?? { convex: 0, concave: 0, tangent: 0 }
        tally[kind] += length
        votes[from]!.set(to, tally)
      }
    }
  }
  return votes.map((m) =>
    [...m]
      .sort(([x], [y]) => x - y)
      .map(([face, tally]) => {
        const kind = (['concave', 'convex', 'tangent'] as const).reduce((best, k) =>
          tally[k] > tally[best] ? k : best,
        )
        return { face, kind, length: tally.convex + tally.concave + tally.tangent }
      }),
  )
}

/** Classifies the edge shared by triangle corner `a` (edge a→a+1) and the matching edge of `b`. */
function edgeKind(mesh: TriMesh, [ta, ka]: [number, number], [tb, kb]: [number, number]): EdgeKind {
  const idx = mesh.indices
  const va = idx[ta * 3 + ka]!
  const nA = vertexNormal(mesh, va)
  // The vertex of b at the same welded position as va: exact normals there agree on a smooth edge.
  const pa = position(mesh, va)
  const candidates = [idx[tb * 3 + kb]!, idx[tb * 3 + ((kb + 1) % 3)]!]
  const vb = candidates.reduce((best, v) =>
    distance2(position(mesh, v), pa) < distance2(position(mesh, best), pa) ? v : best,
  )
  const allowed = TANGENT_DEG + FACET_SHARE * Math.max(facetTurn(mesh, ta), facetTurn(mesh, tb))
  if (angleDeg(nA, vertexNormal(mesh, vb)) < allowed) return 'tangent'
  // Concave when b's far corner rises above a's surface (towards the outside of the material).
  const far = position(mesh, idx[tb * 3 + ((kb + 2) % 3)]!)
  const rise = dot(nA, [far[0] - pa[0], far[1] - pa[1], far[2] - pa[2]])
  return rise > 0 ? 'concave' : 'convex'
}

/** The largest angle between a triangle's vertex normals, degrees: 0 on a plane. */
function facetTurn(mesh: TriMesh, t: number): number {
  const [a, b, c] = [0, 1, 2].map((k) => vertexNormal(mesh, mesh.indices[t * 3 + k]!))
  return Math.max(angleDeg(a!, b!), angleDeg(b!, c!), angleDeg(a!, c!))
}

const angleDeg = (a: Vec3, b: Vec3) => (Math.acos(Math.min(1, Math.max(-1, dot(a, b)))) * 180) / Math.PI
const position = (mesh: TriMesh, v: number): Vec3 => [
  mesh.positions[v * 3]!,
  mesh.positions[v * 3 + 1]!,
  mesh.positions[v * 3 + 2]!,
]
const vertexNormal = (mesh: TriMesh, v: number): Vec3 =>
  mesh.normals ? [mesh.normals[v * 3]!, mesh.normals[v * 3 + 1]!, mesh.normals[v * 3 + 2]!] : [0, 0, 0]
const distance2 = (p: Vec3, q: Vec3) => (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 + (p[2] - q[2]) ** 2
const distance = (mesh: TriMesh, a: number, b: number) => Math.sqrt(distance2(position(mesh, a), position(mesh, b)))
