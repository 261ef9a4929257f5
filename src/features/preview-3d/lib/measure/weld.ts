import type { Vec3 } from './vec3.ts'

/**
 * Gives nearly equal points one number. OCCT meshes each B-rep face on its own, so a shared edge's
 * points appear once per face, evaluated on each surface and a few float steps apart. Points are
 * hashed to a grid of cells `tolerance` wide and compared with the neighbouring cells too, so two
 * copies that straddle a cell border still meet.
 */
export class Welder {
  readonly points: Vec3[] = []
  private readonly cells = new Map<string, number[]>()

  constructor(private readonly tolerance: number) {}

  id(p: Vec3): number {
    const cell = p.map((c) => Math.floor(c / this.tolerance))
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (let dz = -1; dz <= 1; dz++) {
          for (const id of this.cells.get(`${cell[0]! + dx},${cell[1]! + dy},${cell[2]! + dz}`) ?? []) {
            const q = this.points[id]!
            if (
              Math.abs(q[0] - p[0]) <= this.tolerance &&
              Math.abs(q[1] - p[1]) <= this.tolerance &&
              Math.abs(q[2] - p[2]) <= this.tolerance
            )
              return id
          }
        }
    const id = this.points.length
    this.points.push(p)
    const key = cell.join()
    const list = this.cells.get(key)
    if (list) list.push(id)
    else this.cells.set(key, [id])
    return id
  }
}
