import type { MeshStats, ParsedMesh } from './protocol.ts'

type Vec3 = [number, number, number]

/**
 * Geometry quantities of a triangle soup, computed the way Online 3D Viewer does: bounding box over
 * the triangles' corners, area as the sum of triangle areas, volume as the sum of signed tetrahedra —
 * and the volume is only meaningful when the welded mesh is closed, so `closed` gates it. One pass
 * measures, a second checks closure (its welding grid needs the size the first pass found). Also
 * fills each mesh's `bounds`, so the main thread never walks a big vertex array for them.
 */
export function meshStats(meshes: ParsedMesh[]): MeshStats {
  const min: Vec3 = [Infinity, Infinity, Infinity]
  const max: Vec3 = [-Infinity, -Infinity, -Infinity]
  let triangles = 0
  let area = 0
  let volume = 0
  for (const mesh of meshes) {
    const m = measure(mesh)
    mesh.bounds = m.bounds
    triangles += m.triangles
    area += m.area
    volume += m.volume
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k]!, m.bounds[k]!)
      max[k] = Math.max(max[k]!, m.bounds[k + 3]!)
    }
  }
  if (!triangles) return { triangles: 0, min: [0, 0, 0], max: [0, 0, 0], area: 0, volume: 0, closed: false }
  const diagonal = Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2])
  return { triangles, min, max, area, volume: Math.abs(volume), closed: isClosed(meshes, diagonal) }
}

/** Bounds, area and signed volume of one mesh, in one walk over its triangles. */
function measure({ positions: p, indices }: ParsedMesh) {
  let x0 = Infinity,
    y0 = Infinity,
    z0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity,
    z1 = -Infinity
  let area = 0
  let volume = 0
  const corners = indices ? indices.length : p.length / 3
  for (let i = 0; i < corners; i += 3) {
    const a = 3 * (indices ? indices[i]! : i)
    const b = 3 * (indices ? indices[i + 1]! : i + 1)
    const c = 3 * (indices ? indices[i + 2]! : i + 2)
    const ax = p[a]!,
      ay = p[a + 1]!,
      az = p[a + 2]!,
      bx = p[b]!,
      by = p[b + 1]!,
      bz = p[b + 2]!,
      cx = p[c]!,
      cy = p[c + 1]!,
      cz = p[c + 2]!
    x0 = Math.min(x0, ax, bx, cx)
    y0 = Math.min(y0, ay, by, cy)
    z0 = Math.min(z0, az, bz, cz)
    x1 = Math.max(x1, ax, bx, cx)
    y1 = Math.max(y1, ay, by, cy)
    z1 = Math.max(z1, az, bz, cz)
    volume += (ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx)) / 6
    const ux = bx - ax,
      uy = by - ay,
      uz = bz - az,
      wx = cx - ax,
      wy = cy - ay,
      wz = cz - az
    const nx = uy * wz - uz * wy,
      ny = uz * wx - ux * wz,
      nz = ux * wy - uy * wx
    area += Math.sqrt(nx * nx + ny * ny + nz * nz) / 2
  }
  const bounds: NonNullable<ParsedMesh['bounds']> = [x0, y0, z0, x1, y1, z1]
  return { bounds, area, volume, triangles: corners / 3 }
}

/**
 * True when no edge is open after welding vertices that fall in the same grid cell (a millionth of
 * the diagonal): CAD tessellators emit one vertex set per face and STL one per facet, so identical
 * positions count as one vertex. Closed here means every undirected edge is used an even number of
 * times (edges shared by 4 triangles, two bodies touching, still count as closed, as the
 * reference tools measure them).
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
    // Two independent 32-bit hashes of each vertex's cell: a linear mix of the cell, then murmur's finaliser.
    const h1 = new Int32Array(count)
    const h2 = new Int32Array(count)
    for (let v = 0, p = 0; v < count; v++, p += 3) {
      const x = Math.round(positions[p]! * inverse)
      const y = Math.round(positions[p + 1]! * inverse)
      const z = Math.round(positions[p + 2]! * inverse)
      h1[v] = mix((Math.imul(x, 0x9e3779b1) + Math.imul(y, 0x85ebca77) + Math.imul(z, 0xc2b2ae3d)) | 0)
      h2[v] = mix((Math.imul(x, 0x27d4eb2f) + Math.imul(y, 0x165667b1) + Math.imul(z, 0x61c88647) + 0x7f4a7c15) | 0)
    }
    const corners = indices ? indices.length : count
    for (let i = 0; i < corners; i += 3) {
      const a = indices ? indices[i]! : i
      const b = indices ? indices[i + 1]! : i + 1
      const c = indices ? indices[i + 2]! : i + 2
      const a1 = h1[a]!,
        a2 = h2[a]!,
        b1 = h1[b]!,
        b2 = h2[b]!,
        c1 = h1[c]!,
        c2 = h2[c]!
      // An edge welded to a point is no edge.
      if (a1 !== b1 || a2 !== b2) {
        edges++
        acc1 ^= edge1(a1, b1)
        acc2 ^= edge2(a2, b2)
      }
      if (b1 !== c1 || b2 !== c2) {
        edges++
        acc1 ^= edge1(b1, c1)
        acc2 ^= edge2(b2, c2)
      }
      if (c1 !== a1 || c2 !== a2) {
        edges++
        acc1 ^= edge1(c1, a1)
        acc2 ^= edge2(c2, a2)
      }
    }
  }
  return edges > 0 && acc1 === 0 && acc2 === 0
}

/** The two halves of an edge's hash: symmetric in its ends, so that a→b and b→a hash alike. */
function edge1(p: number, q: number): number {
  return mix((Math.imul(p, q) + (p ^ q)) | 0)
}

function edge2(p: number, q: number): number {
  return mix(Math.imul(p, q) ^ ((p + q) | 0))
}

/** murmur3's 32-bit finaliser: every input bit affects every output bit. */
function mix(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return h ^ (h >>> 16)
}
