import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The file download itself is the API client's (tested with it); here: what is downloaded when.
const getFileBlob = vi.fn((url: string, _signal?: AbortSignal) => Promise.resolve(new Blob([url])))
vi.mock('../../../src/lib/api/get-file-blob.ts', () => ({ getFileBlob }))
const { prefetchFileBlob, takeArrivedBlob, takeFileBlob } = await import('../../../src/lib/prefetched-blobs.ts')

beforeEach(() => {
  getFileBlob.mockClear()
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('files downloaded ahead', () => {
  it('are downloaded once, however often asked for, and handed to the first taker', async () => {
    prefetchFileBlob('/mesh/1')
    prefetchFileBlob('/mesh/1')
    expect(getFileBlob).toHaveBeenCalledTimes(1)
    const signal = new AbortController().signal
    expect(await (await takeFileBlob('/mesh/1', signal)).text()).toBe('/mesh/1')
    expect(getFileBlob).toHaveBeenCalledTimes(1)
    // Taken once: a second viewer of the same file downloads it itself, cancellable by its signal.
    await takeFileBlob('/mesh/1', signal)
    expect(getFileBlob).toHaveBeenCalledTimes(2)
    expect(getFileBlob).toHaveBeenLastCalledWith('/mesh/1', signal)
  })

  it('are handed over at once once arrived, and not before', async () => {
    getFileBlob.mockImplementationOnce(
      () => new Promise((resolve) => setTimeout(() => resolve(new Blob(['mesh'])), 100)),
    )
    prefetchFileBlob('/mesh/4')
    expect(takeArrivedBlob('/mesh/4')).toBeUndefined()
    await vi.advanceTimersByTimeAsync(100)
    expect(await takeArrivedBlob('/mesh/4')?.text()).toBe('mesh')
    expect(takeArrivedBlob('/mesh/4')).toBeUndefined()
    expect(getFileBlob).toHaveBeenCalledTimes(1)
  })

  it('are let go when nobody takes them within a minute', async () => {
    prefetchFileBlob('/mesh/2')
    vi.advanceTimersByTime(60_000)
    await takeFileBlob('/mesh/2')
    expect(getFileBlob).toHaveBeenCalledTimes(2)
  })

  it('hand a failed download to its taker, who then reads the model file instead', async () => {
    getFileBlob.mockImplementationOnce(() => Promise.reject(new Error('HTTP 404')))
    prefetchFileBlob('/mesh/3')
    await expect(takeFileBlob('/mesh/3')).rejects.toThrow('HTTP 404')
  })
})
