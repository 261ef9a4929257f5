import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerAccount, resetPassword } from '../../../../src/features/auth/stores/account.ts'
import { logInByPhone } from '../../../../src/features/auth/stores/login.ts'
import { $toast } from '../../../../src/lib/api/toast.ts'
import { $isLoggedIn, $session } from '../../../../src/lib/stores/session.ts'
import { json, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  json({ success: code === 200, code, msg, data, extraInfo: null })
const sessionReply = envelope({
  token: 'new',
  expiresAt: '2030-01-01T00:00:00Z',
  userInfo: { id: 9, username: 'maker', avatarUrl: null },
})
const userReply = envelope({
  userInfo: { id: 9, username: 'maker', avatarUrl: '/api/uploads/avatars/a.png' },
  roleId: 4,
  role: 'Customer',
  roleRouters: [],
})

beforeEach(resetState)
afterEach(() => vi.unstubAllGlobals())

describe('logInByPhone', () => {
  it('logs in with the phone and SMS code and loads role, routes and avatar', async () => {
    const calls = stubFetch(sessionReply, userReply)
    expect(await logInByPhone({ phoneNumber: '13800000001', smsCode: '246810', rememberMe: true })).toBe(true)
    expect(calls[0]?.url).toBe('/api/account/v2/login-phone')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      phoneNumber: '13800000001',
      smsCode: '246810',
      rememberMe: true,
    })
    expect($session.get()).toMatchObject({
      token: 'new',
      avatarUrl: '/api/uploads/avatars/a.png',
      userInfo: { roleId: 4 },
    })
    expect($session.get().loginInfo).toEqual({ username: 'maker' })
  })

  it('stays logged out on a wrong code', async () => {
    stubFetch(envelope(null, 400, '验证码错误'))
    expect(await logInByPhone({ phoneNumber: '13800000001', smsCode: '000000', rememberMe: false })).toBe(false)
    expect($isLoggedIn.get()).toBe(false)
  })
})

describe('registerAccount', () => {
  it('registers, leaves out empty optional fields, and logs the new customer in', async () => {
    const calls = stubFetch(sessionReply, userReply)
    const ok = await registerAccount({
      username: 'maker',
      password: 'Secret123',
      phoneNumber: '13900000000',
      smsCode: '246810',
      nickName: ' Maker ',
      companyName: '',
      email: '  ',
    })
    expect(ok).toEqual({ ok: true })
    expect(calls[0]?.url).toBe('/api/account/v3/register')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      username: 'maker',
      password: 'Secret123',
      phoneNumber: '13900000000',
      smsCode: '246810',
      nickName: 'Maker',
    })
    expect($isLoggedIn.get()).toBe(true)
    // Registration sessions are short ones: nothing is remembered.
    expect($session.get().loginInfo).toBeUndefined()
  })

  const input = { username: 'admin', password: 'Secret123', phoneNumber: '13900000000', smsCode: '246810' }
  const taken = (field: string, msg: string) =>
    json({ success: false, code: 409, msg, data: null, extraInfo: { field } }, 409)

  it('answers a taken username or phone for its field, without a far-away toast or logging in', async () => {
    stubFetch(taken('username', '用户名已被注册'), taken('phoneNumber', '手机号已被注册'))
    expect(await registerAccount(input)).toEqual({ ok: false, field: 'username', message: '用户名已被注册' })
    expect(await registerAccount(input)).toEqual({ ok: false, field: 'phoneNumber', message: '手机号已被注册' })
    expect($toast.get()).toBeNull()
    expect($isLoggedIn.get()).toBe(false)
  })

  it('says any other failure in a toast', async () => {
    stubFetch(envelope(null, 400, '短信验证码错误'))
    expect(await registerAccount(input)).toEqual({ ok: false })
    expect($toast.get()).toMatchObject({ variant: 'danger', message: '短信验证码错误' })
  })
})

describe('resetPassword', () => {
  const input = {
    phoneNumber: '13900000000',
    smsCode: '246810',
    newPassword: 'Better456',
    confirmPassword: 'Better456',
  }

  it('answers the server confirmation and never logs in', async () => {
    const calls = stubFetch(envelope(true, 200, '密码已重置，请重新登录'))
    expect(await resetPassword(input)).toBe('密码已重置，请重新登录')
    expect(calls[0]?.url).toBe('/api/account/v2/forgot-password')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(input)
    expect($isLoggedIn.get()).toBe(false)
  })

  it('answers null when the reset failed', async () => {
    stubFetch(envelope(null, 400, '验证码错误'))
    expect(await resetPassword(input)).toBeNull()
  })
})
