import type { TriMesh } from './types.ts'

/** Edge statistics after welding; `open` edges have one triangle, `nonManifold` more than two. */
export interface EdgeStats {
  edges: number
  open: number
  nonManifold: number
}

/**
 * Merges vertices closer than `tolerance` mm. Per-face (occt) and per-facet (STL) vertices are
 * duplicated by construction, so edges can only be matched after this.
 */
export function weldVertices(mesh: TriMesh, tolerance = 1e-4): Uint32Array {
  const p = mesh.positions
  const ids = new Map<string, number>()
  const remap = new Uint32Array(p.length / 3)
  for (let v = 0; v < remap.length; v++) {
    const key = `${Math.round(p[v * 3]! / tolerance)},${Math.round(p[v * 3 + 1]! / tolerance)},${Math.round(p[v * 3 + 2]! / tolerance)}`
    let id = ids.get(key)
    if (id === undefined) {
      id = ids.size
      ids.set(key, id)
    }
    remap[v] = id
  }
  return remap
}

/** Counts undirected edges by how many non-degenerate triangles use them. */
export function edgeStats(mesh: TriMesh, remap = weldVertices(mesh)): EdgeStats {
  const counts = new Map<number, number>()
  const idx = mesh.indices
  const n = 2 ** 26 // vertex ids stay far below this for any upload the size limit admits
  for (let t = 0; t < idx.length; t += 3) {
    const a = remap[idx[t]!]!,
      b = remap[idx[t + 1]!]!,
      c = remap[idx[t + 2]!]!
    if (a === b || b === c || a === c) continue // sliver collapsed by welding: not a real face
    for (const [u, v] of [
      [a, b],
      [b, c],
      [c, a],
    ] as const) {
      const key = u < v ? u * n + v : v * n + u
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  }
  let open = 0
  let nonManifold = 0
  for (const c of counts.values()) {
    if (c === 1) open++
    else if (c > 2) nonManifold++
  }
  return { edges: counts.size, open, nonManifold }
}
