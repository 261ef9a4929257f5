import type { PricedValues } from './types.ts'
import type { Resolved } from './resolve.ts'

/**
 * The choosable values a quote was priced with, by key and with their sources, from the resolved
 * inputs: the tightest IT grade (the general one when nothing is tighter) and the general Ra, as
 * the machining line uses them. The quote answer carries these so the adjustment form shows what
 * the price used instead of guessing its own defaults.
 */
export function pricedValues(r: Resolved): PricedValues {
  return {
    material: { value: r.material.value.key, source: r.material.source },
    quantity: r.quantity,
    surfaceTreatments: { value: r.surface.value.map((t) => t.key), source: r.surface.source },
    heatTreatments: { value: r.heat.value.map((t) => t.key), source: r.heat.source },
    toleranceGrade: r.tightGrade ?? r.generalGrade,
    ra: r.generalRa,
  }
}
