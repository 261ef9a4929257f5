import type { QuoteConfig } from './config-schema.ts'
import { dec, type Dec } from './money.ts'
import type { Resolved } from './resolve.ts'
import type { QuoteInputs, ReviewFlag } from './types.ts'

/**
 * Reasons to hold a quote for a person (quoting-domain §1.3, §3.6; SPEC §2: a full quote needs
 * both a model and a drawing). The price is still computed so the reviewer starts from a number.
 */
export function reviewFlags(inputs: QuoteInputs, r: Resolved, config: QuoteConfig, unitPrice: Dec | undefined): ReviewFlag[] {
  const flags: ReviewFlag[] = []
  if (!inputs.geometry) flags.push({ code: 'missing-3d', message: 'No 3D model: volume, blank and features are unknown or manual' })
  if (!inputs.drawing) flags.push({ code: 'missing-2d', message: 'No 2D drawing: tolerances, roughness, threads and treatments are assumed' })
  else if (!inputs.drawing.hasTextLayer || inputs.drawing.needsOcr) {
    flags.push({ code: 'no-text-layer', message: 'The drawing has no readable text layer: its notes were not read' })
  }
  if (r.unknownMaterial !== undefined) {
    flags.push({ code: 'unknown-material', message: `Material "${r.unknownMaterial}" is not in the price table (priced as ${r.material.value.key})` })
  } else if (r.material.source === 'default') {
    flags.push({ code: 'unknown-material', message: `No material given (priced as ${r.material.value.key})` })
  }
  const grades = [r.generalGrade.value, r.tightGrade?.value].filter((g): g is number => g !== undefined)
  if (grades.some((g) => g <= 5)) flags.push({ code: 'tolerance-it5', message: 'A tolerance of IT5 or finer needs lapping/honing: manual review' })
  const ras = [r.generalRa.value, r.minRa?.value].filter((v): v is number => v !== undefined)
  if (ras.some((v) => v <= 0.2)) flags.push({ code: 'ra-fine', message: 'Roughness Ra 0.2 µm or finer: manual review' })
  if (unitPrice && unitPrice.gt(dec(config.other.reviewUnitPrice))) {
    flags.push({ code: 'price-above-threshold', message: `Unit price above ${config.other.reviewUnitPrice} ${config.currency}: manual review` })
  }
  for (const term of r.unknownTreatments) {
    flags.push({ code: 'treatment-unknown', message: `Treatment "${term}" has no price: manual review` })
  }
  for (const t of [...r.surface.value, ...r.heat.value]) {
    if (!t.appliesTo.includes(r.material.value.class)) {
      flags.push({ code: 'treatment-incompatible', message: `${t.name} is not applicable to ${r.material.value.key}` })
    }
  }
  for (const w of inputs.geometry?.warnings ?? []) {
    if (w.severity === 'review') flags.push({ code: 'geometry', message: w.detail })
  }
  return flags
}
