import type { FeatureKind, RecognisedFeature } from '../../../../contract/features.ts'
import type { Part } from '../api/types.ts'

// Which recognised features (3D) stand behind which card attribute, so a click on either highlights
// the other. Kinds without an attribute of their own are listed by kind on the card.

/**
 * Card attributes counted from features of these kinds. A counterbored or countersunk hole is
 * drilled first, and the quote counts it among the drilled holes: 钻孔数 stands for all three.
 */
const ATTRIBUTE_OF_KIND: Partial<Record<FeatureKind, string>> = {
  hole: 'drilledHoles',
  counterbore: 'drilledHoles',
  countersink: 'drilledHoles',
  thread: 'threads',
}

/** A part's recognised features; none for mesh formats and parts analysed before recognition. */
export function partFeatures(part: Part): RecognisedFeature[] {
  return part.geometry?.features ?? []
}

/** The group a feature is shown under on the card: its attribute's name, or else its kind. */
export function groupOf(kind: FeatureKind): string {
  return ATTRIBUTE_OF_KIND[kind] ?? kind
}

/** The features behind an attribute or kind group. */
export function featuresOfGroup(features: readonly RecognisedFeature[], group: string): RecognisedFeature[] {
  return features.filter((f) => groupOf(f.kind) === group)
}

/** Groups with features but no attribute on the card, with how many features each: they get chips. */
export function otherGroups(
  features: readonly RecognisedFeature[],
  shownAttributes: readonly string[],
): { kind: FeatureKind; count: number }[] {
  const counts = new Map<FeatureKind, number>()
  for (const f of features)
    if (!shownAttributes.includes(groupOf(f.kind))) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1)
  return [...counts].map(([kind, count]) => ({ kind, count }))
}
