import { describe, expect, it } from 'vitest'
import { measureStep, type MeasurePick } from '../../../../../src/features/preview-3d/lib/measure/measurement.ts'
import {
  addPick,
  cancelPending,
  chooseMode,
  clearMeasurements,
  measureStore,
} from '../../../../../src/features/preview-3d/lib/measure/measure-store.ts'
import type { Vec3 } from '../../../../../src/features/preview-3d/lib/measure/vec3.ts'

// Clicks on a 100 × 60 × 30 block: its top (z = 30), its bottom, a 45° chamfer and a Ø10 hole.
const plane = (normal: Vec3, point: Vec3): MeasurePick['face'] => ({ kind: 'plane', plane: { normal, point } })
const click = (point: Vec3, face: MeasurePick['face'], edge: MeasurePick['edge'] = null): MeasurePick => ({
  point,
  snapped: null,
  face,
  edge,
})
const top = click([10, 10, 30], plane([0, 0, 1], [50, 30, 30]))
const bottom = click([20, 40, 0], plane([0, 0, -1], [50, 30, 0]))
const chamfer = click([99, 5, 28], plane([Math.SQRT1_2, 0, Math.SQRT1_2], [99, 30, 29]))
const hole = click([45, 30, 20], { kind: 'cylinder', cylinder: { axis: [0, 0, 1], center: [40, 30, 15], radius: 5 } })
const onMesh = click([1, 2, 3], null)

describe('measureStep', () => {
  it('measures two points, with the distance along each axis', () => {
    const first = measureStep('point', [], top)
    expect(first).toEqual({ kind: 'wait', pending: [top] })
    const done = measureStep('point', [top], bottom)
    expect(done.kind === 'done' && done.measurement.value).toBeCloseTo(Math.hypot(10, 30, 30), 12)
    expect(done.kind === 'done' && done.measurement.delta).toEqual([10, 30, 30])
  })

  it('measures parallel faces square to them, drawn from the first click to the second plane', () => {
    const done = measureStep('gap', [top], bottom)
    expect(done.kind).toBe('done')
    if (done.kind !== 'done') return
    expect(done.measurement.value).toBe(30)
    expect(done.measurement.segments).toEqual([
      [10, 10, 30],
      [10, 10, 0],
    ])
  })

  it('refuses a second face that is not parallel, and a curved face, keeping the first', () => {
    expect(measureStep('gap', [top], chamfer)).toEqual({ kind: 'refuse', notice: 'notParallel' })
    expect(measureStep('gap', [top], hole)).toEqual({ kind: 'refuse', notice: 'notFlat' })
  })

  it('gives the angle between two faces’ normals', () => {
    const done = measureStep('angle', [top], chamfer)
    expect(done.kind === 'done' && done.measurement.value).toBeCloseTo(45, 10)
  })

  it('gives a hole’s radius from one click, drawn from the axis to the click', () => {
    const done = measureStep('radius', [], hole)
    expect(done.kind === 'done' && done.measurement.value).toBe(5)
    expect(done.kind === 'done' && done.measurement.segments).toEqual([
      [40, 30, 20],
      [45, 30, 20],
    ])
    expect(measureStep('radius', [], top)).toEqual({ kind: 'refuse', notice: 'notRound' })
  })

  it('measures only points on a mesh without B-rep faces', () => {
    expect(measureStep('gap', [], onMesh)).toEqual({ kind: 'refuse', notice: 'noFaces' })
    expect(measureStep('point', [], onMesh).kind).toBe('wait')
  })
})

describe('measure store', () => {
  it('keeps each result until cleared; Escape drops only the unfinished clicks', () => {
    const store = measureStore()
    chooseMode(store, 'radius')
    addPick(store, hole)
    chooseMode(store, 'gap')
    addPick(store, top)
    expect(store.get().pending).toHaveLength(1)
    expect(cancelPending(store)).toBe(true)
    expect(cancelPending(store)).toBe(false)
    addPick(store, top)
    addPick(store, bottom)
    expect(store.get().results.map((r) => [r.mode, r.value])).toEqual([
      ['radius', 5],
      ['gap', 30],
    ])
    clearMeasurements(store)
    expect(store.get().results).toEqual([])
  })

  it('reports a refusal and forgets it with the next good click', () => {
    const store = measureStore()
    chooseMode(store, 'gap')
    addPick(store, top)
    addPick(store, chamfer)
    expect(store.get()).toMatchObject({ notice: 'notParallel', pending: [top] })
    addPick(store, bottom)
    expect(store.get()).toMatchObject({ notice: null, pending: [] })
  })
})
