import { TAP_DRILLS } from '../geometry/features.ts'
import { featuresOf, evidence, sameDiameter, type ConflictCheck, type FoundConflict } from './types.ts'

/**
 * Each thread callout (4×M6) against the model's holes of its tap-drill or nominal Ø: a count that
 * differs is a conflict, whichever side has more. Taking the drawing prices its threads; taking
 * the model prices as many threads as it has such holes.
 */
export const threadConflicts: ConflictCheck = (input) => {
  const s = input.drawing?.summary
  if (!s || !input.geometry?.features) return []
  const holes = featuresOf(input, ['hole'])
  const priced = input.overrides.threads ?? s.threads
  const out: FoundConflict[] = []
  for (const callout of s.threads) {
    const major = /^M(\d+(?:\.\d+)?)$/i.exec(callout.size)
    if (!major) continue
    const nominal = Number(major[1])
    const tap = TAP_DRILLS.find(([name]) => name === `M${nominal}`)?.[1]
    const matching = holes.filter(
      (h) => sameDiameter(h.diameter, nominal) || (tap !== undefined && sameDiameter(h.diameter, tap)),
    )
    if (matching.length === callout.count) continue
    const finding = calloutOf(input, callout.size)
    if (!finding) continue
    const withCount = (count: number) =>
      priced.map((t) => (t.size === callout.size ? { ...t, count } : t)).filter((t) => t.count > 0)
    out.push({
      id: `thread:${callout.size}`,
      kind: 'thread',
      drawing: evidence(finding, callout.count),
      model: { value: matching.length, source: 'model', faces: matching.flatMap((h) => h.faces) },
      params: { size: callout.size, diameter: tap ?? nominal },
      changes: { drawing: { threads: withCount(callout.count) }, model: { threads: withCount(matching.length) } },
    })
  }
  return out
}

/** The callout on a view (not its repeat in the notes) that states this thread. */
function calloutOf(input: Parameters<ConflictCheck>[0], size: string) {
  const all = (input.drawing?.findings ?? []).filter((f) => f.field === 'thread' && f.size === size)
  return all.find((f) => !f.note) ?? all[0]
}
