import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RouteEdit } from '../../../../contract/process-plan.ts'
import { operationOfCraft } from '../../../../src/features/process-assistant/lib/route-edit.ts'
import {
  $check,
  $dirty,
  $draft,
  clearDraft,
  editRoute,
  insertOp,
  moveOp,
  patchOp,
  removeOp,
  revertDraft,
  VALIDATE_DELAY,
} from '../../../../src/features/process-assistant/stores/draft.ts'
import { craft, library, operation, route } from './support.ts'

const validateRoute = vi.hoisted(() => vi.fn())
vi.mock('../../../../src/features/process-assistant/api/validate-route.ts', () => ({ validateRoute }))

const sent = (): RouteEdit => validateRoute.mock.calls.at(-1)![1] as RouteEdit
const craftsSent = () => sent().operations.map((op) => op.craftCode)

describe('the edited route', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    validateRoute.mockReset()
    validateRoute.mockImplementation(async (_id: number, edit: RouteEdit) => ({
      operations: edit.operations.map((op, i) => operation(op.id ?? `n${i}`, op.craftCode, (i + 1) * 10)),
      issues: [{ code: 'order', params: {}, text: 'Inspection must be last', severity: 'error', operationId: null }],
    }))
    editRoute(7, route(3))
  })
  afterEach(() => {
    clearDraft()
    vi.useRealTimers()
  })

  it('is clean until something changes, and clean again once the change is undone', () => {
    expect($dirty.get()).toBe(false)
    moveOp(0, 1)
    expect($dirty.get()).toBe(true)
    moveOp(1, -1)
    expect($dirty.get()).toBe(false)
    patchOp(2, { note: 'CMM' })
    expect($dirty.get()).toBe(true)
    revertDraft()
    expect($dirty.get()).toBe(false)
    expect($draft.get()!.operations.map((op) => op.edit.note)).toEqual(['', '', ''])
  })

  it('validates once after a burst of changes, with the latest operations and the base version', async () => {
    moveOp(1, 1)
    insertOp(1, operationOfCraft(craft('DRILL'), library, 1))
    patchOp(0, { timeMin: 4 })
    expect($check.get().status).toBe('checking')
    await vi.advanceTimersByTimeAsync(VALIDATE_DELAY - 1)
    expect(validateRoute).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(validateRoute).toHaveBeenCalledTimes(1)
    expect(validateRoute.mock.calls[0]![0]).toBe(7)
    expect(sent().baseVersion).toBe(3)
    expect(craftsSent()).toEqual(['CUT', 'DRILL', 'INSPECT', 'MILL-R'])
    expect(sent().operations[0]!.timeMin).toBe(4)
    const check = $check.get()
    expect(check.status === 'ready' && check.check.issues[0]!.text).toBe('Inspection must be last')
  })

  it('does not validate a change that was undone before the delay ran out', async () => {
    removeOp(0)
    revertDraft()
    await vi.advanceTimersByTimeAsync(VALIDATE_DELAY * 2)
    expect(validateRoute).not.toHaveBeenCalled()
    expect($check.get().status).toBe('idle')
  })

  it('drops an answer overtaken by a newer change', async () => {
    let release: (v: unknown) => void = () => {}
    validateRoute.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
    moveOp(0, 1)
    await vi.advanceTimersByTimeAsync(VALIDATE_DELAY)
    moveOp(1, 1)
    release({
      operations: [],
      issues: [{ code: 'old', params: {}, text: 'old', severity: 'error', operationId: null }],
    })
    await vi.advanceTimersByTimeAsync(0)
    expect($check.get().status).toBe('checking')
    await vi.advanceTimersByTimeAsync(VALIDATE_DELAY)
    const check = $check.get()
    expect(check.status === 'ready' && check.check.issues[0]!.code).toBe('order')
  })

  it('says why validation failed, and keeps the edit', async () => {
    validateRoute.mockRejectedValueOnce(new Error('服务器错误'))
    removeOp(1)
    await vi.advanceTimersByTimeAsync(VALIDATE_DELAY)
    expect($check.get()).toEqual({ status: 'error', message: '服务器错误' })
    expect($draft.get()!.operations).toHaveLength(2)
  })

  it('starts clean on a newer version, forgetting the old edit', () => {
    moveOp(0, 1)
    editRoute(7, route(4))
    expect($dirty.get()).toBe(false)
    expect($draft.get()!.baseVersion).toBe(4)
  })
})
