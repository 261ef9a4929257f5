import { MIN_SPAN_DEG, sameAxisLine } from '../features.ts'
import { dot, norm, scale, sub, type Vec3 } from '../linalg.ts'
import { direction, extent, parallel, pointsOf, type Context, type Draft } from './context.ts'
import { cylinderGroups, type CylinderGroup } from './cylinders.ts'

// Sections whose diameters agree this closely are one turned diameter (split by a groove or keyway).
const SAME_DIAMETER = 0.01

interface Section {
  faces: number[]
  radius: number
  tMin: number
  tMax: number
}

/**
 * Lathe features of a rotational part: every full convex cylinder on the turning axis is a turned
 * section; a section closed at both ends by walls rising to larger diameters is a groove (it needs a
 * plunging tool); the other sections are merged by diameter into turned diameters with their total
 * length. Lathe features are reached from either end of the spindle axis.
 */
export function recogniseTurning(ctx: Context): Draft[] {
  const axis = ctx.turningAxis
  if (!axis) return []
  const groups = cylinderGroups(ctx, (c) => !c.concave && parallel(c.axis, axis)).filter((g) => g.span >= MIN_SPAN_DEG)
  const main = groups.reduce<CylinderGroup | undefined>(
    (best, g) => (!best || g.radius > best.radius ? g : best),
    undefined,
  )
  if (!main) return []
  const origin = main.origin
  const access = [direction(scale(axis, -1)), direction(axis)]
  const sections: Section[] = groups
    .filter((g) => sameAxisLine(main, g))
    .map((g) => {
      // Re-measured from the main origin and axis sign, so sections order along the part.
      const [lo, hi] = extent(pointsOf(ctx, g.faces), axis)
      return { faces: g.faces, radius: g.radius, tMin: lo - dot(origin, axis), tMax: hi - dot(origin, axis) }
    })
  const drafts: Draft[] = []
  const turned = new Map<number, Draft>()
  for (const section of sections.sort((a, b) => a.tMin - b.tMin)) {
    section.faces.forEach((f) => ctx.claimed.add(f))
    const walls = shoulders(ctx, section, origin, axis)
    if (walls) {
      walls.faces.forEach((f) => ctx.claimed.add(f))
      drafts.push({
        kind: 'groove',
        faces: [...section.faces, ...walls.faces].sort((a, b) => a - b),
        access,
        diameter: 2 * section.radius,
        width: section.tMax - section.tMin,
        depth: walls.outer - section.radius,
      })
      continue
    }
    const key = [...turned.keys()].find((d) => Math.abs(d - 2 * section.radius) <= SAME_DIAMETER)
    const same = key === undefined ? undefined : turned.get(key)
    if (same) {
      same.faces = [...same.faces, ...section.faces].sort((a, b) => a - b)
      same.length! += section.tMax - section.tMin
    } else {
      const diameter = 2 * section.radius
      const draft: Draft = {
        kind: 'turned-diameter',
        faces: section.faces,
        access,
        diameter,
        length: section.tMax - section.tMin,
      }
      turned.set(diameter, draft)
      drafts.push(draft)
    }
  }
  return drafts
}

/** Planar walls across the axis closing a section at both ends, and the lower of their outer radii. */
function shoulders(ctx: Context, section: Section, origin: Vec3, axis: Vec3) {
  const mid = (section.tMin + section.tMax) / 2
  const ends = { low: 0, high: 0, faces: new Set<number>() }
  for (const f of section.faces) {
    for (const link of ctx.links[f]!) {
      const wall = ctx.surfaces[link.face]!
      if (link.kind !== 'concave' || !wall.plane || !parallel(wall.plane.normal, axis)) continue
      const outer = wall.points.reduce((r, p) => Math.max(r, radial(sub(p, origin), axis)), 0)
      if (outer <= section.radius) continue
      const side = dot(sub(wall.centroid, origin), axis) < mid ? 'low' : 'high'
      ends[side] = Math.max(ends[side], outer)
      ends.faces.add(link.face)
    }
  }
  return ends.low && ends.high ? { faces: [...ends.faces], outer: Math.min(ends.low, ends.high) } : undefined
}

const radial = (v: Vec3, axis: Vec3) => norm(sub(v, scale(axis, dot(v, axis))))
