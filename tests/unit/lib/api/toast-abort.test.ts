import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  cancelAllRequests,
  cancelRequest,
  pendingRequests,
  registerAbort,
  releaseAbort,
} from '../../../../src/lib/api/abort.ts'
import { ApiError, isApiError } from '../../../../src/lib/api/errors.ts'
import { $toast, dismissToast, showToast } from '../../../../src/lib/api/toast.ts'
import { resetState } from '../../support/reset.ts'

beforeEach(resetState)
afterEach(() => vi.useRealTimers())

describe('toast store', () => {
  it('shows one toast at a time, the newest replacing the old', () => {
    const first = showToast('danger', 'a')
    const second = showToast('success', 'b')
    expect(second).not.toBe(first)
    expect($toast.get()).toEqual({ id: second, variant: 'success', message: 'b' })
  })

  it('dismisses only the toast it was asked to', () => {
    const first = showToast('danger', 'a')
    showToast('warning', 'b')
    dismissToast(first)
    expect($toast.get()?.message).toBe('b')
    dismissToast()
    expect($toast.get()).toBeNull()
  })

  it('stays until dismissed by default; with a duration it drops itself unless replaced', () => {
    vi.useFakeTimers()
    showToast('primary', 'sticky')
    vi.advanceTimersByTime(60_000)
    expect($toast.get()?.message).toBe('sticky')
    showToast('danger', 'a', 1000)
    vi.advanceTimersByTime(999)
    showToast('danger', 'b', 1000)
    vi.advanceTimersByTime(999)
    expect($toast.get()?.message).toBe('b')
    vi.advanceTimersByTime(1)
    expect($toast.get()).toBeNull()
  })
})

describe('abort registry', () => {
  it('lets a later request take over a key without losing it to the earlier one’s release', () => {
    const first = registerAbort('/api/a')
    const second = registerAbort('/api/a')
    releaseAbort('/api/a', first)
    expect(pendingRequests()).toEqual(['/api/a'])
    cancelRequest('/api/a')
    expect(second.signal.aborted).toBe(true)
    expect(first.signal.aborted).toBe(false)
    expect(pendingRequests()).toEqual([])
  })

  it('cancels all', () => {
    const a = registerAbort('/a')
    const b = registerAbort('/b')
    cancelAllRequests()
    expect([a.signal.aborted, b.signal.aborted]).toEqual([true, true])
    expect(pendingRequests()).toEqual([])
  })
})

describe('ApiError', () => {
  it('carries kind, code, status and data; code defaults to the status', () => {
    const error = new ApiError('x', 'http', { status: 502, data: 'body' })
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: 'ApiError', kind: 'http', code: 502, status: 502, data: 'body', message: 'x' })
    expect(new ApiError('y', 'business', { code: 'E1', status: 200 }).code).toBe('E1')
    expect(isApiError(error)).toBe(true)
    expect(isApiError(new Error('z'))).toBe(false)
  })
})
