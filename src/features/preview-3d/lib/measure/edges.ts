import { fitCircle } from './fit.ts'
import { at, distance, nearestOnSegment, type Vec3 } from './vec3.ts'
import { Welder } from './weld.ts'

// The B-rep edges of a tessellated part, recovered from its face ranges: an edge is where triangles
// of two different faces meet (or where a face's triangles end, on an open mesh). Pure, over the
// typed arrays of one mesh.

/** One edge: a polyline between two faces (mesh-local numbers; -1 for an open border). */
export interface BrepEdge {
  faces: readonly [number, number]
  points: readonly Vec3[]
  closed: boolean
}

/** The edges of one mesh and, for each face, the edges around it. */
export interface MeshEdges {
  edges: readonly BrepEdge[]
  ofFace: ReadonlyMap<number, readonly number[]>
}

/** Points closer than this share an edge: far below any feature, far above float32 noise on a 1 m part. */
export const WELD_TOLERANCE = 1e-4

/**
 * The edges of a mesh: positions flat xyz, indices as triangles (null: unindexed), faces as ranges.
 * A face's own triangles share its vertices, so a side inside a face is used twice by that face and
 * a side on its border once: only border sides (a small share of a fine mesh) are welded across
 * faces, which keeps a million-triangle part within a fraction of a second.
 */
export function meshEdges(
  positions: ArrayLike<number>,
  indices: ArrayLike<number> | null,
  ranges: Uint32Array,
): MeshEdges {
  const triangles = (indices ? indices.length : positions.length / 3) / 3
  const vertices = positions.length / 3
  const corner = (c: number) => (indices ? indices[c]! : c)
  const welder = new Welder(WELD_TOLERANCE)
  const welded = new Map<number, number>()
  const weld = (vertex: number) => {
    let id = welded.get(vertex)
    if (id === undefined) welded.set(vertex, (id = welder.id(at(positions, vertex))))
    return id
  }
  // Each border side, under its two welded ends, with the faces it borders.
  const sides = new Map<string, { a: number; b: number; faces: number[] }>()
  const uses = new Map<number, number>()
  for (let face = 0; face < ranges.length / 2; face++) {
    uses.clear()
    for (let t = ranges[face * 2]!; t <= ranges[face * 2 + 1]! && t < triangles; t++)
      for (let k = 0; k < 3; k++) {
        const [p, q] = [corner(t * 3 + k), corner(t * 3 + ((k + 1) % 3))]
        const key = Math.min(p, q) * vertices + Math.max(p, q)
        uses.set(key, (uses.get(key) ?? 0) + 1)
      }
    for (const [key, count] of uses) {
      if (count !== 1) continue
      const [p, q] = [weld(Math.floor(key / vertices)), weld(key % vertices)]
      if (p === q) continue
      const [a, b] = p < q ? [p, q] : [q, p]
      const side = sides.get(`${a} ${b}`)
      if (side) side.faces.push(face)
      else sides.set(`${a} ${b}`, { a, b, faces: [face] })
    }
  }
  // Sides between two faces, grouped by the pair.
  const pairs = new Map<string, { faces: [number, number]; links: Map<number, number[]> }>()
  for (const { a, b, faces } of sides.values()) {
    const distinct = [...new Set(faces)].sort((x, y) => x - y)
    // A face meeting itself: the seam of a cylinder or other closed surface, not an edge.
    if (distinct.length < 2 && faces.length > 1) continue
    const pair: [number, number] = distinct.length < 2 ? [distinct[0]!, -1] : [distinct[0]!, distinct[1]!]
    const key = pair.join()
    const group = pairs.get(key) ?? { faces: pair, links: new Map<number, number[]>() }
    pairs.set(key, group)
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const)
      group.links.set(from, [...(group.links.get(from) ?? []), to])
  }
  const edges: BrepEdge[] = []
  for (const { faces, links } of pairs.values())
    for (const chain of chains(links))
      edges.push({ faces, points: chain.ids.map((id) => welder.points[id]!), closed: chain.closed })
  const ofFace = new Map<number, number[]>()
  edges.forEach((edge, i) => {
    for (const face of edge.faces) if (face >= 0) ofFace.set(face, [...(ofFace.get(face) ?? []), i])
  })
  return { edges, ofFace }
}

/** The connected runs of a set of links, open runs walked from an end. */
function chains(links: Map<number, number[]>): { ids: number[]; closed: boolean }[] {
  const used = new Set<string>()
  const take = (a: number, b: number) => used.add(a < b ? `${a} ${b}` : `${b} ${a}`)
  const free = (a: number, b: number) => !used.has(a < b ? `${a} ${b}` : `${b} ${a}`)
  const found: { ids: number[]; closed: boolean }[] = []
  const starts = [...links.keys()].sort(
    (x, y) => (links.get(x)!.length === 1 ? -1 : 0) - (links.get(y)!.length === 1 ? -1 : 0),
  )
  for (const start of starts) {
    for (;;) {
      const ids = [start]
      let at = start
      for (
        let next = links.get(at)!.find((n) => free(at, n));
        next !== undefined;
        next = links.get(at)!.find((n) => free(at, n))
      ) {
        take(at, next)
        ids.push(next)
        at = next
      }
      if (ids.length < 2) break
      found.push({ ids, closed: ids.length > 2 && at === start })
    }
  }
  return found
}

/** The point of an edge nearest to p, and how far it is. */
export function nearestOnEdge(edge: BrepEdge, p: Vec3): { point: Vec3; distance: number } {
  let best = { point: edge.points[0]!, distance: Infinity }
  for (let i = 1; i < edge.points.length; i++) {
    const point = nearestOnSegment(p, edge.points[i - 1]!, edge.points[i]!)
    const d = distance(point, p)
    if (d < best.distance) best = { point, distance: d }
  }
  return best
}

/**
 * An edge's length. A circular arc's polyline is shorter than the arc (each chord cuts a corner),
 * so points that lie on a circle are measured along it: each chord c of a circle of radius r spans
 * the arc 2r·asin(c / 2r). Other curves are measured along the polyline.
 */
export function edgeLength(edge: BrepEdge): number {
  const chords = edge.points.slice(1).map((p, i) => distance(p, edge.points[i]!))
  const polyline = chords.reduce((s, c) => s + c, 0)
  if (edge.points.length < 3) return polyline
  const circle = fitCircle(edge.points.flat())
  if (!circle || circle.deviation > 1e-4 * circle.shape.radius + WELD_TOLERANCE) return polyline
  const r = circle.shape.radius
  return chords.reduce((s, c) => s + 2 * r * Math.asin(Math.min(1, c / (2 * r))), 0)
}
