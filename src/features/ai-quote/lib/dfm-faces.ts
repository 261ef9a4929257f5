import type { FeatureRef } from '../../../../contract/features.ts'
import type { Part } from '../api/types.ts'

// A DFM finding is shown on the model the way a recognised feature is: a `features` entry of its own
// (id `dfm-<n>`, n its place in the quote's list) whose faces the viewer tints when it is selected.

const PREFIX = 'dfm-'

/** The id a finding goes by in `<model-preview features>`. */
export const findingId = (index: number) => `${PREFIX}${index}`

/** Whether a feature id the viewer reports is a finding's. */
export const isFindingId = (id: string) => id.startsWith(PREFIX)

/** The findings that name faces, as feature references the viewer can tint and label. */
export function findingRefs(part: Part): FeatureRef[] {
  const byId = new Map((part.geometry?.features ?? []).map((f) => [f.id, f]))
  return (part.quote?.dfm ?? []).flatMap((f, i) =>
    f.faces.length === 0
      ? []
      : [{ id: findingId(i), kind: byId.get(f.features[0] ?? '')?.kind ?? 'face', faces: f.faces, label: f.label }],
  )
}
