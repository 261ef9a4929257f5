import type { Finding } from '../drawing/types.ts'
import { matchMaterial, resolveTreatments } from '../pricing/match.ts'
import { evidence, type ConflictCheck, type ConflictInput, type FoundConflict } from './types.ts'

// What the buyer entered (the upload form, the chat, a re-price) against what the drawing states.
// The buyer's value is priced until they choose: taking the drawing sets its value as their own.

const findingOf = (input: ConflictInput, fields: Finding['field'][]) => {
  const all = (input.drawing?.findings ?? []).filter((f) => fields.includes(f.field))
  return all.find((f) => !f.note) ?? all[0]
}

const formSide = (value: string | number) => ({ value, source: 'form' as const, faces: [] })

/** The drawing's material against the buyer's, compared as the price table's keys. */
export const materialConflicts: ConflictCheck = (input) => {
  const stated = input.drawing?.summary.material
  const entered = input.overrides.material
  const finding = findingOf(input, ['material'])
  if (!stated || entered === undefined || !finding) return []
  const drawn = matchMaterial(input.config, stated.key ?? stated.grade)
  const mine = matchMaterial(input.config, entered)?.key ?? entered
  if (!drawn || drawn.key === mine) return []
  return [
    {
      id: 'material',
      kind: 'material',
      drawing: evidence(finding, drawn.key),
      model: formSide(mine),
      changes: { drawing: { material: drawn.key }, model: {} },
    },
  ]
}

/** The drawing's quantity against the buyer's. */
export const quantityConflicts: ConflictCheck = (input) => {
  const stated = input.drawing?.summary.quantity
  const entered = input.overrides.quantity
  const finding = findingOf(input, ['quantity'])
  if (stated === undefined || entered === undefined || stated === entered || !finding) return []
  return [
    {
      id: 'quantity',
      kind: 'quantity',
      drawing: evidence(finding, stated),
      model: formSide(entered),
      changes: { drawing: { quantity: stated }, model: {} },
    },
  ]
}

/** The drawing's surface and heat treatments against the buyer's, compared as the price table's keys. */
export const treatmentConflicts: ConflictCheck = (input) => {
  const s = input.drawing?.summary
  if (!s) return []
  const sides = [
    { field: 'surfaceTreatments', finding: 'surfaceTreatment', stated: s.surfaceTreatments },
    { field: 'heatTreatments', finding: 'heatTreatment', stated: s.heatTreatments.map((term) => ({ term })) },
  ] as const
  const out: FoundConflict[] = []
  for (const { field, finding: name, stated } of sides) {
    const entered = input.overrides[field]
    const finding = findingOf(input, [name])
    if (entered === undefined || !finding) continue
    const drawn = keys(input, stated)
    const mine = keys(
      input,
      entered.map((term) => ({ term })),
    )
    if (drawn.join('+') === mine.join('+')) continue
    out.push({
      id: field,
      kind: 'treatment',
      drawing: evidence(finding, drawn.join(' + ')),
      model: formSide(mine.join(' + ')),
      params: { field },
      changes: { drawing: { [field]: drawn }, model: {} },
    })
  }
  return out
}

const keys = (input: ConflictInput, terms: readonly { term: string; colour?: string }[]) =>
  resolveTreatments(input.config, [...terms])
    .items.map((i) => i.key)
    .sort()
