import type { GeometryReport, RecognisedFeature } from '../../../../server/engine/index.ts'

/** A feature as a fixture script built it: the sizes and directions it was given, how many there are. */
export type Known = Omit<Partial<RecognisedFeature>, 'id' | 'faces'> & {
  kind: RecognisedFeature['kind']
  count?: number
  /** Holes of a turned part: on the turning axis (Z, the bounding box's centre line) or off it. */
  onAxis?: boolean
}

const SIZES = ['diameter', 'width', 'length', 'depth', 'cornerRadius', 'size'] as const
// Sizes are read off a tessellation: within 0.05 mm (a rim vertex need not sit on the exact top; an
// angle within 0.05°).
const SIZE_TOLERANCE = 0.05

const sameDirection = (a: number[], b: number[]) => a.every((c, i) => Math.abs(c - b[i]!) < 1e-3)

function onAxis(found: RecognisedFeature, report: GeometryReport): boolean {
  const { min, max } = report.bbox
  const c = found.center!
  return Math.hypot(c[0] - (min[0] + max[0]) / 2, c[1] - (min[1] + max[1]) / 2) < 0.1
}

/** Does a recognised feature have every property the construction gave it? */
export function matchesKnown(found: RecognisedFeature, want: Known, report: GeometryReport): boolean {
  if (found.kind !== want.kind) return false
  if (SIZES.some((k) => want[k] !== undefined && !(Math.abs((found[k] ?? NaN) - want[k]) <= SIZE_TOLERANCE)))
    return false
  if (want.open !== undefined && found.open !== want.open) return false
  if (want.through !== undefined && found.through !== want.through) return false
  if (want.thread !== undefined && found.thread !== want.thread) return false
  if (want.onAxis !== undefined && (!found.center || onAxis(found, report) !== want.onAxis)) return false
  if (!want.access) return true
  // Same set of directions, and the same preferred (first) one: the planner sets up from it.
  if (found.access.length !== want.access.length || !sameDirection(found.access[0]!, want.access[0]!)) return false
  return want.access.every((d) => found.access.some((f) => sameDirection(f, d)))
}

/** How many features of each kind, counting a known row `count` times. */
export function countByKind(list: { kind: string; count?: number }[]): Record<string, number> {
  const m: Record<string, number> = {}
  for (const f of list) m[f.kind] = (m[f.kind] ?? 0) + (f.count ?? 1)
  return m
}
