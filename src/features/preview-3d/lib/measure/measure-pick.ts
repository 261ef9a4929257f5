import type { Mesh } from 'three'
import { faceOfTriangle } from '../face-ranges.ts'
import { facesOf } from '../feature-highlight.ts'
import type { ModelView } from '../model-view.ts'
import { edgeLength, nearestOnEdge, type BrepEdge } from './edges.ts'
import { edgesAround, faceShape } from './face-shape.ts'
import type { MeasurePick } from './measurement.ts'
import type { Vec3 } from './vec3.ts'

/** A vertex or edge of the clicked face this close on screen (CSS pixels) takes the click. */
export const SNAP_PIXELS = 8

/**
 * What a click at a client position measures: the point (snapped to a vertex of the clicked face,
 * else to one of its edges, when one is within reach on screen), the face's shape and its nearest
 * edge. Null when the click misses the model.
 */
export function measurePickAt(view: ModelView, clientX: number, clientY: number): MeasurePick | null {
  const model = view.model
  const hit = view.hitAt(clientX, clientY)
  if (!model || !hit) return null
  const local = view.toModel(hit.point)
  const point: Vec3 = [local.x, local.y, local.z]
  const mesh = hit.object as Mesh
  const ranges = facesOf(mesh)?.ranges
  const face = ranges && hit.faceIndex != null ? faceOfTriangle(ranges, hit.faceIndex) : -1
  if (face < 0) return { point, snapped: null, face: null, edge: null }
  const edges = edgesAround(mesh, face, model.object)
  const pixels = (p: Vec3) => {
    const at = view.clientPoint(view.toWorld(p))
    return at ? Math.hypot(at.x - clientX, at.y - clientY) : Infinity
  }
  const nearest = edges.map((edge) => ({ edge, ...nearestOnEdge(edge, point) }))
  const closest = nearest.reduce<(typeof nearest)[number] | null>(
    (a, b) => (!a || b.distance < a.distance ? b : a),
    null,
  )
  const vertex = nearestWithin(edges.flatMap(endsOf), pixels)
  const onEdge = vertex
    ? null
    : nearestWithin(
        nearest.map((n) => n.point),
        pixels,
      )
  return {
    point: vertex ?? onEdge ?? point,
    snapped: vertex ? 'vertex' : onEdge ? 'edge' : null,
    face: faceShape(mesh, face, model.object),
    edge: closest && { edge: closest.edge, length: edgeLength(closest.edge), nearest: closest.point },
  }
}

const endsOf = (edge: BrepEdge): Vec3[] => (edge.closed ? [] : [edge.points[0]!, edge.points[edge.points.length - 1]!])

/** The candidate nearest on screen, if within SNAP_PIXELS. */
function nearestWithin(candidates: readonly Vec3[], pixels: (p: Vec3) => number): Vec3 | null {
  let best: Vec3 | null = null
  let bestPixels = SNAP_PIXELS
  for (const c of candidates) {
    const d = pixels(c)
    if (d <= bestPixels) [best, bestPixels] = [c, d]
  }
  return best
}
