import { describe, expect, it } from 'vitest'
import { resolveAvatarUrl } from '../../../../src/lib/forms/avatar-url.ts'
import { safeRedirect } from '../../../../src/lib/paths.ts'
import {
  captchaRule,
  confirmRule,
  emailRule,
  maxLengthRule,
  passwordRule,
  phoneRule,
  requiredRule,
  smsCodeRule,
  usernameRule,
} from '../../../../src/features/auth/lib/validators.ts'

describe('validators (matching the server)', () => {
  it('phone: CN mobile 1[3-9] + 9 digits', () => {
    expect(phoneRule('')).toBe('common.rules.phoneRequired')
    expect(phoneRule('13800000001')).toBe('')
    expect(phoneRule(' 19912345678 ')).toBe('')
    for (const bad of ['12800000001', '1380000000', '138000000012', '1380000000a', '+8613800000001'])
      expect(phoneRule(bad)).toBe('common.rules.phone')
  })

  it('username: 3–32 letters, digits and _ . @ -', () => {
    expect(usernameRule('')).toBe('common.rules.usernameRequired')
    expect(usernameRule('ab')).toBe('common.rules.username')
    expect(usernameRule('a'.repeat(33))).toBe('common.rules.username')
    expect(usernameRule('li wei')).toBe('common.rules.username')
    expect(usernameRule('li.wei@acme-01_x')).toBe('')
  })

  it('password: 8–64 characters with a letter and a digit', () => {
    expect(passwordRule('')).toBe('common.rules.passwordRequired')
    expect(passwordRule('abc1234')).toBe('common.rules.password')
    expect(passwordRule('abcdefgh')).toBe('common.rules.password')
    expect(passwordRule('12345678')).toBe('common.rules.password')
    expect(passwordRule(`a${'1'.repeat(64)}`)).toBe('common.rules.password')
    expect(passwordRule('Demo@2026')).toBe('')
  })

  it('confirm, captcha, SMS code, e-mail, required and length', () => {
    expect(confirmRule('', 'x')).toBe('common.rules.confirmRequired')
    expect(confirmRule('Demo@2025', 'Demo@2026')).toBe('common.rules.confirm')
    expect(confirmRule('Demo@2026', 'Demo@2026')).toBe('')
    expect(captchaRule('E2E')).toBe('common.rules.captcha')
    expect(captchaRule('E2E4')).toBe('')
    expect(smsCodeRule('')).toBe('common.rules.smsRequired')
    expect(smsCodeRule('12a456')).toBe('common.rules.sms')
    expect(smsCodeRule('246810')).toBe('')
    expect(emailRule('')).toBe('')
    expect(emailRule('x@y')).toBe('common.rules.email')
    expect(emailRule('buyer@acme.cn')).toBe('')
    expect(requiredRule('  ')).toBe('common.rules.required')
    expect(maxLengthRule(3)('abcd')).toBe('common.rules.tooLong')
  })
})

describe('safeRedirect', () => {
  it('follows same-app paths only', () => {
    expect(safeRedirect('?redirect=%2Fai-quote%2Fquote%3Fid%3D3', '/')).toBe('/ai-quote/quote?id=3')
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '',
    ]) {
      expect(safeRedirect(`?redirect=${encodeURIComponent(bad)}`, '/')).toBe('/')
    }
    expect(safeRedirect('', '/')).toBe('/')
  })
})

describe('resolveAvatarUrl', () => {
  it('resolves server paths against the API base and keeps absolute URLs', () => {
    expect(resolveAvatarUrl('/api/uploads/avatars/a.png', '')).toBe('/api/uploads/avatars/a.png')
    expect(resolveAvatarUrl('/api/uploads/avatars/a.png', 'https://api.example.com/')).toBe(
      'https://api.example.com/api/uploads/avatars/a.png',
    )
    expect(resolveAvatarUrl('https://cdn.example.com/a.png', 'https://api.example.com')).toBe(
      'https://cdn.example.com/a.png',
    )
    expect(resolveAvatarUrl('blob:x', '')).toBe('blob:x')
    expect(resolveAvatarUrl(undefined, '')).toBe('')
  })
})
