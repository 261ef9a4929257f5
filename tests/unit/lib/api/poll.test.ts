import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { poll, POLL_INTERVAL, POLL_MAX_TRIES, QUICK_START } from '../../../../src/lib/api/poll.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { resetState } from '../../support/reset.ts'

beforeEach(() => {
  resetState()
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: Error }> {
  return promise.then(
    (value) => ({ value }),
    (error: Error) => ({ error }),
  )
}

describe('poll', () => {
  it('uses the default wait and number of tries', () => {
    expect(POLL_INTERVAL).toBe(2000)
    expect(POLL_MAX_TRIES).toBe(30)
  })

  it('resolves with the first value that passes, waiting the interval between tries', async () => {
    const task = vi.fn(async (attempt: number) => ({ status: attempt < 3 ? 'running' : 'done', attempt }))
    const result = settle(poll(task, { until: (v) => v.status === 'done' }))
    await vi.advanceTimersByTimeAsync(0)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1999)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(await result).toEqual({ value: { status: 'done', attempt: 3 } })
    expect(task.mock.calls.map((c) => c[0])).toEqual([1, 2, 3])
  })

  it('rejects 轮询超时 after maxTries', async () => {
    const task = vi.fn(async () => 'running')
    const result = settle(poll(task, { until: (v) => v === 'done' }))
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL * POLL_MAX_TRIES)
    const { error } = await result
    expect(error?.message).toBe('轮询超时')
    expect(error?.name).toBe('TimeoutError')
    expect(task).toHaveBeenCalledTimes(30)
  })

  it('honours custom interval and maxTries', async () => {
    const task = vi.fn(async () => 0)
    const result = settle(poll(task, { until: () => false, interval: 10, maxTries: 3 }))
    await vi.advanceTimersByTimeAsync(20)
    expect((await result).error?.message).toBe('轮询超时')
    expect(task).toHaveBeenCalledTimes(3)
  })

  it('asks every 500 ms for the first 8 s of a quick start, then every 2 s, and gives up as late as the default', async () => {
    const task = vi.fn(async () => 'running')
    const result = settle(poll(task, { ...QUICK_START, until: (v) => v === 'done' }))
    await vi.advanceTimersByTimeAsync(0)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(500)
    expect(task).toHaveBeenCalledTimes(2)
    // Tries 1–17 are 500 ms apart: the 17th at 8 s, the 18th 2 s after it.
    await vi.advanceTimersByTimeAsync(7500)
    expect(task).toHaveBeenCalledTimes(17)
    await vi.advanceTimersByTimeAsync(1999)
    expect(task).toHaveBeenCalledTimes(17)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(18)
    // The default poll's last try is at 29 × 2 s = 58 s; so is this one's.
    await vi.advanceTimersByTimeAsync(58_000 - 10_000 - 1)
    expect(task).toHaveBeenCalledTimes(QUICK_START.maxTries - 1)
    await vi.advanceTimersByTimeAsync(1)
    expect((await result).error?.name).toBe('TimeoutError')
    expect(task).toHaveBeenCalledTimes(QUICK_START.maxTries)
  })

  it('rejects 已取消 when aborted during a wait', async () => {
    const controller = new AbortController()
    const task = vi.fn(async () => 'running')
    const result = settle(poll(task, { until: () => false, signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(500)
    controller.abort()
    const { error } = await result
    expect(error?.message).toBe('已取消')
    expect(error?.name).toBe('AbortError')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('rejects 已取消 when aborted during a pending try, and at once when already aborted', async () => {
    const controller = new AbortController()
    const result = settle(poll(() => new Promise<never>(() => {}), { until: () => true, signal: controller.signal }))
    controller.abort()
    expect((await result).error?.message).toBe('已取消')
    const task = vi.fn(async () => 1)
    expect((await settle(poll(task, { until: () => true, signal: controller.signal }))).error?.message).toBe('已取消')
    expect(task).not.toHaveBeenCalled()
  })

  it('propagates task errors', async () => {
    const boom = new Error('boom')
    const result = settle(poll(async () => Promise.reject(boom), { until: () => true }))
    expect((await result).error).toBe(boom)
  })

  it('speaks the current language', async () => {
    setLocale('en')
    const result = settle(poll(async () => 0, { until: () => false, maxTries: 1 }))
    expect((await result).error?.message).toBe('Polling timed out')
  })
})
