import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cancelAllRequests, cancelRequest, pendingRequests } from '../../../../src/lib/api/abort.ts'
import { http, REQUEST_TIMEOUT } from '../../../../src/lib/api/client.ts'
import { $toast } from '../../../../src/lib/api/toast.ts'
import { json, never, ok, rejection, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

beforeEach(resetState)
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('failures without a response', () => {
  it('reports a network failure', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch')
    })
    const error = await rejection(http.get('/api/a'))
    expect(error).toMatchObject({ kind: 'network', message: '网络连接失败，请检查网络' })
    expect($toast.get()?.message).toBe('网络连接失败，请检查网络')
  })

  it('times out after 60000 ms by default', async () => {
    vi.useFakeTimers()
    stubFetch(never)
    const pending = rejection(http.get('/api/slow'))
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT - 1)
    expect(pendingRequests()).toEqual(['/api/slow'])
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(REQUEST_TIMEOUT).toBe(60_000)
    expect(error).toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' })
    expect($toast.get()?.message).toBe('请求超时，请稍后重试')
  })

  it('honours a per-call timeout', async () => {
    stubFetch(never)
    const error = await rejection(http.get('/api/slow', { timeout: 5 }))
    expect(error.kind).toBe('timeout')
  })
})

describe('abort registry', () => {
  it('registers by the final URL including the query and cancels without a toast', async () => {
    stubFetch(never)
    const pending = rejection(http.get('/api/x', { params: { id: 1 } }))
    expect(pendingRequests()).toEqual(['/api/x?id=1'])
    cancelRequest('/api/x')
    expect(pendingRequests()).toEqual(['/api/x?id=1'])
    cancelRequest(['/api/x?id=1'])
    const error = await pending
    expect(error).toMatchObject({ kind: 'abort', message: '已取消' })
    expect($toast.get()).toBeNull()
    expect(pendingRequests()).toEqual([])
  })

  it('cancels everything at once', async () => {
    stubFetch(never)
    const pending = [http.get('/api/1'), http.post('/api/2', {}), http.delete('/api/3')].map(rejection)
    expect(pendingRequests()).toHaveLength(3)
    cancelAllRequests()
    const errors = await Promise.all(pending)
    expect(errors.map((e) => e.kind)).toEqual(['abort', 'abort', 'abort'])
    expect($toast.get()).toBeNull()
  })

  it('releases the handle when a request completes', async () => {
    stubFetch(json(ok))
    await http.get('/api/x', { params: { id: 2 } })
    expect(pendingRequests()).toEqual([])
  })

  it('follows the caller’s signal', async () => {
    stubFetch(never)
    const controller = new AbortController()
    const pending = rejection(http.get('/api/x', { signal: controller.signal }))
    controller.abort()
    expect((await pending).kind).toBe('abort')
    expect($toast.get()).toBeNull()
  })
})
