import type { TreatmentItem } from '../../../contract/quote-config.ts'
import { addOp, type Build } from './builder.ts'
import type { Part } from './part.ts'
import type { PlanMessage } from './types.ts'

// Heat and surface treatments of the pricing configuration mapped to crafts,
// and where each goes in the route (heat treatment between roughing and finishing, surface treatment after machining).

const HEAT_CRAFTS: Record<string, string> = {
  QT: 'CR-QT',
  STRESS_RELIEF: 'CR-STRESS',
  HARDEN: 'CR-HARDEN',
  VACUUM_HARDEN: 'CR-HARDEN',
  INDUCTION: 'CR-HARDEN',
  CARBURIZE: 'CR-CARBURIZE',
  NITRIDE: 'CR-NITRIDE',
}
/** Treatments between roughing and finishing (调质 leaves 1–2 mm a side for the distortion). */
export const BETWEEN_CRAFTS = new Set(['CR-QT', 'CR-STRESS'])
/** Treatments that harden the surface: only grinding or slow wire follow them. */
export const HARDENING_CRAFTS = new Set(['CR-HARDEN', 'CR-CARBURIZE'])

const SURFACE_CRAFTS: Record<string, string[]> = {
  SANDBLAST: ['CR-SANDBLAST'],
  ANODIZE_CLEAR: ['CR-ANODIZE'],
  ANODIZE_BLACK: ['CR-ANODIZE'],
  ANODIZE_COLOR: ['CR-ANODIZE'],
  SANDBLAST_ANODIZE: ['CR-SANDBLAST', 'CR-ANODIZE'],
  HARD_ANODIZE: ['CR-HARD-ANODIZE'],
  CHROMATE: ['CR-CHROMATE'],
  BLACK_OXIDE: ['CR-BLACK-OXIDE'],
  ZINC: ['CR-ZINC'],
  NICKEL: ['CR-NICKEL'],
  PASSIVATION: ['CR-PASSIVATE'],
  POWDER_COAT: ['CR-POWDER'],
  ELECTROPOLISH: ['CR-ELECTROPOLISH'],
  HARD_CHROME: ['CR-CHROME'],
}

/** The crafts a configured treatment is done by ([]: a person plans it). */
export const treatmentCrafts = (key: string): string[] => {
  const heat = HEAT_CRAFTS[key]
  return heat ? [heat] : (SURFACE_CRAFTS[key] ?? [])
}

/**
 * Treatments that build a film (anodic, plated, powder): parts go clean, threads and fits masked,
 * and the film is measured after. Conversion coatings (发黑, 钝化) add nothing to the size.
 */
const FILMS = new Set([
  'ANODIZE_CLEAR',
  'ANODIZE_BLACK',
  'ANODIZE_COLOR',
  'SANDBLAST_ANODIZE',
  'HARD_ANODIZE',
  'ZINC',
  'NICKEL',
  'HARD_CHROME',
  'POWDER_COAT',
])
/** Films thick enough to fill threads and fits: threads are chased and fits re-reamed after them. */
const THICK_FILMS = new Set(['HARD_ANODIZE', 'ZINC', 'NICKEL', 'HARD_CHROME'])
/** Platings that charge high-strength steel with hydrogen. */
const PLATINGS = new Set(['ZINC', 'NICKEL', 'HARD_CHROME'])

export interface HeatStep {
  craft: string
  item: TreatmentItem | null
}

/** The treatment applies to the part's material, else a person decides (no anodize on steel…). */
function fit(b: Build, item: TreatmentItem): PlanMessage[] {
  const m = b.part.material
  return item.appliesTo.includes(m.class)
    ? []
    : [
        {
          code: 'plan.review.treatmentIncompatible',
          // The keys let the reader's words replace seeded names (调质 → Quench and temper).
          params: { treatment: item.name, material: m.name ?? m.key, treatmentKey: item.key, materialKey: m.key },
        },
      ]
}

/** Heat treatments by craft; a configured treatment without a craft is left to a person. */
export function heatSteps(b: Build): { steps: HeatStep[]; unmapped: string[] } {
  const steps: HeatStep[] = []
  const unmapped: string[] = []
  for (const item of b.part.heat) {
    const craft = HEAT_CRAFTS[item.key]
    if (craft) steps.push({ craft, item })
    else unmapped.push(item.name)
  }
  return { steps, unmapped }
}

/** Why a heat treatment sits where it does; the stress relief the planner adds itself says why it is there. */
export function heatReason(step: HeatStep, part: Part): PlanMessage {
  if (!step.item) return { code: 'plan.reason.stressRule', params: { ratio: Math.round(part.removalRatio * 100) } }
  const treatment = step.item.name
  const code =
    step.craft === 'CR-QT'
      ? 'plan.reason.qt'
      : step.craft === 'CR-NITRIDE'
        ? 'plan.reason.nitride'
        : HARDENING_CRAFTS.has(step.craft)
          ? 'plan.reason.harden'
          : 'plan.reason.heatTreatment'
  return { code, params: { treatment } }
}

export function emitHeat(b: Build, step: HeatStep, reason: PlanMessage) {
  const review = step.item ? fit(b, step.item) : []
  addOp(b, step.craft, { kinds: ['furnace'], reason, review, source: step.item ? '2d' : 'rule' })
}

/** Surface treatments after deburr and clean, masking threads and fits, rework and film check after. */
export function emitSurface(b: Build, hardened: boolean, reamedCount: number): string[] {
  const unmapped: string[] = []
  const items = b.part.surface.filter((i) => (SURFACE_CRAFTS[i.key] ? true : (unmapped.push(i.name), false)))
  if (items.length === 0) return unmapped
  const threads = b.part.holes.filter((h) => h.thread !== null).length
  const film = items.some((i) => FILMS.has(i.key))
  if (film) addOp(b, 'CR-CLEAN', { kinds: ['bench'], reason: { code: 'plan.reason.clean', params: {} } })
  if (film && threads + reamedCount > 0) {
    addOp(b, 'CR-MASK', {
      kinds: ['bench'],
      reason: { code: 'plan.reason.masking', params: { threads, fits: reamedCount } },
    })
  }
  const anodized = items.some((i) => i.key.includes('ANODIZE'))
  for (const item of items) {
    for (const craft of SURFACE_CRAFTS[item.key]!) {
      const review = fit(b, item)
      if (anodized && craft.includes('ANODIZE') && (b.part.tightGrade ?? 99) <= 7) {
        review.push({ code: 'plan.review.anodizeFit', params: { grade: b.part.tightGrade! } })
      }
      if (item.key === 'HARD_CHROME') review.push({ code: 'plan.review.chromeGrind', params: {} })
      addOp(b, craft, {
        kinds: ['treatment-line'],
        source: '2d',
        review,
        reason: { code: 'plan.reason.surface', params: { treatment: item.name } },
      })
    }
  }
  const keys = new Set(items.map((i) => i.key))
  const thick = [...keys].some((k) => THICK_FILMS.has(k))
  if (hardened && [...keys].some((k) => PLATINGS.has(k))) {
    addOp(b, 'CR-DEHYDROGEN', { kinds: ['furnace'], reason: { code: 'plan.reason.dehydrogen', params: {} } })
  }
  if (thick && threads > 0) {
    addOp(b, 'CR-RETAP', {
      kinds: ['bench'],
      reason: { code: 'plan.reason.retap', params: { count: threads } },
      tools: [...new Set(b.part.holes.flatMap((h) => (h.thread ? [h.thread] : [])))].map((size) => ({
        type: 'tap' as const,
        size,
      })),
    })
  }
  if ((anodized || thick) && reamedCount > 0) {
    addOp(b, 'CR-REREAM', {
      kinds: ['bench'],
      reason: { code: 'plan.reason.reream', params: { count: reamedCount } },
      tools: [{ type: 'reamer' }],
    })
  }
  if (film) addOp(b, 'CR-FILM-CHECK', { kinds: ['gauges'], reason: { code: 'plan.reason.filmCheck', params: {} } })
  return unmapped
}
