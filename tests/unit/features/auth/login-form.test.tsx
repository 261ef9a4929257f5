import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoginForm } from '../../../../src/features/auth/components/login-form.tsx'
import { PhoneLoginForm } from '../../../../src/features/auth/components/phone-login-form.tsx'
import { RegisterForm } from '../../../../src/features/auth/components/register-form.tsx'
import { resetSmsCountdown } from '../../../../src/features/auth/stores/sms.ts'
import { json, stubFetch, type FetchCall } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  json({ success: code === 200, code, msg, data, extraInfo: null })
let keys = 0
const captchaReply = () =>
  new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml', 'X-Captcha-Key': `k${++keys}` } })

let host: HTMLDivElement
let root: Root

const field = (id: string) =>
  host.querySelector(`[data-testid="${id}"]`) as HTMLElement & { value: string; helpText: string }

/** Types into a Shoelace input the way it reports typing: value, then `sl-input`. */
async function type(id: string, value: string) {
  await act(async () => {
    const el = field(id)
    el.value = value
    el.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }))
  })
}

async function submit(formId: string) {
  await act(async () => (host.querySelector(`[data-testid="${formId}"]`) as HTMLFormElement).requestSubmit())
}

/** Routes the stubbed fetch by URL: captchas get fresh keys, the rest the given replies in order. */
function server(...replies: Response[]): FetchCall[] {
  return stubFetch((call) =>
    call.url.includes('get-sms-image') ? captchaReply() : (replies.shift() ?? envelope(null, 500, 'unexpected')),
  )
}

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  resetState()
  resetSmsCountdown()
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:${keys}`, revokeObjectURL: () => {} }))
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})
afterEach(async () => {
  await act(async () => root.unmount())
  host.remove()
  resetSmsCountdown()
  vi.unstubAllGlobals()
})

describe('LoginForm', () => {
  it('shows every missing field at once and sends nothing', async () => {
    const calls = server()
    await act(async () => root.render(<LoginForm onLoggedIn={() => {}} />))
    await submit('login-form')
    expect(field('login-username').helpText).toBe('此项为必填项')
    expect(field('login-password').helpText).toBe('此项为必填项')
    expect(field('login-captcha').helpText).toBe('请输入 4 位图形验证码')
    // The fields their rules refuse empty carry the required mark; the rules are its one source.
    for (const id of ['login-username', 'login-password', 'login-captcha'])
      expect((field(id) as unknown as { required: boolean }).required).toBe(true)
    // (The password toggle's icon arrives as a data: URL through fetch too.)
    expect(calls.filter((c) => c.url.startsWith('/api/')).map((c) => c.url)).toEqual(['/api/account/get-sms-image'])
  })

  it('clears the typed captcha when the image is clicked for a new one', async () => {
    const calls = server()
    await act(async () => root.render(<LoginForm onLoggedIn={() => {}} />))
    await type('login-captcha', 'AB12')
    expect(field('login-captcha').value).toBe('AB12')
    await act(async () => (host.querySelector('[data-testid="captcha-image"]') as HTMLButtonElement).click())
    expect(field('login-captcha').value).toBe('')
    await vi.waitFor(() => expect(calls.filter((c) => c.url.includes('get-sms-image'))).toHaveLength(2))
  })

  it('keeps username and password after a refused login, but not the spent captcha', async () => {
    server(envelope(null, 400, '用户名或密码错误'))
    await act(async () => root.render(<LoginForm onLoggedIn={() => {}} />))
    await vi.waitFor(() => expect(host.querySelector('[data-testid="captcha-image"] img')).not.toBeNull())
    await type('login-username', 'customer')
    await type('login-password', 'wrong-one1')
    await type('login-captcha', 'E2E4')
    await submit('login-form')
    await vi.waitFor(() => expect(field('login-captcha').value).toBe(''))
    expect(field('login-username').value).toBe('customer')
    expect(field('login-password').value).toBe('wrong-one1')
  })
})

describe('PhoneLoginForm', () => {
  it('needs a valid phone and the captcha before sending a code, then counts down', async () => {
    const calls = server(envelope({ cooldownSeconds: 60 }))
    await act(async () => root.render(<PhoneLoginForm onLoggedIn={() => {}} />))
    await vi.waitFor(() => expect(host.querySelector('[data-testid="captcha-image"] img')).not.toBeNull())
    // SlButton.click() clicks its inner button; dispatch on the host as a user's click arrives.
    const send = async () =>
      act(async () => field('phone-send-sms').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true })))
    await type('phone-number', '1234')
    await send()
    expect(field('phone-number').helpText).toBe('请输入正确的 11 位手机号')
    expect(field('phone-captcha').helpText).toBe('请输入 4 位图形验证码')
    expect(calls.some((c) => c.url.includes('sendsms'))).toBe(false)

    await type('phone-number', '13800000001')
    await type('phone-captcha', 'E2E4')
    await send()
    await vi.waitFor(() => expect(field('phone-send-sms').textContent).toBe('60 秒后重新获取'))
    expect(calls.find((c) => c.url.includes('sendsms'))?.url).toContain('/api/account/v2/sendsms/13800000001?')
    expect(field('phone-captcha').value).toBe('')
  })
})

describe('RegisterForm', () => {
  it('marks required exactly the fields its rules refuse empty', async () => {
    server()
    await act(async () => root.render(<RegisterForm onRegistered={() => {}} />))
    const required = (id: string) => (field(`register-${id}`) as unknown as { required: boolean }).required
    for (const id of ['username', 'phoneNumber', 'password', 'confirm']) expect(required(id)).toBe(true)
    for (const id of ['nickName', 'companyName', 'email']) expect(required(id)).toBeFalsy()
  })

  it('says a phone or username is taken when the field is left, before anything is sent, without a captcha', async () => {
    const calls = server(envelope(true), envelope(false))
    await act(async () => root.render(<RegisterForm onRegistered={() => {}} />))
    const leave = (id: string) =>
      act(async () => void field(id).dispatchEvent(new CustomEvent('sl-blur', { bubbles: true, composed: true })))
    await type('register-phoneNumber', '13800000001')
    await leave('register-phoneNumber')
    const asked = calls.filter((c) => c.url.includes('is-registered'))
    expect(asked).toHaveLength(1)
    expect(asked[0]!.url).toContain('phoneNumber=13800000001')
    expect(asked[0]!.url).not.toMatch(/captcha|imageVerifyCode/i)
    expect(field('register-phoneNumber').helpText).toBe('该手机号已注册')
    await type('register-username', 'newcomer')
    await leave('register-username')
    expect(field('register-username').helpText).not.toBe('该用户名已被使用')
    // Editing the phone clears the message until the field is left again.
    await type('register-phoneNumber', '13800000002')
    expect(field('register-phoneNumber').helpText).not.toBe('该手机号已注册')
  })
})
