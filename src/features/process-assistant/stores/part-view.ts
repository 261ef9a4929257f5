import { atom, computed } from 'nanostores'
import type { RecognisedFeature } from '../../../../contract/features.ts'
import { $record } from './record.ts'
import { featuresOfOperation, operationsOfFeature, type OperationFeatures } from '../lib/op-features.ts'

/**
 * What the card and the 3D view point at together: the operations picked and the features they
 * machine. `from` says which side picked, so only a pick made in 3D scrolls the card.
 */
export interface PartSelection {
  operationIds: string[]
  featureIds: string[]
  from: 'card' | 'model'
}

export const $partSelection = atom<PartSelection | null>(null)

/** The open record's recognised features; none while loading, for meshes or a drawing alone. */
export const $recordFeatures = computed($record, (r): readonly RecognisedFeature[] =>
  r.status === 'ready' ? r.detail.features : [],
)

/** An operation's "show in 3D": highlights its features; the same operation again clears it. */
export function showOperation(op: OperationFeatures): void {
  const current = $partSelection.get()
  if (current?.from === 'card' && current.operationIds.length === 1 && current.operationIds[0] === op.id) {
    $partSelection.set(null)
    return
  }
  $partSelection.set({
    operationIds: [op.id],
    featureIds: featuresOfOperation($recordFeatures.get(), op),
    from: 'card',
  })
}

/** A face clicked in 3D: its feature, and every operation that machines it. */
export function pickFeature(operations: readonly OperationFeatures[], featureId: string): void {
  $partSelection.set({
    operationIds: operationsOfFeature(operations, featureId),
    featureIds: [featureId],
    from: 'model',
  })
}

/** Forgets the selection (another record opened). */
export function clearPartSelection(): void {
  $partSelection.set(null)
}
