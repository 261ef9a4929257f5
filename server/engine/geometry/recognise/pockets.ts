import { cross, dot, normalize, perpendicularBasis, scale, type Vec3 } from '../linalg.ts'
import { direction, PARALLEL_DOT, pointsOf, span, type Context, type Draft } from './context.ts'
import { findFloors, type Floor } from './floors.ts'

// A slot's end radius equals half its width within this share (an end mill of the slot's width).
const END_RADIUS_TOLERANCE = 0.02

/**
 * Pockets, slots, keyways and steps, all a floor with walls (and the inside fillet between them, if
 * any, as a fillet of its own), told apart by the walls: two facing
 * parallel walls (with end radii of half the width, if any) make a slot, a keyway when it is cut
 * into a turned surface; walls facing one way on an open floor make a step; anything else is a
 * pocket, open when its floor runs out to a side of the part.
 */
export function recognisePockets(ctx: Context): Draft[] {
  const drafts: Draft[] = []
  for (const floor of findFloors(ctx)) {
    if (ctx.claimed.has(floor.face)) continue
    const planes = floor.planes.filter((f) => !ctx.claimed.has(f))
    const cylinders = floor.cylinders.filter((f) => !ctx.claimed.has(f))
    if (planes.length + cylinders.length === 0) continue
    const draft = classify(ctx, { ...floor, planes, cylinders })
    draft.faces.forEach((f) => ctx.claimed.add(f))
    drafts.push(draft)
    const blends = floor.blends.filter((f) => !ctx.claimed.has(f))
    const radii = blends.flatMap((f) => (ctx.surfaces[f]!.cylinder ? [ctx.surfaces[f]!.cylinder.radius] : []))
    if (radii.length === 0) continue
    // The floor's inside fillet is one feature: the radius its cutter's corner must not exceed.
    blends.forEach((f) => ctx.claimed.add(f))
    drafts.push({
      kind: 'fillet',
      faces: blends,
      access: draft.access.slice(0, 1),
      size: Math.min(...radii),
      inside: true,
    })
  }
  return drafts
}

function classify(ctx: Context, floor: Floor): Draft {
  const faces = [floor.face, ...floor.planes, ...floor.cylinders].sort((a, b) => a - b)
  const base = { faces, depth: floor.depth, access: [direction(scale(floor.normal, -1))] }
  const wallNormal = (f: number) => ctx.surfaces[f]!.plane!.normal
  const radii = floor.cylinders.map((f) => ctx.surfaces[f]!.cylinder!.radius)
  const cornerRadius = radii.length ? Math.min(...radii) : floor.planes.length > 1 ? 0 : undefined
  const width = slotWidth(ctx, floor)
  if (width !== undefined && radii.every((r) => Math.abs(r - width / 2) <= END_RADIUS_TOLERANCE * width)) {
    const along = normalize(cross(floor.normal, wallNormal(floor.planes[0]!)))
    const kind = !floor.open && cutIntoTurnedSurface(ctx, faces) ? 'keyway' : 'slot'
    return {
      ...base,
      kind,
      width,
      length: span(pointsOf(ctx, faces), along),
      open: floor.open,
      ...(radii.length ? { cornerRadius } : {}),
    }
  }
  const first = floor.planes[0]
  if (floor.open && first !== undefined && floor.cylinders.length === 0) {
    const n = wallNormal(first)
    if (floor.planes.every((f) => dot(wallNormal(f), n) > PARALLEL_DOT)) {
      const floorPoints = ctx.surfaces[floor.face]!.points
      return {
        ...base,
        kind: 'step',
        width: span(floorPoints, n),
        length: span(floorPoints, normalize(cross(floor.normal, n))),
        access: [...base.access, direction(scale(n, -1))],
      }
    }
  }
  const [u, v] = pocketAxes(ctx, floor)
  const points = pointsOf(ctx, faces)
  const [a, b] = [span(points, u), span(points, v)]
  return { ...base, kind: 'pocket', length: Math.max(a, b), width: Math.min(a, b), open: floor.open, cornerRadius }
}

/** Distance between the only two plane walls when they face each other across the floor. */
function slotWidth(ctx: Context, floor: Floor): number | undefined {
  if (floor.planes.length !== 2) return undefined
  const [a, b] = floor.planes.map((f) => ctx.surfaces[f]!.plane!) as [
    { normal: Vec3; offset: number },
    { normal: Vec3; offset: number },
  ]
  if (dot(a.normal, b.normal) > -PARALLEL_DOT) return undefined
  const gap = -(a.offset + b.offset)
  return gap > 0 ? gap : undefined
}

/** A closed slot whose walls run out onto a turned (convex cylindrical) surface is a keyway. */
function cutIntoTurnedSurface(ctx: Context, faces: number[]): boolean {
  return faces.some((f) =>
    ctx.links[f]!.some(
      (l) => l.kind === 'convex' && !!ctx.surfaces[l.face]!.cylinder && !ctx.surfaces[l.face]!.cylinder!.concave,
    ),
  )
}

/** In-plane measuring axes of a pocket: along its largest plane wall and across it. */
function pocketAxes(ctx: Context, floor: Floor): [Vec3, Vec3] {
  const largest = floor.planes.reduce<number | undefined>(
    (best, f) => (best === undefined || ctx.surfaces[f]!.area > ctx.surfaces[best]!.area ? f : best),
    undefined,
  )
  if (largest === undefined) return perpendicularBasis(floor.normal)
  const u = ctx.surfaces[largest]!.plane!.normal
  return [u, normalize(cross(floor.normal, u))]
}
