import { map } from 'nanostores'
import type { RecognisedFeature } from '../../../../contract/features.ts'
import { featuresOfGroup, groupOf } from '../lib/part-features.ts'

/** What is highlighted on a part's 3D preview: a whole group (attribute or kind), or one clicked feature of it. */
export interface FeatureSelection {
  group: string
  featureId?: string
}

/** The 3D highlight by part id. */
export const $featureSelection = map<Record<string, FeatureSelection | undefined>>({})

/** Highlights every feature behind an attribute or kind; the same group again clears it. */
export function toggleFeatureGroup(partId: number, group: string): void {
  const key = String(partId)
  const current = $featureSelection.get()[key]
  $featureSelection.setKey(key, current?.group === group && !current.featureId ? undefined : { group })
}

/** A face clicked in 3D: highlights its feature and marks the attribute or kind it counts in. */
export function selectFeature(partId: number, feature: Pick<RecognisedFeature, 'id' | 'kind'>): void {
  $featureSelection.setKey(String(partId), { group: groupOf(feature.kind), featureId: feature.id })
}

/** The group a DFM finding's selection goes by: one highlight at a time, a finding's or a feature's. */
export const FINDING_GROUP = 'dfm'

/** Shows a DFM finding's faces (its id in the viewer's features); the same finding again clears it. */
export function toggleFinding(partId: number, id: string): void {
  const key = String(partId)
  const current = $featureSelection.get()[key]
  $featureSelection.setKey(key, current?.featureId === id ? undefined : { group: FINDING_GROUP, featureId: id })
}

/** The ids `<model-preview selected-feature>` takes for a selection, separated by spaces. */
export function selectedIds(features: readonly RecognisedFeature[], selection: FeatureSelection | undefined): string {
  if (!selection) return ''
  if (selection.featureId) return selection.featureId
  return featuresOfGroup(features, selection.group)
    .map((f) => f.id)
    .join(' ')
}
