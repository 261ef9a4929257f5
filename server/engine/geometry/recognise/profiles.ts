import { MIN_SPAN_DEG } from '../features.ts'
import { cross, normalize, perpendicularBasis, positive, scale, type Vec3 } from '../linalg.ts'
import type { Surface } from '../surfaces.ts'
import { direction, extent, parallel, perpendicular, pointsOf, span, type Context, type Draft } from './context.ts'

// Keeps a profile strictly inside the part: an outer contour touches the bounding box.
const INSIDE_MARGIN = 0.01

/**
 * Through-profiles (a cut-out through a plate): a ring of side walls — planes across one direction
 * and concave cylinders along it — joined in concave or smooth edges, whose every other edge is
 * convex onto the two caps facing along and against that direction, and which lies inside the part
 * (the outer contour of a plate satisfies the rest too). Round ones are holes, found earlier.
 */
export function recogniseProfiles(ctx: Context): Draft[] {
  const drafts: Draft[] = []
  for (const seed of ctx.surfaces) {
    if (ctx.claimed.has(seed.index)) continue
    const dir = sideDirection(ctx, seed)
    if (!dir) continue
    const ring = collectRing(ctx, seed.index, dir)
    if (ring.length < 2 || !cappedBothEnds(ctx, ring, dir) || !inside(ctx, ring, dir)) continue
    ring.forEach((f) => ctx.claimed.add(f))
    const points = pointsOf(ctx, ring)
    const largest = ring
      .filter((f) => ctx.surfaces[f]!.plane)
      .sort((a, b) => ctx.surfaces[b]!.area - ctx.surfaces[a]!.area)[0]
    const u = largest === undefined ? perpendicularBasis(dir)[0] : ctx.surfaces[largest]!.plane!.normal
    const v = normalize(cross(dir, u))
    const [a, b] = [span(points, u), span(points, v)]
    const radii = ring.flatMap((f) => (ctx.surfaces[f]!.cylinder ? [ctx.surfaces[f]!.cylinder.radius] : []))
    drafts.push({
      kind: 'through-profile',
      faces: ring,
      access: [direction(scale(positive(dir), -1)), direction(positive(dir))],
      length: Math.max(a, b),
      width: Math.min(a, b),
      depth: span(points, dir),
      cornerRadius: radii.length ? Math.min(...radii) : 0,
      through: true,
    })
  }
  return drafts
}

/** The direction a side wall runs along: a partial concave cylinder's axis, or the line two concave plane walls meet in. */
function sideDirection(ctx: Context, s: Surface): Vec3 | undefined {
  if (s.cylinder) return s.cylinder.concave && s.cylinder.span < MIN_SPAN_DEG ? s.cylinder.axis : undefined
  if (!s.plane) return undefined
  for (const link of ctx.links[s.index]!) {
    const o = ctx.surfaces[link.face]!.plane
    if (link.kind === 'concave' && o && !parallel(o.normal, s.plane.normal))
      return normalize(cross(s.plane.normal, o.normal))
  }
  return undefined
}

function isSide(s: Surface, dir: Vec3): boolean {
  if (s.plane) return perpendicular(s.plane.normal, dir)
  return !!s.cylinder && s.cylinder.concave && s.cylinder.span < MIN_SPAN_DEG && parallel(s.cylinder.axis, dir)
}

function collectRing(ctx: Context, seed: number, dir: Vec3): number[] {
  const ring = new Set([seed])
  const queue = [seed]
  while (queue.length) {
    for (const link of ctx.links[queue.pop()!]!) {
      if (link.kind === 'convex' || ring.has(link.face) || ctx.claimed.has(link.face)) continue
      if (!isSide(ctx.surfaces[link.face]!, dir)) continue
      ring.add(link.face)
      queue.push(link.face)
    }
  }
  return [...ring].sort((a, b) => a - b)
}

function cappedBothEnds(ctx: Context, ring: number[], dir: Vec3): boolean {
  const caps = new Set<number>()
  for (const f of ring) {
    for (const link of ctx.links[f]!) {
      if (ring.includes(link.face)) continue
      const cap = ctx.surfaces[link.face]!.plane
      if (link.kind !== 'convex' || !cap || !parallel(cap.normal, dir)) return false
      caps.add(Math.sign(cap.normal[0] * dir[0] + cap.normal[1] * dir[1] + cap.normal[2] * dir[2]))
    }
  }
  return caps.size === 2
}

function inside(ctx: Context, ring: number[], dir: Vec3): boolean {
  const points = pointsOf(ctx, ring)
  const { min, max } = ctx.bbox
  return ([0, 1, 2] as const).every((k) => {
    const axis: Vec3 = [k === 0 ? 1 : 0, k === 1 ? 1 : 0, k === 2 ? 1 : 0]
    if (parallel(axis, dir)) return true
    const [lo, hi] = extent(points, axis)
    return lo > min[k] + INSIDE_MARGIN && hi < max[k] - INSIDE_MARGIN
  })
}
