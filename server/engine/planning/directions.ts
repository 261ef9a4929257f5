import type { GeometryReport } from '../geometry/types.ts'

// Tool-approach directions, named by the side of the part the tool comes from: '+Z' is machined
// from above. An approach off the principal axes is a compound angle and named by its vector.

type Vec = readonly [number, number, number]
const AXES = ['X', 'Y', 'Z'] as const
const ALIGNED = 0.999

/** The side a tool coming along `approach` works from. */
export function sideOf(approach: Vec): string {
  const k = approach.findIndex((c) => Math.abs(c) > ALIGNED)
  if (k >= 0) return `${approach[k]! < 0 ? '+' : '-'}${AXES[k]}`
  const r = (c: number) => Math.round(-c * 100) / 100
  return `(${r(approach[0])},${r(approach[1])},${r(approach[2])})`
}

/** An axis line (sign unknown, as B-rep cylinders give it), named by its positive side. */
export function axisSide(axis: Vec): string {
  const k = axis.findIndex((c) => Math.abs(c) > ALIGNED)
  return k >= 0 ? `+${AXES[k]}` : sideOf(axis.map((c) => -Math.abs(c)) as unknown as Vec)
}

export const isCompound = (side: string) => side.startsWith('(')
export const axisOf = (side: string) => (isCompound(side) ? null : side.slice(1))
export const opposite = (side: string) => (side.startsWith('+') ? '-' : '+') + side.slice(1)

/** The axis the part is clamped along: the turning axis, else its thinnest extent. */
export function mainAxis(geometry: GeometryReport | null): 'X' | 'Y' | 'Z' {
  if (!geometry) return 'Z'
  if (geometry.partClass === 'rotational' && geometry.rotation) return geometry.rotation.axis.toUpperCase() as 'X'
  const s = geometry.bbox.size
  const extents = [s.x, s.y, s.z]
  return AXES[extents.indexOf(Math.min(...extents))]!
}

/** Order of sides in a route: the main axis' ends first, then the others, compound last. */
export function sortSides(sides: Iterable<string>, main: string): string[] {
  const rank = (s: string) => (isCompound(s) ? 3 : axisOf(s) === main ? 0 : 1) * 10 + (s.startsWith('+') ? 0 : 1)
  return [...new Set(sides)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

/** The unit vector pointing out of a side (the reverse of the tool's approach). */
export function vectorOf(side: string): [number, number, number] {
  if (isCompound(side)) return side.slice(1, -1).split(',').map(Number) as [number, number, number]
  const v: [number, number, number] = [0, 0, 0]
  v[AXES.indexOf(side.slice(1) as 'X')] = side.startsWith('+') ? 1 : -1
  return v
}
