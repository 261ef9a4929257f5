import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './helpers/context.ts'

let ctx: TestContext
let token: string

beforeAll(async () => {
  ctx = await createTestContext({ QUOTE_ALLOWED_ORIGINS: 'https://cms.example.com, https://erp.example.com/' })
  token = await ctx.login('customer')
})
afterAll(() => ctx.close())

const envelopeKeys = ['code', 'data', 'extraInfo', 'msg', 'success']

describe('the envelope on failures', () => {
  it('answers unknown /api paths with an envelope 404, even when the caller accepts HTML', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const res = await ctx.request({ method: 'GET', url: '/api/does-not-exist', headers: { accept } })
      expect(res.statusCode).toBe(404)
      expect(Object.keys(res.json()).sort()).toEqual(envelopeKeys)
      expect(res.json()).toMatchObject({ success: false, code: 404, data: null, msg: '接口不存在' })
    }
  })

  it('localizes messages by Accept-Language (zh-CN default, en, q-values honoured)', async () => {
    const get = (lang?: string) =>
      ctx.request({ method: 'GET', url: '/api/nope', headers: lang ? { 'accept-language': lang } : {} })
    expect((await get()).json().msg).toBe('接口不存在')
    expect((await get('en-US,en;q=0.9')).json().msg).toBe('Not found')
    expect((await get('zh-CN;q=0.5,en;q=0.8')).json().msg).toBe('Not found')
    expect((await get('fr-FR')).json().msg).toBe('接口不存在')
  })

  it('names the missing field in a validation error', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/login',
      headers: { 'accept-language': 'en' },
      payload: { password: 'x', captchaCode: 'ABCD', captchaKey: 'k' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, code: 400, data: null, msg: 'username is required' })
  })

  it('names the field with the wrong type and the over-long field', async () => {
    const wrongType = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/login',
      payload: { username: 42, password: 'x', captchaCode: 'ABCD', captchaKey: 'k' },
    })
    expect(wrongType.json()).toMatchObject({ code: 400, msg: '参数 username 类型错误，应为 string' })
    const tooLong = await ctx.request({
      method: 'POST',
      url: '/api/chatrecord/create',
      headers: { ...ctx.auth(token), 'accept-language': 'en' },
      payload: { name: 'x'.repeat(101) },
    })
    expect(tooLong.json()).toMatchObject({ code: 400, msg: 'name must be at most 100 characters' })
  })

  it('answers malformed JSON, an empty JSON body and an unsupported content type with envelopes', async () => {
    const bad = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ success: false, code: 400, msg: '请求体不是有效的 JSON' })
    const empty = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    })
    expect(empty.json()).toMatchObject({ success: false, code: 400 })
    const xml = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    })
    expect(xml.statusCode).toBe(415)
    expect(xml.json()).toMatchObject({ success: false, code: 415 })
  })

  it('rejects a body over the limit with a 413 envelope', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/chatrecord/create',
      headers: ctx.auth(token),
      payload: { name: 'a', padding: 'x'.repeat(ctx.config.bodyLimit) },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ success: false, code: 413, msg: '请求内容过大' })
  })

  it('hides internal errors behind a generic 500 envelope', async () => {
    const broken = await createTestContext()
    try {
      const brokenToken = await broken.login('customer')
      await broken.db.execute(sql`DROP TABLE chat_records CASCADE`)
      const res = await broken.request({
        method: 'GET',
        url: '/api/chatrecord/page-query',
        headers: { ...broken.auth(brokenToken), 'accept-language': 'en' },
      })
      expect(res.statusCode).toBe(500)
      expect(res.json()).toEqual({
        success: false,
        code: 500,
        msg: 'Internal server error, please try again later',
        data: null,
        extraInfo: null,
      })
      expect(res.body).not.toContain('chat_records')
    } finally {
      await broken.close()
    }
  })
})

describe('security headers and CORS', () => {
  it('sends helmet headers and the strict CSP on API answers', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/chatrecord/page-query', headers: ctx.auth(token) })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
  })

  it('allows listed origins with credentials and exposes X-Captcha-Key', async () => {
    const res = await ctx.request({
      method: 'GET',
      url: '/api/account/get-sms-image',
      headers: { origin: 'https://erp.example.com' },
    })
    expect(res.headers['access-control-allow-origin']).toBe('https://erp.example.com')
    expect(res.headers['access-control-allow-credentials']).toBe('true')
    expect(String(res.headers['access-control-expose-headers'])).toContain('X-Captcha-Key')
  })

  it('answers a preflight for the token header from a listed origin only', async () => {
    const preflight = (origin: string) =>
      ctx.request({
        method: 'OPTIONS',
        url: '/api/account/get-current-user-info',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,content-type',
        },
      })
    const allowed = await preflight('https://cms.example.com')
    expect(allowed.statusCode).toBe(204)
    expect(allowed.headers['access-control-allow-origin']).toBe('https://cms.example.com')
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('authorization')
    const denied = await preflight('https://evil.example.com')
    expect(denied.headers['access-control-allow-origin']).toBeUndefined()
  })
})
