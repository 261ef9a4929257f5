import { MIN_SPAN_DEG } from '../features.ts'
import { cross, dot, normalize, scale, type Vec3 } from '../linalg.ts'
import type { Surface } from '../surfaces.ts'
import { direction, parallel, span, type Context, type Draft } from './context.ts'

// A chamfer leans 20°–70° to each face it replaces the edge of.
const CHAMFER_MIN_DOT = Math.cos((70 * Math.PI) / 180)
const CHAMFER_MAX_DOT = Math.cos((20 * Math.PI) / 180)

/**
 * Edge breaks on faces no other feature took: a narrow plane leaning between two planes it meets in
 * convex edges, or a cone between a coaxial cylinder and an end face, is a chamfer (size: its larger
 * leg); a partial cylinder meeting its neighbours smoothly is a fillet or round (size: radius).
 */
export function recogniseBlends(ctx: Context): Draft[] {
  const drafts: Draft[] = []
  for (const s of ctx.surfaces) {
    if (ctx.claimed.has(s.index)) continue
    const draft = planeChamfer(ctx, s) ?? coneChamfer(ctx, s) ?? fillet(ctx, s)
    if (!draft) continue
    ctx.claimed.add(s.index)
    drafts.push(draft)
  }
  return drafts
}

function planeChamfer(ctx: Context, s: Surface): Draft | undefined {
  if (!s.plane) return undefined
  const n = s.plane.normal
  const sides = ctx.links[s.index]!.flatMap((l) => {
    const o = ctx.surfaces[l.face]!.plane
    const c = o ? dot(o.normal, n) : 0
    return l.kind === 'convex' && o && c > CHAMFER_MIN_DOT && c < CHAMFER_MAX_DOT ? [o.normal] : []
  })
  const pair = sides.flatMap((a, i) => sides.slice(i + 1).flatMap((b) => (parallel(a, b) ? [] : [[a, b] as const])))[0]
  if (!pair) return undefined
  const [a, b] = pair
  const edge = normalize(cross(a, b))
  const across = normalize(cross(n, edge))
  const width = span(s.points, across)
  // Narrow across the edge it breaks; a wide inclined face is a part face, not a chamfer, and so
  // is one a hole is drilled into (an angled port's seat).
  if (width > 0.5 * span(s.points, edge)) return undefined
  if (ctx.links[s.index]!.some((l) => isHoleWall(ctx.surfaces[l.face]!))) return undefined
  const size = Math.max(width * dot(n, a), width * dot(n, b))
  return {
    kind: 'chamfer',
    faces: [s.index],
    access: [direction(scale(n, -1)), direction(edge), direction(scale(edge, -1))],
    size,
  }
}

/**
 * A cone chamfer: on a shaft end it sits between the turned diameter and the end face; at a hole
 * mouth (concave, a countersink) it meets only the outer face and the bore, both in convex edges.
 */
function coneChamfer(ctx: Context, s: Surface): Draft | undefined {
  const cone = s.cone
  if (!cone) return undefined
  const links = ctx.links[s.index]!
  const neighbours = links.filter((l) => l.kind === 'convex').map((l) => ctx.surfaces[l.face]!)
  const hasWall = neighbours.some((o) => o.cylinder && parallel(o.cylinder.axis, cone.axis))
  const hasEnd = neighbours.some((o) => o.plane && parallel(o.plane.normal, cone.axis))
  const edgeBreak = cone.concave ? links.every((l) => l.kind === 'convex') : hasWall && hasEnd
  if (!edgeBreak) return undefined
  const axial = dot(s.meanNormal, cone.axis)
  return {
    kind: 'chamfer',
    faces: [s.index],
    access: [direction(scale(cone.axis, axial > 0 ? -1 : 1))],
    size: Math.max(cone.tMax - cone.tMin, cone.rMax - cone.rMin),
  }
}

const isHoleWall = (s: Surface) => !!s.cylinder?.concave && s.cylinder.span >= MIN_SPAN_DEG

function fillet(ctx: Context, s: Surface): Draft | undefined {
  const c = s.cylinder
  if (!c || c.span >= MIN_SPAN_DEG) return undefined
  const smooth = ctx.links[s.index]!.filter((l) => l.kind === 'tangent')
  if (smooth.length < 2) return undefined
  const out: Vec3 = normalize(s.meanNormal)
  const size = c.radius
  if (!c.concave) return { kind: 'fillet', faces: [s.index], access: [direction(scale(out, -1))], size, inside: false }
  // An inside fillet is cut along its edge from either face it blends, the larger one first.
  const faces = smooth.map((l) => ctx.surfaces[l.face]!).filter((o) => o.plane)
  faces.sort((a, b) => b.area - a.area)
  const access = faces.map((o) => direction(scale(o.plane!.normal, -1)))
  return {
    kind: 'fillet',
    faces: [s.index],
    access: access.length > 0 ? access : [direction(scale(out, -1))],
    size,
    inside: true,
  }
}
