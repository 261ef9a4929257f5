import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $captcha } from '../../../../src/features/auth/stores/captcha.ts'
import { $smsCountdown, resetSmsCountdown, sendSmsCode } from '../../../../src/features/auth/stores/sms.ts'
import { json, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  json({ success: code === 200, code, msg, data, extraInfo: null })
const captchaReply = () =>
  new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml', 'X-Captcha-Key': 'fresh' } })

beforeEach(() => {
  resetState()
  resetSmsCountdown()
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:captcha', revokeObjectURL: () => {} }))
})
afterEach(() => {
  resetSmsCountdown()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('sendSmsCode', () => {
  it('sends the image captcha with the phone, counts 60 s down, then allows another code', async () => {
    vi.useFakeTimers()
    const calls = stubFetch(envelope({ cooldownSeconds: 60 }), captchaReply())
    expect(await sendSmsCode('13800000001', 'E2E4', 'k1')).toBe(true)
    expect(calls[0]?.url).toBe(
      '/api/account/v2/sendsms/13800000001?phoneNumber=13800000001&imageVerifyCode=E2E4&captchaKey=k1',
    )
    expect(calls[0]?.init.method).toBe('POST')
    expect($smsCountdown.get()).toBe(60)
    // The countdown blocks a second request.
    expect(await sendSmsCode('13800000001', 'E2E4', 'k2')).toBe(false)
    vi.advanceTimersByTime(1000)
    expect($smsCountdown.get()).toBe(59)
    vi.advanceTimersByTime(59_000)
    expect($smsCountdown.get()).toBe(0)
    vi.advanceTimersByTime(5000)
    expect($smsCountdown.get()).toBe(0)
    expect(calls.filter((c) => c.url.includes('sendsms'))).toHaveLength(1)
  })

  it('fetches a new captcha after each try, since the server spent the old one', async () => {
    const calls = stubFetch(envelope(null, 400, '图形验证码错误'), captchaReply())
    expect(await sendSmsCode('13800000001', 'XXXX', 'k1')).toBe(false)
    expect($smsCountdown.get()).toBe(0)
    await vi.waitFor(() => expect($captcha.get()).toEqual({ status: 'ready', url: 'blob:captcha', key: 'fresh' }))
    expect(calls[1]?.url).toBe('/api/account/get-sms-image')
  })

  it('follows the cooldown the server names', async () => {
    stubFetch(envelope({ cooldownSeconds: 30 }), captchaReply())
    await sendSmsCode('13800000001', 'E2E4', 'k1')
    expect($smsCountdown.get()).toBe(30)
  })
})
