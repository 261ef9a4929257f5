import { drilledHoles } from '../pricing/resolve-features.ts'
import { evidence, featuresOf, sameDiameter, type ConflictCheck, type FoundConflict } from './types.ts'

// "4×Ø6.6", "4-Ø6.6", "4 x ⌀6.6": a count of plain holes of one Ø.
const HOLE_COUNT = /(\d{1,3})\s*[×xX*-]\s*[ØøΦφ⌀]\s*(\d{1,3}(?:\.\d{1,3})?)(?![\d.]*\s*[A-Za-z]\d)/

/**
 * Each hole-count callout against the model's holes of that Ø (the first callout of a Ø, in
 * reading order, speaks for it: notes repeat it). A fit (Ø20H7) is a diameter, not a count. Taking
 * the drawing prices its number of drilled holes; the model's are priced already.
 */
export const holeCountConflicts: ConflictCheck = (input) => {
  const d = input.drawing
  const g = input.geometry
  if (!d || !g?.features) return []
  const holes = featuresOf(input, ['hole'])
  const seen = new Set<number>()
  const out: FoundConflict[] = []
  for (const item of d.items) {
    const m = HOLE_COUNT.exec(item.text)
    if (!m) continue
    const count = Number(m[1])
    const diameter = Number(m[2])
    if (seen.has(diameter)) continue
    seen.add(diameter)
    const matching = holes.filter((h) => sameDiameter(h.diameter, diameter))
    if (matching.length === count) continue
    const priced = input.overrides.drilledHoles ?? drilledHoles(g.holes).length
    out.push({
      id: `holes:${diameter}`,
      kind: 'holeCount',
      drawing: evidence(item, count),
      model: { value: matching.length, source: 'model', faces: matching.flatMap((h) => h.faces) },
      params: { diameter },
      changes: { drawing: { drilledHoles: Math.max(0, priced + count - matching.length) }, model: {} },
    })
  }
  return out
}
