import { beforeEach, describe, expect, it } from 'vitest'
import {
  featureRefs,
  featuresOfOperation,
  operationsOfFeature,
} from '../../../../src/features/process-assistant/lib/op-features.ts'
import {
  $partSelection,
  $recordFeatures,
  clearPartSelection,
  pickFeature,
  showOperation,
} from '../../../../src/features/process-assistant/stores/part-view.ts'
import { $record } from '../../../../src/features/process-assistant/stores/record.ts'
import type { RecognisedFeature } from '../../../../contract/features.ts'
import type { ProcessDetail } from '../../../../contract/process-plan.ts'
import { detail } from './support.ts'

const feature = (id: string, faces: number[]): RecognisedFeature => ({
  id,
  kind: id.startsWith('hole') ? 'hole' : 'pocket',
  faces,
  access: [[0, 0, 1]],
  diameter: 6,
})
const features = [feature('hole-1', [4, 5]), feature('hole-2', [6]), feature('pocket-1', [9, 10, 11])]
const ops = [
  { id: 'mill', featureIds: ['pocket-1'] },
  { id: 'drill', featureIds: ['hole-1', 'hole-2'] },
  { id: 'ream', featureIds: ['hole-1'] },
  { id: 'deburr', featureIds: [] },
]

function open(withFeatures: RecognisedFeature[]): void {
  const d = { ...detail(1), features: withFeatures } as unknown as ProcessDetail
  $record.set({ status: 'ready', id: d.id, detail: d })
}

describe('operations and recognised features', () => {
  it('hand the model only id, kind and faces', () => {
    expect(featureRefs(features)[0]).toEqual({ id: 'hole-1', kind: 'hole', faces: [4, 5] })
  })

  it('map an operation to the features the model has, ignoring ids of another analysis', () => {
    expect(featuresOfOperation(features, { id: 'x', featureIds: ['hole-2', 'hole-9'] })).toEqual(['hole-2'])
    expect(featuresOfOperation([], ops[1]!)).toEqual([])
  })

  it('map a feature to every operation that machines it, in route order', () => {
    expect(operationsOfFeature(ops, 'hole-1')).toEqual(['drill', 'ream'])
    expect(operationsOfFeature(ops, 'chamfer-1')).toEqual([])
  })
})

describe('the part selection', () => {
  beforeEach(() => {
    clearPartSelection()
    open(features)
  })

  it('reads the open record’s features, and none before one is loaded', () => {
    expect($recordFeatures.get().map((f) => f.id)).toEqual(['hole-1', 'hole-2', 'pocket-1'])
    $record.set({ status: 'loading', id: 8 })
    expect($recordFeatures.get()).toEqual([])
  })

  it('highlights an operation’s features from the card, and clears on the same operation again', () => {
    showOperation(ops[1]!)
    expect($partSelection.get()).toEqual({ operationIds: ['drill'], featureIds: ['hole-1', 'hole-2'], from: 'card' })
    showOperation(ops[2]!)
    expect($partSelection.get()?.featureIds).toEqual(['hole-1'])
    showOperation(ops[2]!)
    expect($partSelection.get()).toBeNull()
  })

  it('highlights nothing for a mesh with no features', () => {
    open([])
    showOperation(ops[1]!)
    expect($partSelection.get()).toMatchObject({ operationIds: ['drill'], featureIds: [] })
  })

  it('selects every operation machining a face picked in 3D', () => {
    pickFeature(ops, 'hole-1')
    expect($partSelection.get()).toEqual({ operationIds: ['drill', 'ream'], featureIds: ['hole-1'], from: 'model' })
  })
})
