import { MIN_SPAN_DEG, tapDrillFor } from '../features.ts'
import { add, cross, dot, norm, positive, scale, sub, type Vec3 } from '../linalg.ts'
import type { FaceCone } from '../cone-fit.ts'
import { direction, parallel, type Context, type Draft } from './context.ts'
import { cylinderGroups, type CylinderGroup } from './cylinders.ts'

// A drill point or countersink is on the hole's axis when its fitted axis passes within this share
// of the hole's diameter of the wall's. The cone is a small face of a few facets, so the error of
// its fitted axis grows with its size (an angled Ø8 point's axis lands 0.02 mm off, more than a
// fixed 0.014 mm allows); a cone 1 % of the diameter off-centre would leave a visible step.
const COAXIAL_SHARE = 0.01
// A cone flaring a hole's mouth to this many times its diameter or more seats a flat-head screw
// (countersinks are 1.8–2× the clearance hole); a narrower one is an edge break (chamfer).
const COUNTERSINK_RATIO = 1.6

interface Found {
  group: CylinderGroup
  caps: number[]
  draft: Draft
}

/**
 * Holes: concave cylinder faces merged with their coaxial neighbours (CAD splits a bore into half
 * faces) that close around the axis. An end is blind when a floor or drill point meets the wall in
 * a concave edge; the tool enters through each open end. A hole whose flat floor is the step down
 * to a smaller coaxial hole is that hole's counterbore; a wide cone at a hole's mouth is its
 * countersink. A plain hole of a metric tap-drill size is also reported as a thread, since it will
 * be tapped.
 */
export function recogniseHoles(ctx: Context): Draft[] {
  const found: Found[] = []
  for (const group of cylinderGroups(ctx, (c) => c.concave)) {
    if (group.span < MIN_SPAN_DEG) continue
    const { axis, tMin, tMax, radius } = group
    const caps = endCaps(ctx, group, (tMin + tMax) / 2)
    // Open ends, the one on the positive side first: the tool moves against the axis there.
    const up = positive(axis)
    const [upper, lower] = up === axis ? [caps.high, caps.low] : [caps.low, caps.high]
    const access: Vec3[] = []
    if (!upper) access.push(direction(scale(up, -1)))
    if (!lower) access.push(direction(up))
    const faces = [...group.faces, ...caps.faces].sort((a, b) => a - b)
    faces.forEach((f) => ctx.claimed.add(f))
    const diameter = 2 * radius
    const center = at(group.origin, axis, (tMin + tMax) / 2)
    const through = access.length === 2
    found.push({
      group,
      caps: caps.faces,
      draft: { kind: 'hole', faces, access, diameter, depth: tMax - tMin, through, center },
    })
  }
  const drafts: Draft[] = []
  for (const f of found) {
    if (stepsDownTo(ctx, f, found)) {
      const { through: _t, ...rest } = f.draft
      drafts.push({ ...rest, kind: 'counterbore' })
      continue
    }
    drafts.push(f.draft)
    const thread = tapDrillFor(f.draft.diameter!)
    if (thread) drafts.push({ ...f.draft, kind: 'thread', thread })
    const sink = countersink(ctx, f.group)
    if (sink) drafts.push(sink)
  }
  return drafts
}

/** Is the hole's flat floor the step down to a smaller hole on its axis (a counterbore)? */
function stepsDownTo(ctx: Context, f: Found, all: Found[]): boolean {
  const floors = f.caps.filter((c) => ctx.surfaces[c]!.plane)
  return all.some(
    (g) =>
      g.group.radius < f.group.radius &&
      coaxial(f.group, g.group) &&
      floors.some((c) => ctx.links[c]!.some((l) => g.group.faces.includes(l.face))),
  )
}

/** A wide concave cone at the hole's mouth, on its axis: the countersink (size: its included angle). */
function countersink(ctx: Context, hole: CylinderGroup): Draft | undefined {
  for (const f of hole.faces) {
    for (const link of ctx.links[f]!) {
      const s = ctx.surfaces[link.face]!
      const cone = s.cone
      if (link.kind !== 'convex' || ctx.claimed.has(s.index) || !cone?.concave || !coaxial(hole, cone)) continue
      if (2 * cone.rMax < COUNTERSINK_RATIO * 2 * hole.radius) continue
      ctx.claimed.add(s.index)
      const axial = dot(s.meanNormal, cone.axis)
      return {
        kind: 'countersink',
        faces: [s.index],
        access: [direction(scale(cone.axis, axial > 0 ? -1 : 1))],
        diameter: 2 * cone.rMax,
        size: (2 * Math.atan2(cone.rMax - cone.rMin, cone.tMax - cone.tMin) * 180) / Math.PI,
        center: at(cone.origin, cone.axis, (cone.tMin + cone.tMax) / 2),
      }
    }
  }
  return undefined
}

/** Parallel axes through one line, within COAXIAL_SHARE of the hole's diameter. */
function coaxial(hole: CylinderGroup, other: Pick<FaceCone, 'axis' | 'origin'>): boolean {
  if (!parallel(hole.axis, other.axis)) return false
  return norm(cross(sub(other.origin, hole.origin), hole.axis)) <= COAXIAL_SHARE * 2 * hole.radius
}

/** The point `t` along an axis, to the micrometre. */
const at = (origin: Vec3, axis: Vec3, t: number): Vec3 =>
  add(origin, scale(axis, t)).map((c) => Math.round(c * 1000) / 1000 + 0) as Vec3

/** Faces at the ends of a hole meeting its wall in a concave edge: a flat floor or a drill point. */
function endCaps(ctx: Context, cyl: CylinderGroup, mid: number) {
  const caps = { low: false, high: false, faces: [] as number[] }
  for (const f of cyl.faces) {
    for (const link of ctx.links[f]!) {
      if (link.kind !== 'concave' || cyl.faces.includes(link.face)) continue
      const s = ctx.surfaces[link.face]!
      const floor = s.plane && parallel(s.plane.normal, cyl.axis)
      const point = s.cone && coaxial(cyl, s.cone)
      if (!floor && !point) continue
      if (dot(sub(s.centroid, cyl.origin), cyl.axis) < mid) caps.low = true
      else caps.high = true
      if (!caps.faces.includes(link.face)) caps.faces.push(link.face)
    }
  }
  return caps
}
