import type { DfmFinding } from '../../../contract/dfm.ts'
import type { ModelConflict } from '../../../contract/conflicts.ts'
import { unresolved } from '../conflicts/index.ts'
import type { QuoteConfig } from '../../../contract/quote-config.ts'
import { dec, type Dec } from './money.ts'
import type { Resolved } from './resolve.ts'
import type { QuoteInputs, ReviewFlag } from './types.ts'

/**
 * Reasons to hold a quote for a person (a full quote needs both a
 * model and a drawing). The price is still computed so the reviewer starts from a number.
 * Each flag is a code with the parameters of its message; the words are chosen when the quote is
 * read, in the reader's language (server/services/quote-text.ts), since quotes are stored.
 */
export function reviewFlags(
  inputs: QuoteInputs,
  r: Resolved,
  config: QuoteConfig,
  unitPrice: Dec | undefined,
  dfm: readonly DfmFinding[] = [],
  conflicts: readonly ModelConflict[] = [],
): ReviewFlag[] {
  const flags: ReviewFlag[] = []
  if (!inputs.geometry) flags.push({ code: 'missing-3d' })
  if (!inputs.drawing) flags.push({ code: 'missing-2d' })
  else if (inputs.drawing.needsOcr || (!inputs.drawing.hasTextLayer && !inputs.drawing.ocr)) {
    flags.push({ code: 'no-text-layer' })
  }
  const unsure = inputs.drawing?.findings.filter((f) => f.check).length ?? 0
  if (unsure > 0) flags.push({ code: 'ocr-check', params: { count: unsure } })
  const pricedAs = r.material.value.key
  if (r.unknownMaterial !== undefined) {
    flags.push({ code: 'unknown-material', params: { material: r.unknownMaterial, pricedAs } })
  } else if (r.material.source === 'default') {
    flags.push({ code: 'unknown-material', params: { pricedAs } })
  }
  const grades = [r.generalGrade.value, r.tightGrade?.value].filter((g): g is number => g !== undefined)
  if (grades.some((g) => g <= 5)) flags.push({ code: 'tolerance-it5', params: { grade: Math.min(...grades) } })
  const ras = [r.generalRa.value, r.minRa?.value].filter((v): v is number => v !== undefined)
  if (ras.some((v) => v <= 0.2)) flags.push({ code: 'ra-fine', params: { ra: Math.min(...ras) } })
  if (unitPrice && unitPrice.gt(dec(config.other.reviewUnitPrice))) {
    flags.push({
      code: 'price-above-threshold',
      params: { threshold: config.other.reviewUnitPrice, currency: config.currency },
    })
  }
  for (const term of r.unknownTreatments) flags.push({ code: 'treatment-unknown', params: { term } })
  for (const t of [...r.surface.value, ...r.heat.value]) {
    if (!t.appliesTo.includes(r.material.value.class)) {
      const params = { treatment: t.name, treatmentKey: t.key, material: pricedAs }
      flags.push({ code: 'treatment-incompatible', params })
    }
  }
  for (const w of inputs.geometry?.warnings ?? []) {
    if (w.severity === 'review') flags.push({ code: 'geometry', params: { ...w.params, warning: w.code } })
  }
  flags.push(...dfmFlags(dfm))
  // The model and the drawing disagree and the buyer has not said which is right.
  const open = unresolved(conflicts)
  if (open > 0) flags.push({ code: 'conflict', params: { count: open } })
  return flags
}

/**
 * One flag per DFM rule with findings that hold the price (`review`) or refuse it (`block`), with
 * how many places break it; the findings themselves carry the faces and numbers.
 */
function dfmFlags(dfm: readonly DfmFinding[]): ReviewFlag[] {
  const counts = new Map<string, { code: 'dfm' | 'dfm-block'; count: number }>()
  for (const f of dfm) {
    if (f.severity === 'info') continue
    const code = f.severity === 'block' ? 'dfm-block' : 'dfm'
    const key = `${code}:${f.rule}`
    counts.set(key, { code, count: (counts.get(key)?.count ?? 0) + 1 })
  }
  return [...counts].map(([key, { code, count }]) => ({ code, params: { rule: key.split(':')[1]!, count } }))
}
