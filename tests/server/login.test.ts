import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captchas, sessions, users } from '../../server/db/schema.ts'
import { CAPTCHA_ALPHABET } from '../../server/lib/captcha-svg.ts'
import { sha256 } from '../../server/lib/tokens.ts'
import { createTestContext, PASSWORD, type TestContext } from './helpers/context.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

async function login(body: Record<string, unknown>, lang = 'zh-CN') {
  const { key, code } = await ctx.captcha()
  return ctx.request({
    method: 'POST',
    url: '/api/account/v2/login',
    headers: { 'accept-language': lang },
    payload: { captchaKey: key, captchaCode: code, ...body },
  })
}

describe('GET /api/account/get-sms-image', () => {
  it('answers an uncached SVG with its key in X-Captcha-Key', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/account/get-sms-image' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('image/svg+xml')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body.startsWith('<svg')).toBe(true)
    expect(String(res.headers['x-captcha-key'])).toMatch(/^[a-f0-9]{32}$/)
    expect(res.body).not.toContain('<script')
  })

  it('draws 4 unambiguous characters and stores them for 5 minutes', async () => {
    const { key, code } = await ctx.captcha()
    expect(code).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`))
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(CAPTCHA_ALPHABET).not.toContain(ambiguous)
    const [row] = await ctx.db.select().from(captchas).where(eq(captchas.key, key))
    const ttl = row!.expiresAt.getTime() - Date.now()
    expect(ttl).toBeGreaterThan(4.9 * 60_000)
    expect(ttl).toBeLessThanOrEqual(5 * 60_000)
  })
})

describe('POST /api/account/v2/login', () => {
  it('logs in and answers a token and userInfo without the password hash', async () => {
    const res = await login({ username: 'customer', password: PASSWORD })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ success: true, code: 200, extraInfo: null })
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.data.userInfo).toMatchObject({ username: 'customer', role: 'Customer', isSubUser: false })
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|password_hash|scrypt\$/)
  })

  it('accepts the captcha in any letter case and the username in any case', async () => {
    const { key, code } = await ctx.captcha()
    const res = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/login',
      payload: { username: 'CUSTOMER', password: PASSWORD, captchaKey: key, captchaCode: code.toLowerCase() },
    })
    expect(res.json().code).toBe(200)
  })

  it('stores only the sha256 of the token', async () => {
    const token = (await login({ username: 'auditor', password: PASSWORD })).json().data.token as string
    const rows = await ctx.db.select().from(sessions)
    expect(rows.some((r) => r.tokenHash === token)).toBe(false)
    expect(rows.every((r) => /^[a-f0-9]{64}$/.test(r.tokenHash))).toBe(true)
  })

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await login({ username: 'nobody-here', password: PASSWORD }, 'en')
    const wrong = await login({ username: 'customer', password: 'Wrong-pass1' }, 'en')
    expect(unknown.statusCode).toBe(400)
    expect(wrong.statusCode).toBe(400)
    expect(unknown.json()).toEqual(wrong.json())
    expect(wrong.json().msg).toBe('Incorrect username or password')
  })

  it('rejects a wrong, reused, expired or unknown captcha', async () => {
    const { key, code } = await ctx.captcha()
    const wrongCode = code === 'AAAA' ? 'CCCC' : 'AAAA'
    const payload = { username: 'customer', password: PASSWORD, captchaKey: key }
    const wrong = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/login',
      payload: { ...payload, captchaCode: wrongCode },
    })
    expect(wrong.json()).toMatchObject({ code: 400, msg: '图形验证码错误或已过期' })
    // A wrong guess burns the captcha: the right code no longer works either.
    const reused = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/login',
      payload: { ...payload, captchaCode: code },
    })
    expect(reused.json().msg).toBe('图形验证码错误或已过期')

    const fresh = await ctx.captcha()
    await ctx.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.key, fresh.key))
    const expired = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/login',
      payload: { ...payload, captchaKey: fresh.key, captchaCode: fresh.code },
    })
    expect(expired.json().msg).toBe('图形验证码错误或已过期')

    const unknownKey = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/login',
      payload: { ...payload, captchaKey: 'f'.repeat(32), captchaCode: 'ACDE' },
    })
    expect(unknownKey.json().code).toBe(400)
  })

  it('makes a captcha single use after a successful login', async () => {
    const { key, code } = await ctx.captcha()
    const payload = { username: 'customer', password: PASSWORD, captchaKey: key, captchaCode: code }
    expect((await ctx.request({ method: 'POST', url: '/api/account/v2/login', payload })).json().code).toBe(200)
    expect((await ctx.request({ method: 'POST', url: '/api/account/v2/login', payload })).json().code).toBe(400)
  })

  it('refuses a disabled account and stops its existing tokens', async () => {
    const token = await ctx.login('subadmin')
    await ctx.db.update(users).set({ status: 0 }).where(eq(users.username, 'subadmin'))
    try {
      const res = await login({ username: 'subadmin', password: PASSWORD })
      expect(res.statusCode).toBe(400)
      expect(res.json().msg).toBe('用户名或密码错误')
      const info = await ctx.request({
        method: 'GET',
        url: '/api/account/get-current-user-info',
        headers: ctx.auth(token),
      })
      expect(info.statusCode).toBe(401)
    } finally {
      await ctx.db.update(users).set({ status: 1 }).where(eq(users.username, 'subadmin'))
    }
  })

  it('answers a disabled or deleted account’s right password exactly as a wrong one (no password oracle)', async () => {
    await ctx.db.update(users).set({ status: 0 }).where(eq(users.username, 'auditor'))
    try {
      const disabledRight = await login({ username: 'auditor', password: PASSWORD })
      const disabledWrong = await login({ username: 'auditor', password: 'Wrong-pass-2026' })
      expect([disabledRight.statusCode, disabledRight.json()]).toEqual([disabledWrong.statusCode, disabledWrong.json()])
      expect(disabledRight.json()).toMatchObject({ code: 400, msg: '用户名或密码错误' })
      await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.username, 'auditor'))
      const right = await login({ username: 'auditor', password: PASSWORD }, 'en')
      const wrong = await login({ username: 'auditor', password: 'Wrong-pass-2026' }, 'en')
      expect([right.statusCode, right.json()]).toEqual([wrong.statusCode, wrong.json()])
      expect(right.json()).toMatchObject({ code: 400, msg: 'Incorrect username or password' })
    } finally {
      await ctx.db.update(users).set({ status: 1, deletedAt: null }).where(eq(users.username, 'auditor'))
    }
  })

  it('makes remember-me tokens live 30 days instead of 12 hours', async () => {
    const short = (await login({ username: 'customer', password: PASSWORD })).json().data
    const long = (await login({ username: 'customer', password: PASSWORD, rememberMe: true })).json().data
    const hours = (iso: string) => (new Date(iso).getTime() - Date.now()) / 3_600_000
    expect(hours(short.expiresAt)).toBeGreaterThan(11.9)
    expect(hours(short.expiresAt)).toBeLessThanOrEqual(12)
    expect(hours(long.expiresAt)).toBeGreaterThan(30 * 24 - 0.1)
  })

  it('validates field types and lengths', async () => {
    const notBool = await login({ username: 'customer', password: PASSWORD, rememberMe: 'yes' }, 'en')
    expect(notBool.json()).toMatchObject({ code: 400, msg: 'rememberMe has the wrong type, expected boolean' })
    const longPassword = await login({ username: 'customer', password: 'a1'.repeat(40) }, 'en')
    expect(longPassword.json()).toMatchObject({ code: 400, msg: 'password must be at most 64 characters' })
  })
})

describe('tokens', () => {
  it('rejects a missing, malformed, unknown or expired token with HTTP 401 and code 401', async () => {
    const token = await ctx.login('customer')
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(token)))
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer not a token' },
      { authorization: `Bearer ${'a'.repeat(43)}` },
      { authorization: `Bearer ${token}` },
    ]
    for (const headers of cases) {
      const res = await ctx.request({ method: 'GET', url: '/api/account/get-current-user-info', headers })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ success: false, code: 401, msg: '登录已过期，请重新登录', data: null })
    }
  })

  it('revokes the token on logout (isDev accepted)', async () => {
    const token = await ctx.login('customer')
    const out = await ctx.request({ method: 'POST', url: '/api/account/logout?isDev=false', headers: ctx.auth(token) })
    expect(out.json()).toMatchObject({ code: 200, data: true, msg: '已退出登录' })
    const after = await ctx.request({
      method: 'GET',
      url: '/api/account/get-current-user-info',
      headers: ctx.auth(token),
    })
    expect(after.statusCode).toBe(401)
    const again = await ctx.request({ method: 'POST', url: '/api/account/logout', headers: ctx.auth(token) })
    expect(again.statusCode).toBe(401)
  })

  it('accepts a body-less POST sent with the JSON content type, as the client sends every request', async () => {
    const token = await ctx.login('customer')
    const out = await ctx.request({
      method: 'POST',
      url: '/api/account/logout?isDev=false',
      headers: { ...ctx.auth(token), 'content-type': 'application/json' },
    })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toMatchObject({ code: 200, data: true })
  })
})
