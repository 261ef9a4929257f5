import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DEMO_INDEX, type TestContext } from './helpers/context.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('static site', () => {
  it('serves the demo index at / with a page CSP that allows blob: workers and data: images', async () => {
    const res = await ctx.request({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(DEMO_INDEX)
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("worker-src 'self' blob:")
    expect(csp).toContain("img-src 'self' data: blob:")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  })

  it('allows exactly the inline scripts a demo page contains, by hash', async () => {
    const res = await ctx.request({ method: 'GET', url: '/cms.html' })
    expect(res.statusCode).toBe(200)
    // sha256 of "console.log(1)", the inline module script of the test page.
    expect(String(res.headers['content-security-policy'])).toContain("'sha256-")
    expect(String(res.headers['content-security-policy'])).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  })

  it('falls back to the demo index for history routes that accept HTML', async () => {
    for (const url of ['/login', '/ai-quote/quote?id=3', '/admin/manage']) {
      const res = await ctx.request({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } })
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe(DEMO_INDEX)
    }
  })

  it('does not fall back for non-HTML requests or under /dist/', async () => {
    const script = await ctx.request({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } })
    expect(script.statusCode).toBe(404)
    expect(script.json().code).toBe(404)
    const dist = await ctx.request({ method: 'GET', url: '/dist/missing.js', headers: { accept: 'text/html' } })
    expect(dist.statusCode).toBe(404)
    expect(dist.json().code).toBe(404)
  })

  it('serves the bundle under /dist/ to any origin', async () => {
    const res = await ctx.request({
      method: 'GET',
      url: '/dist/quote-elements.js',
      headers: { origin: 'https://x.test' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('bundle = true')
    expect(res.headers['access-control-allow-origin']).toBe('*')
  })

  it('publishes the OpenAPI document under /api/docs', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/account/v2/login',
        '/api/account/get-current-user-info',
        '/api/chatrecord/page-query',
        '/api/auto-process-chat-record/create',
      ]),
    )
    expect(doc.paths['/api/account/v2/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'password', 'captchaCode', 'captchaKey']),
    )
    const ui = await ctx.request({ method: 'GET', url: '/api/docs' })
    expect([200, 302]).toContain(ui.statusCode)
  })
})
