import { resolveTier } from '../lead-time/tier.ts'
import { computeBlank } from '../blank/blank.ts'
import type { Blank, PartClass } from '../geometry/types.ts'
import type { MaterialItem, QuoteConfig, TreatmentItem } from '../../../contract/quote-config.ts'
import { GENERAL_CLASS_GRADE } from './iso286.ts'
import { matchMaterial, resolveTreatments } from './match.ts'
import { resolveFeatures, type ResolvedFeatures } from './resolve-features.ts'
import type { Sourced } from './sourced.ts'
import type { InputSource, QuoteInputs } from './types.ts'

/** Every pricing input after applying user > 2D > 3D > default precedence. */
export interface Resolved {
  quantity: Sourced<number>
  material: Sourced<MaterialItem>
  /** The material text that could not be matched (drives the unknown-material gate). */
  unknownMaterial?: string
  geometry?: Sourced<{
    dims: [number, number, number]
    volume: number
    area: number
    partClass: PartClass
    blank: Blank
  }>
  features: ResolvedFeatures
  surface: Sourced<TreatmentItem[]>
  heat: Sourced<TreatmentItem[]>
  unknownTreatments: string[]
  /** General (whole-part) IT grade and the tightest specific one with its count. */
  generalGrade: Sourced<number>
  tightGrade?: Sourced<number>
  tightCount: number
  generalRa: Sourced<number>
  minRa?: Sourced<number>
  fineRaCount: number
  /** The lead-time tier (a key of the configuration's tiers). */
  tier: Sourced<string>
}

const DEFAULT_RA = 3.2

/** Applies the precedence rules; the only place that decides sources. */
export function resolveInputs(inputs: QuoteInputs, config: QuoteConfig): Resolved {
  const { drawing } = inputs
  const o = inputs.overrides ?? {}
  const s = drawing?.summary
  const quantity: Sourced<number> =
    o.quantity !== undefined
      ? { value: o.quantity, source: 'user' }
      : s?.quantity !== undefined
        ? { value: s.quantity, source: '2d' }
        : { value: 1, source: 'default' }

  const materialText = o.material ?? s?.material?.key ?? s?.material?.grade
  const matched = materialText === undefined ? undefined : matchMaterial(config, materialText)
  const fallback = config.material.items.find((m) => m.key === config.material.defaultKey) ?? config.material.items[0]!
  const material: Sourced<MaterialItem> = matched
    ? { value: matched, source: o.material !== undefined ? 'user' : '2d' }
    : { value: fallback, source: 'default' }

  const surfaceTerms = o.surfaceTreatments?.map((term) => ({ term })) ?? s?.surfaceTreatments ?? []
  const heatTerms = o.heatTreatments?.map((term) => ({ term })) ?? s?.heatTreatments.map((term) => ({ term })) ?? []
  const surfaceRes = resolveTreatments(config, surfaceTerms)
  const heatRes = resolveTreatments(config, heatTerms)
  const treatSource = (given: unknown): InputSource => (given !== undefined ? 'user' : s ? '2d' : 'default')

  const general = s?.generalTolerance
  const generalGrade: Sourced<number> = general
    ? { value: general.itGrade, source: '2d' }
    : { value: GENERAL_CLASS_GRADE.m, source: 'default' }
  const tightGrade: Sourced<number> | undefined =
    o.toleranceGrade !== undefined
      ? { value: o.toleranceGrade, source: 'user' }
      : s?.tightestItGrade !== undefined
        ? { value: s.tightestItGrade, source: '2d' }
        : undefined
  const generalRa: Sourced<number> =
    o.ra !== undefined
      ? { value: o.ra, source: 'user' }
      : s?.generalRa !== undefined
        ? { value: s.generalRa, source: '2d' }
        : { value: DEFAULT_RA, source: 'default' }
  const minRa =
    o.ra !== undefined ? undefined : s?.minRa !== undefined ? { value: s.minRa, source: '2d' as const } : undefined

  const heated = heatRes.items.some((t) => /QT|HARDEN|CARBURIZE/.test(t.key))
  return {
    quantity,
    material,
    ...(materialText !== undefined && !matched ? { unknownMaterial: materialText } : {}),
    ...resolveGeometry(inputs, config, heated),
    features: resolveFeatures(inputs),
    surface: { value: surfaceRes.items, source: treatSource(o.surfaceTreatments) },
    heat: { value: heatRes.items, source: treatSource(o.heatTreatments) },
    unknownTreatments: [...surfaceRes.unknown, ...heatRes.unknown],
    generalGrade,
    ...(tightGrade ? { tightGrade } : {}),
    tightCount: o.toleranceGrade !== undefined ? (o.tightFeatureCount ?? config.pmi.nRef) : (s?.tightCount ?? 0),
    generalRa,
    ...(minRa ? { minRa } : {}),
    fineRaCount: o.ra !== undefined ? 0 : (s?.fineRaCount ?? 0),
    tier: resolveTier(config, o.tier ?? o.expedite),
  }
}

function resolveGeometry(inputs: QuoteInputs, config: QuoteConfig, heatTreated: boolean): Pick<Resolved, 'geometry'> {
  const manual = inputs.overrides?.geometry
  const g = inputs.geometry
  if (manual) {
    const partClass = manual.partClass ?? 'prismatic'
    const blank = computeBlank({ partClass, dims: manual.dims, heatTreated }, config.blank)
    const area =
      manual.area ??
      2 * (manual.dims[0] * manual.dims[1] + manual.dims[1] * manual.dims[2] + manual.dims[0] * manual.dims[2])
    return { geometry: { value: { dims: manual.dims, volume: manual.volume, area, partClass, blank }, source: 'user' } }
  }
  if (!g) return {}
  const dims: [number, number, number] = [g.bbox.size.x, g.bbox.size.y, g.bbox.size.z]
  // Re-run the blank rules with this configuration (and heat-treatment allowance) instead of the
  // analysis-time default, so editing the blank section re-prices stored parts.
  const blank = computeBlank({ partClass: g.partClass, dims, rotation: g.rotation, heatTreated }, config.blank)
  return {
    geometry: { value: { dims, volume: g.volume, area: g.machinedArea, partClass: g.partClass, blank }, source: '3d' },
  }
}
