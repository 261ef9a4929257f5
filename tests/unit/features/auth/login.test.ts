import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $captcha, refreshCaptcha } from '../../../../src/features/auth/stores/captcha.ts'
import { logIn, logOut } from '../../../../src/features/auth/stores/login.ts'
import { $isLoggedIn, $session } from '../../../../src/lib/stores/session.ts'
import { json, logIn as seedSession, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  json({ success: code === 200, code, msg, data, extraInfo: null })
const captchaReply = () =>
  new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml', 'X-Captcha-Key': 'k2' } })
const input = { username: 'customer', password: 'secret', captchaCode: 'AB12', captchaKey: 'k1', rememberMe: true }
const routes = [{ path: '/ai-quote', component: '#', children: [] }]

beforeEach(() => {
  resetState()
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:captcha', revokeObjectURL: () => {} }))
})
afterEach(() => vi.unstubAllGlobals())

describe('logIn', () => {
  it('stores the token, the user with role, and the role routes, never the password', async () => {
    const calls = stubFetch(
      envelope({ token: 't0k', expiresAt: '2030-01-01T00:00:00Z', userInfo: { id: 7, username: 'customer' } }),
      envelope({ userInfo: { id: 7, username: 'customer' }, roleId: 4, role: 'Customer', roleRouters: routes }),
    )
    expect(await logIn(input)).toBe(true)
    const session = $session.get()
    expect(session.token).toBe('t0k')
    expect(session.userInfo).toMatchObject({ username: 'customer', role: 'Customer', roleId: 4 })
    expect(session.roleRouters).toEqual(routes)
    expect(session.loginInfo).toEqual({ username: 'customer' })
    expect(JSON.stringify(localStorage)).not.toContain('secret')
    expect(calls[1]?.init.headers.get('Authorization')).toBe('Bearer t0k')
  })

  it('fails cleanly with a fresh captcha when the server refuses', async () => {
    stubFetch(envelope(null, 400, '用户名或密码错误'), captchaReply())
    expect(await logIn(input)).toBe(false)
    expect($isLoggedIn.get()).toBe(false)
    await vi.waitFor(() => expect($captcha.get()).toEqual({ status: 'ready', url: 'blob:captcha', key: 'k2' }))
  })

  it('leaves no half-logged-in session when the user info call fails', async () => {
    stubFetch(
      envelope({ token: 't0k', expiresAt: '2030-01-01T00:00:00Z', userInfo: { id: 7 } }),
      json({ success: false, code: 500, msg: 'boom', data: null }, 500),
      captchaReply(),
    )
    expect(await logIn(input)).toBe(false)
    expect($session.get().token).toBe('')
    expect($session.get().userInfo).toBeUndefined()
  })
})

describe('captcha', () => {
  it('shows the failure state when the image cannot be loaded', async () => {
    stubFetch(json({ success: false, code: 500, msg: 'down', data: null }, 500))
    await refreshCaptcha()
    expect($captcha.get()).toEqual({ status: 'error' })
  })
})

describe('logOut', () => {
  it('resets the session only when the server confirms', async () => {
    seedSession()
    stubFetch(json({ success: false, code: 500, msg: 'down', data: null }, 500))
    expect(await logOut()).toBe(false)
    expect($isLoggedIn.get()).toBe(true)
    const calls = stubFetch(envelope(true))
    expect(await logOut()).toBe(true)
    expect($isLoggedIn.get()).toBe(false)
    expect(calls[0]?.url).toContain('/api/account/logout?isDev=false')
  })
})
