import type { FeatureRef, RecognisedFeature } from '../../../../contract/features.ts'

// Which operations machine which recognised features, both ways, so the process card and the 3D
// view can point at each other. Ids the model no longer has are ignored, so an
// older version planned on another analysis highlights nothing rather than failing.

/** An operation as the mapping needs it: its id and the features it machines. */
export interface OperationFeatures {
  id: string
  featureIds: readonly string[]
}

/** What `<model-preview features>` takes: id, kind and faces, nothing else. */
export function featureRefs(features: readonly RecognisedFeature[]): FeatureRef[] {
  return features.map(({ id, kind, faces }) => ({ id, kind, faces }))
}

/** The operation's feature ids the model knows, in the operation's order. */
export function featuresOfOperation(features: readonly RecognisedFeature[], op: OperationFeatures): string[] {
  const known = new Set(features.map((f) => f.id))
  return op.featureIds.filter((id) => known.has(id))
}

/** Ids of the operations that machine a feature, in route order. */
export function operationsOfFeature(operations: readonly OperationFeatures[], featureId: string): string[] {
  return operations.filter((op) => op.featureIds.includes(featureId)).map((op) => op.id)
}
