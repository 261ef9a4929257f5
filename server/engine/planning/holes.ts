import type { GeometryReport, RecognisedFeature } from '../geometry/types.ts'
import type { Resolved } from '../pricing/resolve.ts'
import type { ResolvedFeatures } from '../pricing/resolve-features.ts'
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
  /** A drawing callout that no hole of the model matches: drilled anyway, and reported for review. */
  unmatched?: boolean
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
 * The part's holes. A thread exists only where a callout (the drawing's, or the user's) lands, as
 * pricing reads them: a hole of a tap-drill Ø is not tapped on that alone, so a Ø14 counterbore is
 * no M16. A callout lands on a free hole of its tap-drill Ø first, then on one of its nominal Ø (a
 * thread modelled at its major Ø, drilled at the tap drill); a callout with no such hole left adds
 * one drilled from the main side, marked as matching nothing in the model.
 */
export function partHoles(geometry: GeometryReport | null, r: Resolved, main: string): PlanHole[] {
  const features = geometry?.features ?? []
  const holes = !geometry ? [] : features.length > 0 ? fromFeatures(features, main) : fromCylinders(geometry)
  for (const h of holes) h.thread = null
  for (const { size, count } of r.features.threads.value) {
    const name = size.toUpperCase()
    const drill = TAP_DRILLS[name]
    const major = Number(/^M(\d+(?:\.\d+)?)$/.exec(name)?.[1] ?? NaN)
    const free = (d: number | undefined) =>
      holes.find((h) => h.thread === null && d !== undefined && Math.abs(h.diameter - d) <= SIZE_MATCH_MM + 0.03)
    for (let n = 0; n < count; n++) {
      const hole = free(drill) ?? free(major)
      if (hole) {
        hole.thread = name
        if (drill !== undefined) hole.diameter = drill
      } else holes.push({ ...virtualHole(name, drill, main), ...(geometry ? { unmatched: true } : {}) })
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

/** A modelled hole within this of a fit's nominal Ø is that fit's hole (fits are modelled at nominal). */
const FIT_MATCH_MM = 0.1

/**
 * The holes reamed to a fit (H7). A fit belongs to the cylinder of its nominal Ø: Ø40H7 is the Ø40
 * bore, never a Ø11 bolt hole. A fit the drawing sizes but no free hole of the model matches is
 * still reamed, its hole unknown (diameter 0), so a person is asked. Fits counted without a size
 * (a count the user typed) go to the plain holes, whole-millimetre sizes first.
 */
export function reamedHoles(
  holes: PlanHole[],
  fits: Pick<ResolvedFeatures, 'reamed' | 'reamedFits'>,
  main: string,
): PlanHole[] {
  const taken = new Set<PlanHole>()
  const out: PlanHole[] = []
  const nominals = fits.reamedFits.slice(0, fits.reamed.value)
  for (const nominal of nominals) {
    const hole = holes.find((h) => !taken.has(h) && h.thread === null && Math.abs(h.diameter - nominal) <= FIT_MATCH_MM)
    if (hole) taken.add(hole)
    out.push(hole ?? unknownHole(main))
  }
  const plain = holes.filter((h) => !taken.has(h) && h.thread === null && !h.counterbored)
  const whole = (h: PlanHole) => Math.abs(h.diameter - Math.round(h.diameter)) < 0.01
  const ranked = [...plain.filter(whole), ...plain.filter((h) => !whole(h))]
  const unsized = fits.reamed.value - nominals.length
  out.push(...ranked.slice(0, unsized))
  while (out.length < fits.reamed.value) out.push(unknownHole(main))
  return out
}

const unknownHole = (main: string): PlanHole => ({
  diameter: 0,
  depthRatio: 2,
  side: `+${main}`,
  counterbored: false,
  thread: null,
  featureIds: [],
  threadFeatureId: null,
})
