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
  /** Turned diameters (3D highlighting of the turning operations). */
  turnedIds: string[]
  sides: string[]
  /** Rotational parts with features a lathe cannot reach (off-axis holes, keyways, flats). */
  offAxis: boolean
  tightGrade: number | null
  finestRa: number
  heat: TreatmentItem[]
  surface: TreatmentItem[]
  unknownTreatments: string[]
  thinWall: boolean
  removalRatio: number
}

const MILLED = new Set(['pocket', 'slot', 'step', 'through-profile', 'face'])

const feature = (f: RecognisedFeature, main: string): PlanFeature => ({
  id: f.id,
  kind: f.kind,
  side: f.access[0] ? sideOf(f.access[0]) : `+${main}`,
  ...(f.width !== undefined ? { width: f.width } : {}),
  ...(f.depth !== undefined ? { depth: f.depth } : {}),
  ...(f.cornerRadius !== undefined ? { cornerRadius: f.cornerRadius } : {}),
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
        quantity: input.quantity,
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
  const of = (kinds: Set<string>) => features.filter((f) => kinds.has(f.kind)).map((f) => feature(f, main))
  const holes = partHoles(geometry, r, main)
  const milled = of(MILLED)
  const keyways = of(new Set(['keyway']))
  const rotational = cls === 'rotational'
  // Both ends of the main axis are always machined (the blank has allowance all round); a lathe
  // reaches only those, so a rotational part with any other side has off-axis work.
  const featureSides = [...holes, ...milled, ...keyways].map((f) => f.side)
  const sides = sortSides([`+${main}`, `-${main}`, ...featureSides], main)
  const offAxis = rotational && featureSides.some((s) => axisOf(s) !== main)
  return {
    resolved: r,
    cls,
    material: r.material.value,
    quantity: input.quantity,
    dims: geometry ? [geometry.bbox.size.x, geometry.bbox.size.y, geometry.bbox.size.z] : null,
    turned: turnedSize(geometry),
    main,
    holes,
    milled,
    keyways,
    grooves: of(new Set(['groove'])),
    chamfers: of(new Set(['chamfer'])),
    turnedIds: features.filter((f) => f.kind === 'turned-diameter').map((f) => f.id),
    sides,
    offAxis,
    tightGrade: r.tightGrade?.value ?? null,
    finestRa: Math.min(r.generalRa.value, r.minRa?.value ?? Infinity),
    heat: r.heat.value,
    surface: r.surface.value,
    unknownTreatments: r.unknownTreatments,
    thinWall: r.features.thinWall,
    removalRatio: geometry && geometry.blank.volume > 0 ? geometry.removalVolume / geometry.blank.volume : 0,
  }
}

function turnedSize(geometry: GeometryReport | null): Part['turned'] {
  if (geometry?.partClass !== 'rotational') return null
  if (geometry.rotation) return { diameter: geometry.rotation.diameter, length: geometry.rotation.length }
  const s = [geometry.bbox.size.x, geometry.bbox.size.y, geometry.bbox.size.z].sort((a, b) => a - b)
  return { diameter: s[1]!, length: s[2]! }
}
