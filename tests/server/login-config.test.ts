import { describe, expect, it } from 'vitest'
import { createTestContext, PASSWORD } from './helpers/context.ts'

describe('configuration', () => {
  it('reads the token from QUOTE_TOKEN_HEADER and fixes the captcha with QUOTE_TEST_CAPTCHA', async () => {
    const custom = await createTestContext({ QUOTE_TOKEN_HEADER: 'X-Quote-Token', QUOTE_TEST_CAPTCHA: 'TEST' })
    try {
      const image = await custom.request({ method: 'GET', url: '/api/account/get-sms-image' })
      const res = await custom.request({
        method: 'POST',
        url: '/api/account/v2/login',
        payload: {
          username: 'admin',
          password: PASSWORD,
          captchaKey: image.headers['x-captcha-key'],
          captchaCode: 'test',
        },
      })
      const token = res.json().data.token
      const viaCustom = await custom.request({
        method: 'GET',
        url: '/api/account/get-current-user-info',
        headers: { 'x-quote-token': `Bearer ${token}` },
      })
      expect(viaCustom.json().data.role).toBe('SuperAdministrator')
      const viaAuthorization = await custom.request({
        method: 'GET',
        url: '/api/account/get-current-user-info',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(viaAuthorization.statusCode).toBe(401)
    } finally {
      await custom.close()
    }
  })

  it('limits login attempts per IP with an envelope 429', async () => {
    const limited = await createTestContext({ QUOTE_LOGIN_RATE_MAX: '3' })
    try {
      const codes: number[] = []
      for (let i = 0; i < 4; i++) {
        const res = await limited.request({
          method: 'POST',
          url: '/api/account/v2/login',
          headers: { 'accept-language': 'en' },
          payload: { username: 'customer', password: 'Wrong-pass1', captchaKey: 'x', captchaCode: 'ABCD' },
        })
        codes.push(res.statusCode)
        if (i === 3) expect(res.json()).toMatchObject({ success: false, code: 429, data: null })
        if (i === 3) expect(res.json().msg).toMatch(/^Too many requests, please try again in \d+ s$/)
      }
      expect(codes).toEqual([400, 400, 400, 429])
    } finally {
      await limited.close()
    }
  })
})
