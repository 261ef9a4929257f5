import type { Vec3 } from './vec3.ts'

/** Cells are this many tolerances wide: most points are then compared within their own cell only. */
const CELL = 8

/**
 * Gives nearly equal points one number. OCCT meshes each B-rep face on its own, so a shared edge's
 * points appear once per face, evaluated on each surface and a few float steps apart. Points are
 * hashed to a grid; one within `tolerance` of a cell's side is also compared with the neighbour
 * across it, so two copies that straddle a side still meet.
 */
export class Welder {
  readonly points: Vec3[] = []
  private readonly cells = new Map<string, number[]>()
  private readonly size: number

  constructor(private readonly tolerance: number) {
    this.size = tolerance * CELL
  }

  id(p: Vec3): number {
    const cell = p.map((c) => Math.floor(c / this.size))
    const reach = p.map((c, axis) => {
      const into = c - cell[axis]! * this.size
      return [0, ...(into < this.tolerance ? [-1] : []), ...(this.size - into < this.tolerance ? [1] : [])]
    })
    for (const dx of reach[0]!)
      for (const dy of reach[1]!)
        for (const dz of reach[2]!) {
          for (const id of this.cells.get(`${cell[0]! + dx},${cell[1]! + dy},${cell[2]! + dz}`) ?? []) {
            const q = this.points[id]!
            if (Math.max(Math.abs(q[0] - p[0]), Math.abs(q[1] - p[1]), Math.abs(q[2] - p[2])) <= this.tolerance)
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
