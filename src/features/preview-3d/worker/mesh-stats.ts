import type { MeshStats, ParsedMesh } from './protocol.ts'

/**
 * Geometry quantities of a triangle soup, computed the way Online 3D Viewer does: bounding box over
 * the vertices, area as the sum of triangle areas, volume as the sum of signed tetrahedra — and the
 * volume is only meaningful when the welded mesh is closed, so `closed` gates it. Also fills each
 * mesh's `bounds`, so the main thread never walks a big vertex array for its bounding volumes.
 */
export function meshStats(meshes: ParsedMesh[]): MeshStats {
  const min = [Infinity, Infinity, Infinity]
  const max = [-Infinity, -Infinity, -Infinity]
  let triangles = 0
  let area = 0
  let volume = 0
  for (const mesh of meshes) {
    const { positions, indices } = mesh
    const lo = [Infinity, Infinity, Infinity]
    const hi = [-Infinity, -Infinity, -Infinity]
    for (let i = 0; i < positions.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        const v = positions[i + k]!
        if (v < lo[k]!) lo[k] = v
        if (v > hi[k]!) hi[k] = v
      }
    }
    mesh.bounds = [lo[0]!, lo[1]!, lo[2]!, hi[0]!, hi[1]!, hi[2]!]
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k]!, lo[k]!)
      max[k] = Math.max(max[k]!, hi[k]!)
    }
    const count = indices ? indices.length / 3 : positions.length / 9
    triangles += count
    for (let t = 0; t < count; t++) {
      const a = 3 * (indices ? indices[3 * t]! : 3 * t)
      const b = 3 * (indices ? indices[3 * t + 1]! : 3 * t + 1)
      const c = 3 * (indices ? indices[3 * t + 2]! : 3 * t + 2)
      const ax = positions[a]!,
        ay = positions[a + 1]!,
        az = positions[a + 2]!
      const bx = positions[b]!,
        by = positions[b + 1]!,
        bz = positions[b + 2]!
      const cx = positions[c]!,
        cy = positions[c + 1]!,
        cz = positions[c + 2]!
      volume += (ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx)) / 6
      const ux = bx - ax,
        uy = by - ay,
        uz = bz - az
      const wx = cx - ax,
        wy = cy - ay,
        wz = cz - az
      const nx = uy * wz - uz * wy,
        ny = uz * wx - ux * wz,
        nz = ux * wy - uy * wx
      area += Math.sqrt(nx * nx + ny * ny + nz * nz) / 2
    }
  }
  if (!triangles) return { triangles: 0, min: [0, 0, 0], max: [0, 0, 0], area: 0, volume: 0, closed: false }
  const closed = isClosed(meshes, Math.hypot(max[0]! - min[0]!, max[1]! - min[1]!, max[2]! - min[2]!))
  return { triangles, min: min as Vec3, max: max as Vec3, area, volume: Math.abs(volume), closed }
}

type Vec3 = [number, number, number]

/**
 * True when no edge is open after welding vertices that fall in the same grid cell (a millionth of
 * the diagonal): CAD tessellators emit one vertex set per face and STL one per facet, so identical
 * positions count as one vertex. Closed here means every undirected edge is used an even number of
 * times (edges shared by 4 triangles, two bodies touching, still count as closed, as in the
 * reference measurements of preview-notes §5.1).
 *
 * The parity is checked without any table: each edge occurrence XORs a 64-bit hash of its two
 * (ordered) vertex cells into an accumulator, which ends at zero exactly when every edge occurred an
 * even number of times — and otherwise stays non-zero but for a 2^-64 chance. One streaming pass;
 * hash tables or sorting cost ~450 ms on a million triangles.
 */
function isClosed(meshes: readonly ParsedMesh[], diagonal: number): boolean {
  const inverse = 1 / Math.max(diagonal * 1e-6, 1e-12)
  let acc1 = 0
  let acc2 = 0
  let edges = 0
  for (const { positions, indices } of meshes) {
    const count = positions.length / 3
    const h1 = new Int32Array(count)
    const h2 = new Int32Array(count)
    for (let v = 0; v < count; v++) {
      const x = Math.round(positions[3 * v]! * inverse) | 0
      const y = Math.round(positions[3 * v + 1]! * inverse) | 0
      const z = Math.round(positions[3 * v + 2]! * inverse) | 0
      h1[v] = mix(Math.imul(x, 0x9e3779b1) ^ mix(Math.imul(y, 0x85ebca77) ^ mix(z)))
      h2[v] = mix(Math.imul(z, 0xc2b2ae3d) ^ mix(Math.imul(x, 0x27d4eb2f) ^ mix(y + 0x165667b1)))
    }
    const edge = (p: number, q: number) => {
      const p1 = h1[p]!,
        p2 = h2[p]!,
        q1 = h1[q]!,
        q2 = h2[q]!
      if (p1 === q1 && p2 === q2) return
      edges++
      // Order the two ends so that a→b and b→a hash alike.
      if (p1 < q1 || (p1 === q1 && p2 < q2)) {
        acc1 ^= mix(p1 ^ mix(q1 + 0x7f4a7c15) ^ Math.imul(p2, 0x2545f491))
        acc2 ^= mix(q2 ^ mix(p2 + 0x61c88647) ^ Math.imul(q1, 0x4f1bbcdd))
      } else {
        acc1 ^= mix(q1 ^ mix(p1 + 0x7f4a7c15) ^ Math.imul(q2, 0x2545f491))
        acc2 ^= mix(p2 ^ mix(q2 + 0x61c88647) ^ Math.imul(p1, 0x4f1bbcdd))
      }
    }
    const corners = indices ? indices.length : count
    for (let i = 0; i < corners; i += 3) {
      const a = indices ? indices[i]! : i
      const b = indices ? indices[i + 1]! : i + 1
      const c = indices ? indices[i + 2]! : i + 2
      edge(a, b)
      edge(b, c)
      edge(c, a)
    }
  }
  return edges > 0 && acc1 === 0 && acc2 === 0
}

/** murmur3's 32-bit finaliser: every input bit affects every output bit. */
function mix(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return h ^ (h >>> 16)
}
