import { MIN_SPAN_DEG } from '../features.ts'
import { dot, type Vec3 } from '../linalg.ts'
import type { Surface } from '../surfaces.ts'
import { extent, parallel, perpendicular, type Context } from './context.ts'

/** A flat floor with the side walls rising from it in concave edges: a pocket, slot or step. */
export interface Floor {
  face: number
  /** Out of the material, i.e. towards the opening; the tool comes along its opposite. */
  normal: Vec3
  offset: number
  /** Plane walls (normal across the floor normal) and corner/end cylinders (axis along it). */
  planes: number[]
  cylinders: number[]
  /** Inside fillets between the floor and its walls (cylinders along the edges, tori at the corners). */
  blends: number[]
  /** The floor meets some face in a convex edge: the feature opens to a side. */
  open: boolean
  /** Highest wall point above the floor, mm. */
  depth: number
}

// Walls lower than this are edge breaks, not the sides of a feature.
const MIN_WALL = 0.05

/**
 * Every plane face that has walls rising from it, most walls first so that the floor of a slot or
 * pocket wins over its own walls (each wall of a slot also "has" the floor as a wall). Full
 * cylinders are holes and counterbores, not walls; the caller claims faces as it accepts floors.
 */
export function findFloors(ctx: Context): Floor[] {
  const floors: Floor[] = []
  for (const s of ctx.surfaces) {
    if (!s.plane || ctx.claimed.has(s.index)) continue
    const { normal, offset } = s.plane
    const floor = { ...s, plane: s.plane }
    const planes: number[] = []
    const cylinders: number[] = []
    const blends = insideBlends(ctx, floor)
    let depth = 0
    // Walls meet the floor in a concave edge, or rise tangent out of a fillet blending into it.
    const candidates = [
      ...ctx.links[s.index]!.filter((l) => l.kind === 'concave').map((l) => l.face),
      ...blends.flatMap((b) => ctx.links[b]!.filter((l) => l.kind !== 'convex').map((l) => l.face)),
    ]
    for (const face of new Set(candidates)) {
      if (ctx.claimed.has(face) || blends.includes(face) || face === s.index) continue
      const wall = ctx.surfaces[face]!
      if (!isWall(wall, normal) || !facesFloor(wall, floor)) continue
      const rise = extent(wall.points, normal)[1] - offset
      if (rise < MIN_WALL) continue
      depth = Math.max(depth, rise)
      ;(wall.plane ? planes : cylinders).push(wall.index)
    }
    if (planes.length + cylinders.length === 0) continue
    const open = ctx.links[s.index]!.some((l) => l.kind === 'convex' && !isHole(ctx.surfaces[l.face]!))
    floors.push({ face: s.index, normal, offset, planes, cylinders, blends, open, depth })
  }
  return floors.sort(
    (a, b) => b.planes.length + b.cylinders.length - (a.planes.length + a.cylinders.length) || a.face - b.face,
  )
}

/**
 * Curved faces meeting the floor in a smooth edge and lying wholly on its open side: a surface
 * tangent to a plane that stays above it curves up, away from the material, so it is an inside
 * fillet (an outside round tangent to the floor would drop below it). A cylinder running out at
 * both ends onto faces across its axis goes through the part: the rounded corner of a cut-out
 * between two of its walls, not a fillet under a floor.
 */
function insideBlends(ctx: Context, floor: Surface & { plane: NonNullable<Surface['plane']> }): number[] {
  return ctx.links[floor.index]!.flatMap((l) => {
    const b = ctx.surfaces[l.face]!
    if (l.kind !== 'tangent' || b.plane || ctx.claimed.has(b.index) || throughCorner(ctx, b)) return []
    return extent(b.points, floor.plane.normal)[0] >= floor.plane.offset - BEHIND ? [b.index] : []
  })
}

function throughCorner(ctx: Context, s: Surface): boolean {
  const axis = s.cylinder?.axis
  if (!axis) return false
  const ends = new Set<number>()
  for (const l of ctx.links[s.index]!) {
    const cap = ctx.surfaces[l.face]!.plane
    if (l.kind === 'convex' && cap && parallel(cap.normal, axis)) ends.add(Math.sign(dot(cap.normal, axis)))
  }
  return ends.size === 2
}

/** A hole or its entry chamfer in the floor does not open the floor to a side. */
function isHole(s: Surface): boolean {
  return (!!s.cylinder && s.cylinder.concave && s.cylinder.span >= MIN_SPAN_DEG) || !!s.cone?.concave
}

// Floor points may lie this far behind a wall (tessellation noise), mm.
const BEHIND = 0.01

/**
 * A pocket's wall rises from its floor and looks onto it: no part of the wall lies below the floor,
 * and the whole floor lies on the side the wall's normal points to. The sides of a boss standing on
 * a face fail the second test, since that face surrounds them; the surrounding face, taken as a
 * "wall" of the boss's side, fails the first.
 */
function facesFloor(wall: Surface, floor: Surface & { plane: NonNullable<Surface['plane']> }): boolean {
  if (extent(wall.points, floor.plane.normal)[0] < floor.plane.offset - BEHIND) return false
  return !wall.plane || extent(floor.points, wall.plane.normal)[0] >= wall.plane.offset - BEHIND
}

function isWall(s: Surface, normal: Vec3): boolean {
  if (s.plane) return perpendicular(s.plane.normal, normal)
  const c = s.cylinder
  return !!c && c.concave && c.span < MIN_SPAN_DEG && parallel(c.axis, normal)
}
