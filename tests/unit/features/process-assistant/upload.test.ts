import { afterEach, describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '../../../../contract/upload-limits.ts'
import { PLAN_QUANTITY_MAX } from '../../../../contract/process-plan.ts'
import {
  $partFiles,
  $rejected,
  addPartFiles,
  clearPart,
  quantityOf,
  removePartFile,
} from '../../../../src/features/process-assistant/stores/upload.ts'

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name)
const names = () => Object.fromEntries(Object.entries($partFiles.get()).map(([k, f]) => [k, f?.name ?? null]))

describe('the part to plan', () => {
  afterEach(clearPart)

  it('puts a model and a drawing each in its place, whatever the order', () => {
    addPartFiles([file('shaft.pdf'), file('shaft.step')])
    expect(names()).toEqual({ '3d': 'shaft.step', '2d': 'shaft.pdf' })
    expect($rejected.get()).toEqual([])
  })

  it('replaces a model with a newer pick, keeping the drawing', () => {
    addPartFiles([file('a.step'), file('a.pdf')])
    addPartFiles([file('b.stp')])
    expect(names()).toEqual({ '3d': 'b.stp', '2d': 'a.pdf' })
  })

  it('refuses with the AI quote’s reasons what it would refuse', () => {
    addPartFiles([file('notes.docx'), file('empty.step', 0), { name: 'huge.pdf', size: UPLOAD_MAX_BYTES + 1 } as File])
    expect($rejected.get()).toEqual([
      { name: 'notes.docx', problem: 'wrongType' },
      { name: 'empty.step', problem: 'empty' },
      { name: 'huge.pdf', problem: 'tooLarge' },
    ])
    expect(names()).toEqual({ '3d': null, '2d': null })
  })

  it('takes a file out again', () => {
    addPartFiles([file('a.step'), file('a.pdf')])
    removePartFile('3d')
    expect(names()).toEqual({ '3d': null, '2d': 'a.pdf' })
  })

  it('takes a whole number of pieces within the plan’s limit', () => {
    expect(quantityOf(' 25 ')).toBe(25)
    expect(quantityOf(String(PLAN_QUANTITY_MAX))).toBe(PLAN_QUANTITY_MAX)
    for (const bad of ['0', '-3', '2.5', '', 'ten', String(PLAN_QUANTITY_MAX + 1)]) expect(quantityOf(bad)).toBeNull()
  })
})
