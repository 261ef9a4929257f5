import { describe, expect, it } from 'vitest'
import {
  editsOf,
  insertOperation,
  moveOperation,
  operationOfCraft,
  patchOperation,
  removeOperation,
  sameDraft,
  toDraft,
} from '../../../../src/features/process-assistant/lib/route-edit.ts'
import { craft, library, route } from './support.ts'

const codes = (list: ReturnType<typeof toDraft>) => list.map((op) => op.edit.craftCode)

describe('route edits', () => {
  it('turns a saved route into the edit the server takes, nothing derived', () => {
    const [first] = editsOf(toDraft(route()))
    expect(first).toEqual({
      id: 'a',
      craftCode: 'CUT',
      equipmentCode: 'SAW-1',
      toolCodes: [],
      setup: 0,
      timeMin: 3,
      note: '',
    })
  })

  it('moves an operation up and down, and not past either end', () => {
    const draft = toDraft(route())
    expect(codes(moveOperation(draft, 1, -1))).toEqual(['MILL-R', 'CUT', 'INSPECT'])
    expect(codes(moveOperation(draft, 1, 1))).toEqual(['CUT', 'INSPECT', 'MILL-R'])
    expect(codes(moveOperation(draft, 0, -1))).toEqual(['CUT', 'MILL-R', 'INSPECT'])
    expect(codes(moveOperation(draft, 2, 1))).toEqual(['CUT', 'MILL-R', 'INSPECT'])
  })

  it('inserts a craft with a machine and tools of the kinds it names, and the setup before it', () => {
    const op = operationOfCraft(craft('DRILL'), library, 2)
    expect(op.edit).toEqual({
      craftCode: 'DRILL',
      equipmentCode: 'VMC-1',
      toolCodes: ['SP90', 'DR5'],
      setup: 2,
      timeMin: 0,
      note: '',
    })
    expect(op.edit.id).toBeUndefined()
    const list = insertOperation(toDraft(route()), 2, op)
    expect(codes(list)).toEqual(['CUT', 'MILL-R', 'DRILL', 'INSPECT'])
  })

  it('gives an off-machine craft no machine, setup 0 and its fixed minutes', () => {
    const deburr = library.crafts[1]!
    expect(operationOfCraft(deburr, library, 3).edit).toMatchObject({ equipmentCode: null, setup: 0, timeMin: 2.5 })
  })

  it('gives each inserted operation its own key, so two of one craft stay apart', () => {
    const a = operationOfCraft(craft('DRILL'), library, 1)
    const b = operationOfCraft(craft('DRILL'), library, 1)
    expect(a.key).not.toBe(b.key)
  })

  it('removes and patches one operation only', () => {
    const draft = toDraft(route())
    expect(codes(removeOperation(draft, 0))).toEqual(['MILL-R', 'INSPECT'])
    const patched = patchOperation(draft, 1, { timeMin: 7.5, equipmentCode: null })
    expect(patched[1]!.edit).toMatchObject({ timeMin: 7.5, equipmentCode: null, craftCode: 'MILL-R' })
    expect(patched[0]).toBe(draft[0])
  })

  it('tells an edited draft from the saved one, and a change undone from a change', () => {
    const draft = toDraft(route())
    expect(sameDraft(draft, moveOperation(moveOperation(draft, 0, 1), 1, -1))).toBe(true)
    expect(sameDraft(draft, moveOperation(draft, 0, 1))).toBe(false)
    expect(sameDraft(draft, patchOperation(draft, 2, { note: 'CMM' }))).toBe(false)
  })
})
