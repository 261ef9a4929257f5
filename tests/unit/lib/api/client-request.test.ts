import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http } from '../../../../src/lib/api/client.ts'
import { configure } from '../../../../src/lib/config.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { json, logIn, ok, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

beforeEach(resetState)
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

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
    await http.post(
      '/api/a',
      { a: { b: 1 }, list: ['x', 'y'], skip: undefined, empty: null, s: 'é &' },
      { contentType: 'form' },
    )
    const { body, headers } = calls[0]!.init
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(body).toBe('a%5Bb%5D=1&list%5B0%5D=x&list%5B1%5D=y&empty=&s=%C3%A9%20%26')
  })

  it('sends multipart bodies as FormData and lets the browser set the boundary', async () => {
    const calls = stubFetch(json(ok))
    const file = new File(['solid x'], 'part.stl', { type: 'model/stl' })
    await http.post(
      '/api/cnc/partcosts/v3/upload',
      { file, files: [file, file], count: 2, skip: null, meta: { a: 1 } },
      { contentType: 'multipart' },
    )
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
