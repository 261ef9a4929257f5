import { MIN_SPAN_DEG, sameAxisLine, tapDrillFor } from '../features.ts'
import { dot, positive, scale, sub, type Vec3 } from '../linalg.ts'
import { direction, parallel, type Context, type Draft } from './context.ts'
import { cylinderGroups, type CylinderGroup } from './cylinders.ts'

/**
 * Holes: concave cylinder faces merged with their coaxial neighbours (CAD splits a bore into half
 * faces) that close around the axis. An end is blind when a floor or drill point meets the wall in
 * a concave edge; the tool enters through each open end. A hole of a metric tap-drill size is also
 * reported as a thread, since it will be tapped.
 */
export function recogniseHoles(ctx: Context): Draft[] {
  const drafts: Draft[] = []
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
    const hole: Draft = { kind: 'hole', faces, access, diameter, depth: tMax - tMin, through: access.length === 2 }
    drafts.push(hole)
    const thread = tapDrillFor(diameter)
    if (thread) drafts.push({ ...hole, kind: 'thread', thread })
  }
  return drafts
}

/** Faces at the ends of a hole meeting its wall in a concave edge: a flat floor or a drill point. */
function endCaps(ctx: Context, cyl: CylinderGroup, mid: number) {
  const caps = { low: false, high: false, faces: [] as number[] }
  for (const f of cyl.faces) {
    for (const link of ctx.links[f]!) {
      if (link.kind !== 'concave' || cyl.faces.includes(link.face)) continue
      const s = ctx.surfaces[link.face]!
      const floor = s.plane && parallel(s.plane.normal, cyl.axis)
      const point = s.cone && parallel(s.cone.axis, cyl.axis) && sameAxisLine(cyl, s.cone)
      if (!floor && !point) continue
      if (dot(sub(s.centroid, cyl.origin), cyl.axis) < mid) caps.low = true
      else caps.high = true
      if (!caps.faces.includes(link.face)) caps.faces.push(link.face)
    }
  }
  return caps
}
