import type { GeometryReport, RecognisedFeature } from '../geometry/types.ts'
import type { Resolved } from '../pricing/resolve.ts'
import { TAP_DRILLS } from './default-tools.ts'
import { axisSide, sideOf } from './directions.ts'
import { SIZE_MATCH_MM } from './rules.ts'

/** A hole as the planner routes it: where it is drilled from, and the thread tapped in it. */
export interface PlanHole {
  diameter: number
  depthRatio: number
  side: string
  counterbored: boolean
  thread: string | null
  /** The recognised hole, counterbore and thread features it covers (3D highlighting). */
  featureIds: string[]
  threadFeatureId: string | null
  /** The flat-bottom counterbore (Ø, mm) or countersink (outer Ø, mm) at its mouth, with its feature. */
  counterbore?: { diameter: number; featureId: string | null }
  countersink?: { diameter: number; featureId: string | null }
  /** A point on its axis, mm, where the model gives one. */
  center?: [number, number, number]
}

const threadOf = (f: RecognisedFeature, threads: RecognisedFeature[]) => threads.find((t) => t.faces[0] === f.faces[0])

// A counterbore or countersink belongs to the hole whose axis line passes within this of its centre, mm.
const SAME_AXIS_MM = 0.05

/** The counterbore or countersink feature on a hole's axis line, if any. */
function mouthOf(hole: RecognisedFeature, candidates: RecognisedFeature[]) {
  const c = hole.center
  const a = hole.access[0]
  if (!c || !a) return undefined
  return candidates.find((f) => {
    if (!f.center) return false
    const d = [f.center[0] - c[0], f.center[1] - c[1], f.center[2] - c[2]]
    const along = d[0]! * a[0] + d[1]! * a[1] + d[2]! * a[2]
    return Math.hypot(d[0]! - along * a[0], d[1]! - along * a[1], d[2]! - along * a[2]) <= SAME_AXIS_MM
  })
}

/**
 * Holes from recognised features: a thread feature shares its tap-drill hole's faces; a counterbore
 * or countersink on a hole's axis is cut after drilling it.
 */
function fromFeatures(features: RecognisedFeature[], main: string): PlanHole[] {
  const threads = features.filter((f) => f.kind === 'thread')
  const counterbores = features.filter((f) => f.kind === 'counterbore' && (f.diameter ?? 0) > 0)
  const countersinks = features.filter((f) => f.kind === 'countersink' && (f.diameter ?? 0) > 0)
  return features
    .filter((f) => f.kind === 'hole' && (f.diameter ?? 0) > 0)
    .map((f) => {
      const t = threadOf(f, threads)
      const cb = mouthOf(f, counterbores)
      const cs = mouthOf(f, countersinks)
      // A counterbored or countersunk hole is drilled from its mouth's side, in the same clamping.
      const from = (cb ?? cs ?? f).access[0]
      return {
        diameter: f.diameter!,
        depthRatio: (f.depth ?? 0) / f.diameter!,
        side: from ? sideOf(from) : `+${main}`,
        counterbored: cb !== undefined,
        thread: t?.thread ?? null,
        featureIds: [f.id],
        threadFeatureId: t?.id ?? null,
        ...(cb ? { counterbore: { diameter: cb.diameter!, featureId: cb.id } } : {}),
        ...(cs ? { countersink: { diameter: cs.diameter!, featureId: cs.id } } : {}),
        ...(f.center ? { center: f.center } : {}),
      }
    })
}

/** Holes from fitted cylinders, one per coaxial stack (a larger coaxial step is a counterbore). */
function fromCylinders(geometry: GeometryReport): PlanHole[] {
  const groups = new Map<number, GeometryReport['holes']>()
  for (const h of geometry.holes) groups.set(h.coaxialGroup, [...(groups.get(h.coaxialGroup) ?? []), h])
  return [...groups.values()].map((members) => {
    const h = members.reduce((a, b) => (b.diameter < a.diameter ? b : a))
    const top = members.reduce((a, b) => (b.diameter > a.diameter ? b : a))
    return {
      diameter: h.diameter,
      depthRatio: h.depthRatio,
      side: axisSide(h.axis),
      counterbored: members.length > 1,
      thread: h.tapDrillFor ?? null,
      featureIds: [],
      threadFeatureId: null,
      ...(members.length > 1 ? { counterbore: { diameter: top.diameter, featureId: null } } : {}),
      center: h.center,
    }
  })
}

/**
 * The part's holes. A drawing's thread callouts are authoritative (as in pricing): they replace the
 * model's tap-drill guesses, land on holes of the matching tap-drill size first, and a callout with
 * no such hole left adds one drilled from the main side.
 */
export function partHoles(geometry: GeometryReport | null, r: Resolved, main: string): PlanHole[] {
  const features = geometry?.features ?? []
  const holes = !geometry ? [] : features.length > 0 ? fromFeatures(features, main) : fromCylinders(geometry)
  if (r.features.threads.source === 'default') return holes
  for (const h of holes) h.thread = null
  for (const { size, count } of r.features.threads.value) {
    const drill = TAP_DRILLS[size.toUpperCase()]
    for (let n = 0; n < count; n++) {
      const free = holes.find(
        (h) => h.thread === null && drill !== undefined && Math.abs(h.diameter - drill) <= SIZE_MATCH_MM + 0.03,
      )
      if (free) free.thread = size.toUpperCase()
      else holes.push(virtualHole(size.toUpperCase(), drill, main))
    }
  }
  return holes
}

const virtualHole = (size: string, drill: number | undefined, main: string): PlanHole => ({
  diameter: drill ?? Number(size.slice(1)) * 0.85,
  depthRatio: 2,
  side: `+${main}`,
  counterbored: false,
  thread: size,
  featureIds: [],
  threadFeatureId: null,
})

/**
 * The holes reamed to a fit (H7): the drawing says how many, the model which — plain holes, the
 * whole-millimetre sizes first since fits are called on nominal sizes. A fit with no such hole left
 * is still reamed, its size unknown (diameter 0) so the reamer is left to a person.
 */
export function reamedHoles(holes: PlanHole[], count: number, main: string): PlanHole[] {
  const plain = holes.filter((h) => h.thread === null && !h.counterbored)
  const whole = (h: PlanHole) => Math.abs(h.diameter - Math.round(h.diameter)) < 0.01
  const ranked = [...plain.filter(whole), ...plain.filter((h) => !whole(h))]
  const out = ranked.slice(0, count)
  while (out.length < count) {
    out.push({
      diameter: 0,
      depthRatio: 2,
      side: `+${main}`,
      counterbored: false,
      thread: null,
      featureIds: [],
      threadFeatureId: null,
    })
  }
  return out
}
