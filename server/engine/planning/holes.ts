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
}

const threadOf = (f: RecognisedFeature, threads: RecognisedFeature[]) => threads.find((t) => t.faces[0] === f.faces[0])

/** Holes from recognised features: a thread feature shares its tap-drill hole's faces. */
function fromFeatures(features: RecognisedFeature[], main: string): PlanHole[] {
  const threads = features.filter((f) => f.kind === 'thread')
  return features
    .filter((f) => f.kind === 'hole' && (f.diameter ?? 0) > 0)
    .map((f) => {
      const t = threadOf(f, threads)
      return {
        diameter: f.diameter!,
        depthRatio: (f.depth ?? 0) / f.diameter!,
        side: f.access[0] ? sideOf(f.access[0]) : `+${main}`,
        counterbored: false,
        thread: t?.thread ?? null,
        featureIds: [f.id],
        threadFeatureId: t?.id ?? null,
      }
    })
}

/** Holes from fitted cylinders, one per coaxial stack (a larger coaxial step is a counterbore). */
function fromCylinders(geometry: GeometryReport): PlanHole[] {
  const groups = new Map<number, GeometryReport['holes']>()
  for (const h of geometry.holes) groups.set(h.coaxialGroup, [...(groups.get(h.coaxialGroup) ?? []), h])
  return [...groups.values()].map((members) => {
    const h = members.reduce((a, b) => (b.diameter < a.diameter ? b : a))
    return {
      diameter: h.diameter,
      depthRatio: h.depthRatio,
      side: axisSide(h.axis),
      counterbored: members.length > 1,
      thread: h.tapDrillFor ?? null,
      featureIds: [],
      threadFeatureId: null,
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
