import type { MeshStats, ParsedMesh } from './protocol.ts'

/**
 * Geometry quantities of a triangle soup, computed the way Online 3D Viewer does: bounding box over
 * the vertices, area as the sum of triangle areas, volume as the sum of signed tetrahedra — and the
 * volume is only meaningful when the welded mesh is closed, so `closed` gates it.
 */
export function meshStats(meshes: readonly ParsedMesh[]): MeshStats {
  const min = [Infinity, Infinity, Infinity]
  const max = [-Infinity, -Infinity, -Infinity]
  let triangles = 0
  let area = 0
  let volume = 0
  for (const { positions, indices } of meshes) {
    for (let i = 0; i < positions.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        const v = positions[i + k]!
        if (v < min[k]!) min[k] = v
        if (v > max[k]!) max[k] = v
      }
    }
    const count = indices ? indices.length / 3 : positions.length / 9
    triangles += count
    for (let t = 0; t < count; t++) {
      const a = 3 * (indices ? indices[3 * t]! : 3 * t)
      const b = 3 * (indices ? indices[3 * t + 1]! : 3 * t + 1)
      const c = 3 * (indices ? indices[3 * t + 2]! : 3 * t + 2)
      const ax = positions[a]!, ay = positions[a + 1]!, az = positions[a + 2]!
      const bx = positions[b]!, by = positions[b + 1]!, bz = positions[b + 2]!
      const cx = positions[c]!, cy = positions[c + 1]!, cz = positions[c + 2]!
      volume += (ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx)) / 6
      const ux = bx - ax, uy = by - ay, uz = bz - az
      const wx = cx - ax, wy = cy - ay, wz = cz - az
      const nx = uy * wz - uz * wy, ny = uz * wx - ux * wz, nz = ux * wy - uy * wx
      area += Math.sqrt(nx * nx + ny * ny + nz * nz) / 2
    }
  }
  if (!triangles) return { triangles: 0, min: [0, 0, 0], max: [0, 0, 0], area: 0, volume: 0, closed: false }
  const closed = isClosed(meshes, Math.hypot(max[0]! - min[0]!, max[1]! - min[1]!, max[2]! - min[2]!))
  return { triangles, min: min as Vec3, max: max as Vec3, area, volume: Math.abs(volume), closed }
}

type Vec3 = [number, number, number]

/**
 * True when no edge is open after welding vertices closer than a millionth of the diagonal.
 * CAD tessellators emit one vertex set per face, STL one per facet, so identical positions have
 * to be merged first. Edges used by 4 triangles (two bodies touching) still count as closed, as in
 * the reference measurements (preview-notes §5.1).
 */
function isClosed(meshes: readonly ParsedMesh[], diagonal: number): boolean {
  const step = Math.max(diagonal * 1e-6, 1e-12)
  const total = meshes.reduce((n, m) => n + m.positions.length / 3, 0)
  const ids = weld(meshes, step, total)
  const edgeCount = meshes.reduce((n, m) => n + (m.indices ? m.indices.length : m.positions.length / 3), 0)
  const keys = new Float64Array(edgeCount)
  let used = 0
  let base = 0
  for (const { positions, indices } of meshes) {
    const count = indices ? indices.length : positions.length / 3
    for (let i = 0; i < count; i += 3) {
      const a = ids[base + (indices ? indices[i]! : i)]!
      const b = ids[base + (indices ? indices[i + 1]! : i + 1)]!
      const c = ids[base + (indices ? indices[i + 2]! : i + 2)]!
      if (a !== b) keys[used++] = a < b ? a * total + b : b * total + a
      if (b !== c) keys[used++] = b < c ? b * total + c : c * total + b
      if (c !== a) keys[used++] = c < a ? c * total + a : a * total + c
    }
    base += positions.length / 3
  }
  const sorted = keys.subarray(0, used).sort()
  // Every undirected edge must appear an even number of times: once per neighbouring triangle.
  for (let i = 0; i < sorted.length; ) {
    let j = i
    while (j < sorted.length && sorted[j] === sorted[i]) j++
    if ((j - i) % 2) return false
    i = j
  }
  return sorted.length > 0
}

/** Maps every vertex to the id of the first vertex in the same grid cell (open-addressing hash). */
function weld(meshes: readonly ParsedMesh[], step: number, total: number): Int32Array {
  const size = 1 << Math.ceil(Math.log2(total * 2 + 1))
  const table = new Int32Array(size).fill(-1)
  const cells = new Int32Array(total * 3)
  const ids = new Int32Array(total)
  let v = 0
  for (const { positions } of meshes) {
    for (let i = 0; i < positions.length; i += 3, v++) {
      const x = Math.round(positions[i]! / step) | 0
      const y = Math.round(positions[i + 1]! / step) | 0
      const z = Math.round(positions[i + 2]! / step) | 0
      cells[3 * v] = x
      cells[3 * v + 1] = y
      cells[3 * v + 2] = z
      let h = (Math.imul(x, 73856093) ^ Math.imul(y, 19349663) ^ Math.imul(z, 83492791)) & (size - 1)
      for (;;) {
        const other = table[h]!
        if (other < 0) {
          table[h] = v
          ids[v] = v
          break
        }
        if (cells[3 * other] === x && cells[3 * other + 1] === y && cells[3 * other + 2] === z) {
          ids[v] = other
          break
        }
        h = (h + 1) & (size - 1)
      }
    }
  }
  return ids
}
