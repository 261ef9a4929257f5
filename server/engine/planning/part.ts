import type { MaterialItem, QuoteConfig, TreatmentItem } from '../../../contract/quote-config.ts'
import type { GeometryReport, PartClass, RecognisedFeature } from '../geometry/types.ts'
import { resolveInputs, type Resolved } from '../pricing/resolve.ts'
import { axisOf, mainAxis, sideOf, sortSides } from './directions.ts'
import { partHoles, type PlanHole } from './holes.ts'
import type { PlanInput } from './types.ts'

/** A milled feature: where it is reached from and the sizes that pick its tool. */
export interface PlanFeature {
  id: string
  kind: RecognisedFeature['kind']
  side: string
  width?: number
  depth?: number
  cornerRadius?: number
}

/** Everything the stage rules read about the part, found once. */
export interface Part {
  resolved: Resolved
  cls: PartClass
  material: MaterialItem
  quantity: number
  /** Bounding box extents, mm; null without a model. */
  dims: [number, number, number] | null
  /** Turned Ø and length for rotational parts. */
  turned: { diameter: number; length: number } | null
  main: 'X' | 'Y' | 'Z'
  holes: PlanHole[]
  milled: PlanFeature[]
  keyways: PlanFeature[]
  grooves: PlanFeature[]
  chamfers: PlanFeature[]
  /** Inside fillets (cornerRadius: the fillet's radius, the largest cutter corner that leaves it). */
  fillets: PlanFeature[]
  /** Turned diameters (3D highlighting of the turning operations). */
  turnedIds: string[]
  sides: string[]
  /** Rotational parts with features a lathe cannot reach (off-axis holes, keyways, flats). */
  offAxis: boolean
  /** Holes of a rotational part off its centreline (a bolt circle): only live tools or a mill drill them. */
  offCentre: PlanHole[]
  tightGrade: number | null
  finestRa: number
  heat: TreatmentItem[]
  surface: TreatmentItem[]
  unknownTreatments: string[]
  thinWall: boolean
  removalRatio: number
}

const MILLED = new Set(['pocket', 'slot', 'step', 'through-profile', 'face'])
/** Features whose inside corners the buyer may accept larger. */
export const CORNERED = new Set(['pocket', 'slot'])

/**
 * A feature as the stage rules read it; `minCorner` is the inside corner radius the buyer accepts,
 * which a smaller corner of a pocket or slot is made with instead.
 */
const feature = (f: RecognisedFeature, main: string, minCorner = 0): PlanFeature => ({
  id: f.id,
  kind: f.kind,
  side: f.access[0] ? sideOf(f.access[0]) : `+${main}`,
  ...(f.width !== undefined ? { width: f.width } : {}),
  ...(f.depth !== undefined ? { depth: f.depth } : {}),
  ...(f.cornerRadius !== undefined ? { cornerRadius: Math.max(f.cornerRadius, minCorner) } : {}),
})

/** Resolves the part as pricing does (same precedence, same material and treatment matching). */
export function describePart(input: PlanInput, config: QuoteConfig): Part {
  const { geometry, drawing, overrides } = input
  const r = resolveInputs(
    {
      geometry,
      drawing,
      overrides: {
        ...input.pricing,
        ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
        ...(overrides.material ? { material: overrides.material } : {}),
        ...(overrides.heatTreatment ? { heatTreatments: [overrides.heatTreatment] } : {}),
        ...(overrides.surfaceTreatment ? { surfaceTreatments: [overrides.surfaceTreatment] } : {}),
      },
    },
    config,
  )
  const main = mainAxis(geometry)
  const cls = geometry?.partClass ?? 'prismatic'
  const features = geometry?.features ?? []
  const minCorner = input.pricing?.cornerRadius ?? 0
  const of = (kinds: Set<string>) =>
    features.filter((f) => kinds.has(f.kind)).map((f) => feature(f, main, CORNERED.has(f.kind) ? minCorner : 0))
  const holes = partHoles(geometry, r, main)
  const milled = of(MILLED)
  const keyways = of(new Set(['keyway']))
  const rotational = cls === 'rotational'
  const offCentre = rotational && geometry ? holes.filter((h) => offCentreline(h, geometry, main)) : []
  // Both ends of the main axis are always machined (the blank has allowance all round); a lathe
  // reaches only those, so a rotational part with any other side has off-axis work.
  const fillets = insideFillets(
    features,
    [...holes, ...milled, ...keyways].map((f) => f.side),
    main,
  )
  const featureSides = [...holes, ...milled, ...keyways, ...fillets].map((f) => f.side)
  const sides = sortSides([`+${main}`, `-${main}`, ...featureSides], main)
  const offAxis = rotational && (offCentre.length > 0 || featureSides.some((s) => axisOf(s) !== main))
  return {
    resolved: r,
    cls,
    material: r.material.value,
    quantity: r.quantity.value,
    dims: geometry ? [geometry.bbox.size.x, geometry.bbox.size.y, geometry.bbox.size.z] : null,
    turned: turnedSize(geometry),
    main,
    holes,
    milled,
    keyways,
    grooves: of(new Set(['groove'])),
    chamfers: of(new Set(['chamfer'])),
    fillets,
    turnedIds: features.filter((f) => f.kind === 'turned-diameter').map((f) => f.id),
    sides,
    offAxis,
    offCentre,
    tightGrade: r.tightGrade?.value ?? null,
    finestRa: Math.min(r.generalRa.value, r.minRa?.value ?? Infinity),
    heat: r.heat.value,
    surface: r.surface.value,
    unknownTreatments: r.unknownTreatments,
    thinWall: r.features.thinWall,
    removalRatio: geometry && geometry.blank.volume > 0 ? geometry.removalVolume / geometry.blank.volume : 0,
  }
}

/**
 * Inside fillets, each cut from the first of its approach sides some other feature is already cut
 * from (an inside fillet is reached from either face it blends), else from its preferred one.
 */
function insideFillets(features: RecognisedFeature[], sides: string[], main: string): PlanFeature[] {
  return features
    .filter((f) => f.kind === 'fillet' && f.inside === true && f.size !== undefined)
    .map((f) => {
      const side = f.access.map(sideOf).find((s) => sides.includes(s))
      return { ...feature(f, main), ...(side ? { side } : {}), cornerRadius: f.size! }
    })
}

// A hole whose axis lies this far from the turning axis is off the centreline, mm.
const CENTRELINE_MM = 0.1

/**
 * Is the hole off the turning axis? The turned part is centred in its bounding box across the axis;
 * a hole across the axis is always off it, one along it is when its axis line is away from the centre.
 */
function offCentreline(h: PlanHole, geometry: GeometryReport, main: 'X' | 'Y' | 'Z'): boolean {
  if (axisOf(h.side) !== main) return true
  if (!h.center) return false
  const k = AXIS_INDEX[main]
  const { min, max } = geometry.bbox
  const off = [0, 1, 2].filter((i) => i !== k).map((i) => h.center![i]! - (min[i]! + max[i]!) / 2)
  return Math.hypot(off[0]!, off[1]!) > CENTRELINE_MM
}

const AXIS_INDEX = { X: 0, Y: 1, Z: 2 } as const

function turnedSize(geometry: GeometryReport | null): Part['turned'] {
  if (geometry?.partClass !== 'rotational') return null
  if (geometry.rotation) return { diameter: geometry.rotation.diameter, length: geometry.rotation.length }
  const s = [geometry.bbox.size.x, geometry.bbox.size.y, geometry.bbox.size.z].sort((a, b) => a - b)
  return { diameter: s[1]!, length: s[2]! }
}
