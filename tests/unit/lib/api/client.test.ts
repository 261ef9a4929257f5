import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cancelAllRequests, cancelRequest, pendingRequests } from '../../../../src/lib/api/abort.ts'
import { http, REQUEST_TIMEOUT, setUnauthorizedHandler } from '../../../../src/lib/api/client.ts'
import { ApiError } from '../../../../src/lib/api/errors.ts'
import { $toast } from '../../../../src/lib/api/toast.ts'
import { configure } from '../../../../src/lib/config.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { $isLoggedIn, setLoginResult } from '../../../../src/lib/stores/session.ts'
import { json, never, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const ok = { success: true, code: 200, msg: 'ok', data: { id: 1 }, extraInfo: null }

beforeEach(resetState)
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function logIn(): void {
  setLoginResult({ token: 'tok', userInfo: { role: 'Auditor' }, rememberMe: true, username: 'u' })
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('request headers', () => {
  it('sends JSON content type and the locale, and no token header without a token', async () => {
    const calls = stubFetch(json(ok))
    await http.get('/api/a')
    const { headers, method } = calls[0]!.init
    expect(method).toBe('GET')
    expect(headers.get('content-type')).toBe('application/json')
    expect(headers.get('accept-language')).toBe('zh-CN')
    expect(headers.has('authorization')).toBe(false)
  })

  it('sends the token as Bearer under the configured header name', async () => {
    const calls = stubFetch(json(ok))
    logIn()
    await http.get('/api/a')
    expect(calls[0]!.init.headers.get('Authorization')).toBe('Bearer tok')
    configure({ tokenKey: 'X-Token' })
    setLocale('en')
    await http.get('/api/a')
    expect(calls[1]!.init.headers.get('X-Token')).toBe('Bearer tok')
    expect(calls[1]!.init.headers.has('Authorization')).toBe(false)
    expect(calls[1]!.init.headers.get('Accept-Language')).toBe('en')
  })

  it('lets the caller’s headers win', async () => {
    const calls = stubFetch(json(ok))
    logIn()
    await http.get('/api/a', { headers: { Authorization: 'Basic x', 'Accept-Language': 'de' } })
    expect(calls[0]!.init.headers.get('Authorization')).toBe('Basic x')
    expect(calls[0]!.init.headers.get('Accept-Language')).toBe('de')
  })

  it('prefixes the configured API base, read at call time', async () => {
    const calls = stubFetch(json(ok))
    await http.get('/api/a')
    configure({ apiBase: 'https://api.example.com' })
    await http.get('/api/a')
    configure({ apiBase: '' })
    await http.get('/api/a')
    expect(calls.map((c) => c.url)).toEqual(['/api/a', 'https://api.example.com/api/a', '/api/a'])
  })
})

describe('params and bodies', () => {
  it('appends params, skipping null and undefined and encoding values', async () => {
    const calls = stubFetch(json(ok))
    await http.get('/api/list', { params: { pageIndex: 1, name: 'a b&c=d', none: null, gone: undefined, flag: false } })
    expect(calls[0]!.url).toBe('/api/list?pageIndex=1&name=a%20b%26c%3Dd&flag=false')
  })

  it('appends with & to a URL that already has a query', async () => {
    const calls = stubFetch(json(ok))
    await http.post('/api/account/logout?isDev=true', undefined, { params: { x: 1 } })
    await http.get('/api/a?', { params: { x: 2 } })
    await http.get('/api/a', { params: { x: null } })
    expect(calls.map((c) => c.url)).toEqual(['/api/account/logout?isDev=true&x=1', '/api/a?x=2', '/api/a'])
  })

  it('sends objects as JSON', async () => {
    const calls = stubFetch(json(ok))
    await http.post('/api/a', { username: 'u', list: [1] })
    await http.put('/api/a', [1, 2])
    expect(calls[0]!.init.body).toBe('{"username":"u","list":[1]}')
    expect(calls[1]!.init.method).toBe('PUT')
    expect(calls[1]!.init.body).toBe('[1,2]')
  })

  it('sends form-urlencoded bodies as a qs-style query string', async () => {
    const calls = stubFetch(json(ok))
    await http.post('/api/a', { a: { b: 1 }, list: ['x', 'y'], skip: undefined, empty: null, s: 'é &' }, { contentType: 'form' })
    const { body, headers } = calls[0]!.init
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(body).toBe('a%5Bb%5D=1&list%5B0%5D=x&list%5B1%5D=y&empty=&s=%C3%A9%20%26')
  })

  it('sends multipart bodies as FormData and lets the browser set the boundary', async () => {
    const calls = stubFetch(json(ok))
    const file = new File(['solid x'], 'part.stl', { type: 'model/stl' })
    await http.post('/api/cnc/partcosts/v3/upload', { file, files: [file, file], count: 2, skip: null, meta: { a: 1 } }, { contentType: 'multipart' })
    const { body, headers } = calls[0]!.init
    expect(body).toBeInstanceOf(FormData)
    const form = body as FormData
    expect(headers.has('content-type')).toBe(false)
    expect((form.get('file') as File).name).toBe('part.stl')
    expect(form.getAll('files')).toHaveLength(2)
    expect(form.get('count')).toBe('2')
    expect(form.has('skip')).toBe(false)
    expect(form.get('meta')).toBe('{"a":1}')
  })

  it('passes a ready FormData through without a JSON content type', async () => {
    const calls = stubFetch(json(ok))
    const form = new FormData()
    form.append('k', 'v')
    await http.post('/api/a', form)
    expect(calls[0]!.init.body).toBe(form)
    expect(calls[0]!.init.headers.has('content-type')).toBe(false)
  })
})

describe('responses', () => {
  it('resolves the envelope for code 200 and for "success"', async () => {
    stubFetch(json(ok), json({ ...ok, code: 'success' }))
    await expect(http.get<{ id: number }>('/api/a')).resolves.toEqual(ok)
    await expect(http.get('/api/a')).resolves.toMatchObject({ code: 'success', data: { id: 1 } })
    expect($toast.get()).toBeNull()
  })

  it('rejects a business failure with one toast of msg or message', async () => {
    stubFetch(json({ success: false, code: 500, msg: '名称重复', data: null }), json({ code: 4001, message: 'bad input' }), json({ code: 1 }))
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
    stubFetch(json({ code: 500, msg: 'database down' }, 500), new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }))
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

  it('suppresses the toast for silent calls but still rejects and logs out', async () => {
    stubFetch(json({ code: 401, msg: 'x' }))
    logIn()
    await rejection(http.get('/api/a', { silent: true }))
    expect($toast.get()).toBeNull()
    expect($isLoggedIn.get()).toBe(false)
  })

  it('resolves the parsed body as is for raw calls', async () => {
    stubFetch(json({ anything: true, code: 500 }))
    await expect(http.get('/api/a', { raw: true })).resolves.toEqual({ anything: true, code: 500 })
    expect($toast.get()).toBeNull()
  })

  it('resolves the whole response for blob calls', async () => {
    stubFetch(new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'content-type': 'image/png', 'x-captcha-id': 'c1' } }))
    const result = await http.get('/api/account/get-sms-image', { responseType: 'blob' })
    expect(result.status).toBe(200)
    expect(result.headers.get('x-captcha-id')).toBe('c1')
    expect(result.blob.size).toBe(3)
  })

  it('still maps HTTP and envelope errors for blob calls', async () => {
    stubFetch(json({ msg: 'no file' }, 404), json({ code: 500, msg: 'export failed' }))
    const first = await rejection(http.put('/api/cnc/partcosts/batch/download', { ids: [1] }, { responseType: 'blob' }))
    expect(first).toMatchObject({ kind: 'http', status: 404, message: 'no file' })
    const second = await rejection(http.put('/api/cnc/partcosts/batch/download', { ids: [1] }, { responseType: 'blob' }))
    expect(second).toMatchObject({ kind: 'business', code: 500, message: 'export failed' })
  })
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
