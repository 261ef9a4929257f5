import { describe, expect, it } from 'vitest'
import { faceOfTriangle, featureOfFace, highlightGroups } from '../../../../src/features/preview-3d/lib/face-ranges.ts'
import { isFeatureList } from '../../../../src/features/preview-3d/lib/feature-list.ts'

// A mesh of 10 triangles in three B-rep faces: 0–3, 4–4, 5–9, numbered from 7 across the model.
const mesh = { ranges: Uint32Array.from([0, 3, 4, 4, 5, 9]), base: 7 }

describe('faceOfTriangle', () => {
  it('finds the face of the first, last and middle triangles of each range', () => {
    expect([0, 3, 4, 5, 7, 9].map((t) => faceOfTriangle(mesh.ranges, t))).toEqual([0, 0, 1, 2, 2, 2])
  })

  it('answers -1 past the last face and for a mesh without faces', () => {
    expect(faceOfTriangle(mesh.ranges, 10)).toBe(-1)
    expect(faceOfTriangle(new Uint32Array(0), 0)).toBe(-1)
  })
})

describe('featureOfFace', () => {
  const features = [
    { id: 'pocket-1', kind: 'pocket' as const, faces: [1, 2, 3, 4] },
    { id: 'hole-1', kind: 'hole' as const, faces: [3] },
  ]

  it('picks the most specific feature when a face serves two', () => {
    expect(featureOfFace(features, 3)?.id).toBe('hole-1')
    expect(featureOfFace(features, 4)?.id).toBe('pocket-1')
  })

  it('answers null for a face outside every feature', () => {
    expect(featureOfFace(features, 0)).toBeNull()
    expect(featureOfFace(features, -1)).toBeNull()
  })
})

describe('highlightGroups', () => {
  it('covers every triangle once, tinting only the selected faces', () => {
    expect(highlightGroups(mesh, 10, new Set([8]))).toEqual([
      { start: 0, count: 12, materialIndex: 0 },
      { start: 12, count: 3, materialIndex: 1 },
      { start: 15, count: 15, materialIndex: 0 },
    ])
  })

  it('merges neighbouring selected faces into one draw group', () => {
    expect(highlightGroups(mesh, 10, new Set([7, 8]))).toEqual([
      { start: 0, count: 15, materialIndex: 1 },
      { start: 15, count: 15, materialIndex: 0 },
    ])
  })

  it('draws the whole mesh plain when none of its faces is selected (another mesh’s face number)', () => {
    expect(highlightGroups(mesh, 10, new Set([0, 10]))).toEqual([{ start: 0, count: 30, materialIndex: 0 }])
  })
})

describe('isFeatureList', () => {
  it('accepts features as the quote API gives them, with extra fields and a label', () => {
    expect(isFeatureList([{ id: 'hole-1', kind: 'hole', faces: [16], diameter: 10, label: 'Ø10' }])).toBe(true)
    expect(isFeatureList([])).toBe(true)
  })

  it('rejects lists a viewer could not highlight', () => {
    expect(isFeatureList({ id: 'hole-1' })).toBe(false)
    expect(isFeatureList([{ id: '', kind: 'hole', faces: [1] }])).toBe(false)
    expect(isFeatureList([{ id: 'h', kind: 'hole', faces: [1.5] }])).toBe(false)
    expect(isFeatureList([{ id: 'h', kind: 'hole', faces: [-1] }])).toBe(false)
    expect(isFeatureList([{ id: 'h', kind: 'hole', faces: [1], label: 3 }])).toBe(false)
  })
})
