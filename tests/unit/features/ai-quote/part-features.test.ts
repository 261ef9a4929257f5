import { beforeEach, describe, expect, it } from 'vitest'
import type { RecognisedFeature } from '../../../../contract/features.ts'
import { featuresOfGroup, otherGroups } from '../../../../src/features/ai-quote/lib/part-features.ts'
import {
  $featureSelection,
  selectFeature,
  selectedIds,
  toggleFeatureGroup,
} from '../../../../src/features/ai-quote/stores/feature-selection.ts'

const feature = (id: string, kind: RecognisedFeature['kind'], faces: number[]): RecognisedFeature => ({
  id,
  kind,
  faces,
  access: [[0, 0, -1]],
})
// As the server recognises block.step (tests/fixtures/3d/features): two holes, a thread, a pocket, two chamfers.
const FEATURES = [
  feature('hole-1', 'hole', [16]),
  feature('hole-2', 'hole', [17, 25]),
  feature('thread-1', 'thread', [17, 25]),
  feature('pocket-1', 'pocket', [8, 9, 24]),
  feature('chamfer-1', 'chamfer', [2]),
  feature('chamfer-2', 'chamfer', [3]),
]

describe('features behind the card', () => {
  it('puts holes under 钻孔数 (drilledHoles) and threads under 螺纹 (threads)', () => {
    expect(featuresOfGroup(FEATURES, 'drilledHoles').map((f) => f.id)).toEqual(['hole-1', 'hole-2'])
    expect(featuresOfGroup(FEATURES, 'threads').map((f) => f.id)).toEqual(['thread-1'])
  })

  it('puts counterbored and countersunk holes under 钻孔数 too: the quote counts them as drilled', () => {
    const holes = [
      ...FEATURES,
      feature('counterbore-1', 'counterbore', [30, 31]),
      feature('countersink-1', 'countersink', [32]),
    ]
    expect(featuresOfGroup(holes, 'drilledHoles').map((f) => f.id)).toEqual([
      'hole-1',
      'hole-2',
      'counterbore-1',
      'countersink-1',
    ])
    expect(otherGroups(holes, ['drilledHoles', 'threads']).map((g) => g.kind)).toEqual(['pocket', 'chamfer'])
  })

  it('lists the kinds no shown attribute counts, with their number', () => {
    expect(otherGroups(FEATURES, ['material', 'drilledHoles', 'threads'])).toEqual([
      { kind: 'pocket', count: 1 },
      { kind: 'chamfer', count: 2 },
    ])
    // A quote that shows no hole count still offers the holes.
    expect(otherGroups(FEATURES, ['threads'])).toContainEqual({ kind: 'hole', count: 2 })
  })
})

describe('the 3D selection of a part', () => {
  beforeEach(() => $featureSelection.set({}))

  it('highlights every hole for 钻孔数 and clears on a second click', () => {
    toggleFeatureGroup(7, 'drilledHoles')
    expect(selectedIds(FEATURES, $featureSelection.get()['7'])).toBe('hole-1 hole-2')
    toggleFeatureGroup(7, 'drilledHoles')
    expect(selectedIds(FEATURES, $featureSelection.get()['7'])).toBe('')
  })

  it('selects the clicked feature and marks the attribute it counts in', () => {
    selectFeature(7, { id: 'hole-2', kind: 'hole' })
    expect($featureSelection.get()['7']).toEqual({ group: 'drilledHoles', featureId: 'hole-2' })
    expect(selectedIds(FEATURES, $featureSelection.get()['7'])).toBe('hole-2')
    // The attribute after a face click shows all its features rather than clearing.
    toggleFeatureGroup(7, 'drilledHoles')
    expect(selectedIds(FEATURES, $featureSelection.get()['7'])).toBe('hole-1 hole-2')
  })

  it('keeps parts apart', () => {
    toggleFeatureGroup(7, 'pocket')
    expect(selectedIds(FEATURES, $featureSelection.get()['8'])).toBe('')
  })
})
