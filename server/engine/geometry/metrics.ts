import type { BBox, TriMesh } from './types.ts'

/** Axis-aligned bounding box of the vertices actually used by triangles. */
export function boundingBox(mesh: TriMesh): BBox {
  const min: [number, number, number] = [Infinity, Infinity, Infinity]
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity]
  const { positions, indices } = mesh
  for (let i = 0; i < indices.length; i++) {
    const v = (indices[i] as number) * 3
    for (let k = 0; k < 3; k++) {
      const c = positions[v + k] as number
      if (c < min[k]!) min[k] = c
      if (c > max[k]!) max[k] = c
    }
  }
  return { min, max, size: { x: max[0] - min[0], y: max[1] - min[1], z: max[2] - min[2] } }
}

/**
 * Volume by signed tetrahedra against the bbox centre (not the origin: far-from-origin parts lose
 * float precision otherwise) and surface area, in one pass. Volume is only meaningful for closed,
 * consistently oriented meshes; its absolute value is returned so inward-wound files still work.
 */
export function volumeAndArea(mesh: TriMesh, box: BBox): { volume: number; area: number } {
  const { positions: p, indices: idx } = mesh
  const cx = (box.min[0] + box.max[0]) / 2
  const cy = (box.min[1] + box.max[1]) / 2
  const cz = (box.min[2] + box.max[2]) / 2
  let six = 0
  let twice = 0
  for (let t = 0; t < idx.length; t += 3) {
    const a = (idx[t] as number) * 3,
      b = (idx[t + 1] as number) * 3,
      c = (idx[t + 2] as number) * 3
    const ax = p[a]! - cx,
      ay = p[a + 1]! - cy,
      az = p[a + 2]! - cz
    const bx = p[b]! - cx,
      by = p[b + 1]! - cy,
      bz = p[b + 2]! - cz
    const qx = p[c]! - cx,
      qy = p[c + 1]! - cy,
      qz = p[c + 2]! - cz
    six += ax * (by * qz - bz * qy) - ay * (bx * qz - bz * qx) + az * (bx * qy - by * qx)
    const ux = bx - ax,
      uy = by - ay,
      uz = bz - az
    const vx = qx - ax,
      vy = qy - ay,
      vz = qz - az
    const nx = uy * vz - uz * vy,
      ny = uz * vx - ux * vz,
      nz = ux * vy - uy * vx
    twice += Math.sqrt(nx * nx + ny * ny + nz * nz)
  }
  return { volume: Math.abs(six / 6), area: twice / 2 }
}
