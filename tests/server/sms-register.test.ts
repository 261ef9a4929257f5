import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menus, roles, smsCodes, users } from '../../server/db/schema.ts'
import { createTestContext, PASSWORD, type TestContext } from './helpers/context.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

/** Lets a phone receive another code at once, as if the 60 s cooldown had passed. */
async function skipCooldown(phone: string) {
  await ctx.db
    .update(smsCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(smsCodes.phoneNumber, phone))
}

async function sendSms(phone: string, opts: { lang?: string; viaHeader?: boolean } = {}) {
  const { key, code } = await ctx.captcha()
  const query = opts.viaHeader ? `imageVerifyCode=${code}` : `imageVerifyCode=${code}&captchaKey=${key}`
  return ctx.request({
    method: 'POST',
    url: `/api/account/v2/sendsms/${phone}?phoneNumber=${phone}&${query}`,
    headers: { 'accept-language': opts.lang ?? 'zh-CN', ...(opts.viaHeader ? { 'x-captcha-key': key } : {}) },
  })
}

const lastCode = (phone: string) => [...ctx.sms].reverse().find((s) => s.phoneNumber === phone)!.code

describe('POST /api/account/v2/sendsms/{phoneNumber}', () => {
  it('sends a 6-digit code through the sender after the image captcha', async () => {
    const res = await sendSms('13900000001')
    expect(res.json()).toMatchObject({ success: true, code: 200, msg: '验证码已发送', data: { cooldownSeconds: 60 } })
    expect(lastCode('13900000001')).toMatch(/^\d{6}$/)
  })

  it('takes the captcha key from the X-Captcha-Key header too', async () => {
    expect((await sendSms('13900000009', { viaHeader: true })).json().code).toBe(200)
  })

  it('refuses a second code within 60 s', async () => {
    const res = await sendSms('13900000001', { lang: 'en' })
    expect(res.statusCode).toBe(429)
    expect(res.json().msg).toMatch(/^Codes are sent too often, please try again in \d+ s$/)
  })

  it('requires a valid image captcha and a valid phone number', async () => {
    const noCaptcha = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/sendsms/13900000002?imageVerifyCode=ABCD&captchaKey=zz',
    })
    expect(noCaptcha.json()).toMatchObject({ code: 400, msg: '图形验证码错误或已过期' })
    const missing = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/sendsms/13900000002',
      headers: { 'accept-language': 'en' },
    })
    expect(missing.json()).toMatchObject({ code: 400, msg: 'imageVerifyCode is required' })
    const badPhone = await sendSms('12345', { lang: 'en' })
    expect(badPhone.json()).toMatchObject({ code: 400, msg: 'phoneNumber has an invalid format' })
  })
})

describe('phone login, registration and password reset', () => {
  it('logs in by phone with the SMS code, once', async () => {
    await sendSms('13800000001')
    const code = lastCode('13800000001')
    const payload = { phoneNumber: '13800000001', smsCode: code }
    const res = await ctx.request({ method: 'POST', url: '/api/account/v2/login-phone', payload })
    expect(res.json()).toMatchObject({ code: 200, data: { userInfo: { username: 'customer' } } })
    const again = await ctx.request({ method: 'POST', url: '/api/account/v2/login-phone', payload })
    expect(again.json()).toMatchObject({ code: 400, msg: '短信验证码错误或已过期' })
  })

  it('burns a code after 5 wrong guesses', async () => {
    await skipCooldown('13800000001')
    await sendSms('13800000001')
    const code = lastCode('13800000001')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      await ctx.request({
        method: 'POST',
        url: '/api/account/v2/login-phone',
        payload: { phoneNumber: '13800000001', smsCode: wrong },
      })
    }
    const right = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/login-phone',
      payload: { phoneNumber: '13800000001', smsCode: code },
    })
    expect(right.json().code).toBe(400)
  })

  it('does not log in an unregistered phone, whatever the code', async () => {
    await sendSms('13900000003')
    const res = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/login-phone',
      payload: { phoneNumber: '13900000003', smsCode: lastCode('13900000003') },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().data).toBeNull()
  })

  it('registers a Customer and logs it in', async () => {
    await sendSms('13900000004')
    const res = await ctx.request({
      method: 'POST',
      url: '/api/account/v3/register',
      payload: {
        username: 'newbie',
        password: 'Newbie2026',
        phoneNumber: '13900000004',
        smsCode: lastCode('13900000004'),
        companyName: '新公司',
      },
    })
    expect(res.json()).toMatchObject({
      code: 200,
      msg: '注册成功',
      data: { userInfo: { username: 'newbie', role: 'Customer', companyName: '新公司' } },
    })
    const info = await ctx.request({
      method: 'GET',
      url: '/api/account/get-current-user-info',
      headers: ctx.auth(res.json().data.token),
    })
    expect(info.json().data.role).toBe('Customer')
    expect(await ctx.login('newbie', 'Newbie2026')).toBeTruthy()
  })

  it('refuses taken usernames and phones, weak passwords and wrong codes', async () => {
    const base = { username: 'another', password: 'Another2026', phoneNumber: '13900000005', smsCode: '123456' }
    const taken = await ctx.request({
      method: 'POST',
      url: '/api/account/v3/register',
      payload: { ...base, username: 'Customer' },
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ msg: '用户名已被注册', extraInfo: { field: 'username' } })
    const phoneTaken = await ctx.request({
      method: 'POST',
      url: '/api/account/v3/register',
      payload: { ...base, phoneNumber: '13800000001' },
    })
    expect(phoneTaken.json()).toMatchObject({ msg: '手机号已被注册', extraInfo: { field: 'phoneNumber' } })
    const weak = await ctx.request({
      method: 'POST',
      url: '/api/account/v3/register',
      payload: { ...base, password: 'onlyletters' },
    })
    expect(weak.json()).toMatchObject({ code: 400, msg: '密码长度需为 8-64 位，且同时包含字母和数字' })
    const badName = await ctx.request({
      method: 'POST',
      url: '/api/account/v3/register',
      headers: { 'accept-language': 'en' },
      payload: { ...base, username: '<img src=x>' },
    })
    expect(badName.json()).toMatchObject({ code: 400, msg: 'username has an invalid format' })
    const wrongCode = await ctx.request({ method: 'POST', url: '/api/account/v3/register', payload: base })
    expect(wrongCode.json().msg).toBe('短信验证码错误或已过期')
    const [created] = await ctx.db.select().from(users).where(eq(users.username, 'another'))
    expect(created).toBeUndefined()
  })

  it('tells whether a username or phone is registered without a captcha, as the form asks on leaving a field', async () => {
    const ask = (q: string) => ctx.request({ method: 'POST', url: `/api/account/is-registered?${q}` })
    expect((await ask('username=customer')).json().data).toBe(true)
    expect((await ask('phoneNumber=13800000001')).json().data).toBe(true)
    expect((await ask('username=ghost')).json().data).toBe(false)
    // Asked twice, it answers twice: nothing single-use is spent.
    expect((await ask('phoneNumber=13800000001')).json()).toMatchObject({ code: 200, data: true })
    expect((await ask('')).json().code).toBe(400)
  })

  it('resets a password by SMS and revokes every session', async () => {
    const token = await ctx.login('acme')
    await sendSms('13800000002')
    const res = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/forgot-password',
      payload: {
        phoneNumber: '13800000002',
        smsCode: lastCode('13800000002'),
        newPassword: 'Acme-new-2026',
        confirmPassword: 'Acme-new-2026',
      },
    })
    expect(res.json()).toMatchObject({ code: 200, msg: '密码已重置，请重新登录' })
    const old = await ctx.request({
      method: 'GET',
      url: '/api/account/get-current-user-info',
      headers: ctx.auth(token),
    })
    expect(old.statusCode).toBe(401)
    await expect(ctx.login('acme')).rejects.toThrow()
    expect(await ctx.login('acme', 'Acme-new-2026')).toBeTruthy()
  })

  it('validates the reset payload', async () => {
    const mismatch = await ctx.request({
      method: 'POST',
      url: '/api/account/v2/forgot-password',
      headers: { 'accept-language': 'en' },
      payload: {
        phoneNumber: '13800000002',
        smsCode: '123456',
        newPassword: 'Abcdefg123',
        confirmPassword: 'Abcdefg124',
      },
    })
    expect(mismatch.json()).toMatchObject({ code: 400, msg: 'confirmPassword is invalid' })
  })
})

describe('QUOTE_TEST_SMS_CODE and the per-IP SMS limit', () => {
  it('fixes the code and limits sends per IP', async () => {
    const fixed = await createTestContext({ QUOTE_TEST_SMS_CODE: '246810', QUOTE_SMS_RATE_MAX: '2' })
    try {
      const send = async (phone: string) => {
        const { key, code } = await fixed.captcha()
        return fixed.request({
          method: 'POST',
          url: `/api/account/v2/sendsms/${phone}?imageVerifyCode=${code}&captchaKey=${key}`,
        })
      }
      expect((await send('13700000001')).json().code).toBe(200)
      expect(fixed.sms.at(-1)!.code).toBe('246810')
      const login = await fixed.request({
        method: 'POST',
        url: '/api/account/v2/login-phone',
        payload: { phoneNumber: '13700000001', smsCode: '246810' },
      })
      expect(login.statusCode).toBe(400)
      expect((await send('13700000002')).json().code).toBe(200)
      expect((await send('13700000003')).statusCode).toBe(429)
      expect(fixed.sms).toHaveLength(2)
    } finally {
      await fixed.close()
    }
  })
})

describe('demo seeding', () => {
  it('seeds no accounts with QUOTE_SEED_DEMO=false but still seeds roles and menus', async () => {
    const empty = await createTestContext({ QUOTE_SEED_DEMO: 'false' })
    try {
      expect(await empty.db.select().from(users)).toHaveLength(0)
      expect((await empty.db.select().from(roles)).map((r) => r.code).sort()).toEqual([
        'Administrator',
        'Auditor',
        'Customer',
        'SuperAdministrator',
      ])
      expect((await empty.db.select().from(menus)).length).toBeGreaterThan(20)
      await expect(empty.login('admin', PASSWORD)).rejects.toThrow()
    } finally {
      await empty.close()
    }
  })
})
