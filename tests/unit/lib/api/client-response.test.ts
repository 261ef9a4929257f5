import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http, setUnauthorizedHandler } from '../../../../src/lib/api/client.ts'
import { $toast } from '../../../../src/lib/api/toast.ts'
import { $isLoggedIn } from '../../../../src/lib/stores/session.ts'
import { json, logIn, ok, rejection, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

beforeEach(resetState)
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('responses', () => {
  it('resolves the envelope for code 200 and for "success"', async () => {
    stubFetch(json(ok), json({ ...ok, code: 'success' }))
    await expect(http.get<{ id: number }>('/api/a')).resolves.toEqual(ok)
    await expect(http.get('/api/a')).resolves.toMatchObject({ code: 'success', data: { id: 1 } })
    expect($toast.get()).toBeNull()
  })

  it('rejects a business failure with one toast of msg or message', async () => {
    stubFetch(
      json({ success: false, code: 500, msg: '名称重复', data: null }),
      json({ code: 4001, message: 'bad input' }),
      json({ code: 1 }),
    )
    const first = await rejection(http.post('/api/a', {}))
    expect(first).toMatchObject({ kind: 'business', code: 500, status: 200, message: '名称重复' })
    expect($toast.get()).toMatchObject({ variant: 'danger', message: '名称重复' })
    await rejection(http.get('/api/a'))
    expect($toast.get()?.message).toBe('bad input')
    await rejection(http.get('/api/a'))
    expect($toast.get()?.message).toBe('请求失败')
  })

  it('keeps at most one toast, the latest', async () => {
    stubFetch(json({ code: 500, msg: 'first' }), json({ code: 500, msg: 'second' }))
    await Promise.allSettled([http.get('/api/1'), http.get('/api/2')])
    const toast = $toast.get()
    expect(toast?.message).toBe('second')
    expect(toast?.id).toBeGreaterThan(1)
  })

  it('logs out on a body code 401', async () => {
    stubFetch(json({ code: 401, msg: '未登录' }))
    logIn()
    const error = await rejection(http.get('/api/a'))
    expect(error).toMatchObject({ kind: 'business', code: 401 })
    expect($isLoggedIn.get()).toBe(false)
  })

  it('logs out on HTTP 401 with the server message or the session-expired text', async () => {
    stubFetch(json({ msg: 'token expired' }, 401), new Response('', { status: 401 }))
    logIn()
    const first = await rejection(http.get('/api/a'))
    expect(first).toMatchObject({ kind: 'http', status: 401, code: 401, message: 'token expired' })
    expect($isLoggedIn.get()).toBe(false)
    expect($toast.get()?.message).toBe('token expired')
    logIn()
    await rejection(http.get('/api/a'))
    expect($toast.get()?.message).toBe('登录已过期，请重新登录')
    expect($isLoggedIn.get()).toBe(false)
  })

  it('calls the handler set by setUnauthorizedHandler instead of resetSession', async () => {
    stubFetch(new Response('', { status: 401 }))
    logIn()
    const handler = vi.fn()
    setUnauthorizedHandler(handler)
    await rejection(http.get('/api/a'))
    expect(handler).toHaveBeenCalledOnce()
    expect($isLoggedIn.get()).toBe(true)
  })

  it('maps other HTTP failures to the server message or request-failed', async () => {
    stubFetch(
      json({ code: 500, msg: 'database down' }, 500),
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    )
    logIn()
    const first = await rejection(http.get('/api/a'))
    expect(first).toMatchObject({ kind: 'http', status: 500, message: 'database down' })
    const second = await rejection(http.get('/api/a'))
    expect(second).toMatchObject({ kind: 'http', status: 502, code: 502, message: '请求失败' })
    expect($toast.get()?.message).toBe('请求失败')
    expect($isLoggedIn.get()).toBe(true)
  })

  it('does not retry failed requests', async () => {
    const calls = stubFetch(json({ msg: 'x' }, 503))
    await rejection(http.get('/api/a'))
    expect(calls).toHaveLength(1)
    stubFetch(() => {
      throw new TypeError('Failed to fetch')
    })
    const failing = vi.mocked(fetch)
    await rejection(http.get('/api/a'))
    expect(failing).toHaveBeenCalledOnce()
  })

  it('suppresses the toast for silent calls but still rejects', async () => {
    stubFetch(json({ code: 500, msg: 'x' }), json({ msg: 'y' }, 500))
    logIn()
    await expect(http.get('/api/a', { silent: true })).rejects.toMatchObject({ message: 'x' })
    await expect(http.get('/api/a', { silent: true })).rejects.toMatchObject({ message: 'y' })
    expect($toast.get()).toBeNull()
    expect($isLoggedIn.get()).toBe(true)
  })

  it('says why before logging out on a 401, even for a silent call', async () => {
    stubFetch(json({ code: 401, msg: '未登录' }), json({ code: 401 }), new Response('', { status: 401 }))
    const said: (string | undefined)[] = []
    setUnauthorizedHandler(() => said.push($toast.get()?.message))
    for (let i = 0; i < 3; i++) {
      logIn()
      await rejection(http.get('/api/a', { silent: true }))
    }
    // The message was on screen when the logout ran.
    expect(said).toEqual(['未登录', '登录已过期，请重新登录', '登录已过期，请重新登录'])
    expect($toast.get()).toMatchObject({ variant: 'danger', message: '登录已过期，请重新登录' })
  })

  it('resolves the parsed body as is for raw calls', async () => {
    stubFetch(json({ anything: true, code: 500 }))
    await expect(http.get('/api/a', { raw: true })).resolves.toEqual({ anything: true, code: 500 })
    expect($toast.get()).toBeNull()
  })

  it('resolves the whole response for blob calls', async () => {
    stubFetch(
      new Response(new Uint8Array([1, 2, 3]), {
        status: 200,
        headers: { 'content-type': 'image/png', 'x-captcha-id': 'c1' },
      }),
    )
    const result = await http.get('/api/account/get-sms-image', { responseType: 'blob' })
    expect(result.status).toBe(200)
    expect(result.headers.get('x-captcha-id')).toBe('c1')
    expect(result.blob.size).toBe(3)
  })

  it('still maps HTTP and envelope errors for blob calls', async () => {
    stubFetch(json({ msg: 'no file' }, 404), json({ code: 500, msg: 'export failed' }))
    const first = await rejection(http.put('/api/cnc/partcosts/batch/download', { ids: [1] }, { responseType: 'blob' }))
    expect(first).toMatchObject({ kind: 'http', status: 404, message: 'no file' })
    const second = await rejection(
      http.put('/api/cnc/partcosts/batch/download', { ids: [1] }, { responseType: 'blob' }),
    )
    expect(second).toMatchObject({ kind: 'business', code: 500, message: 'export failed' })
  })
})
