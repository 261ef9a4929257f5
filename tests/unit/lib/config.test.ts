import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $config, configure } from '../../../src/lib/config.ts'
import { $locale } from '../../../src/lib/i18n/index.ts'
import { getStoragePrefix } from '../../../src/lib/storage.ts'
import { $session, setLoginResult } from '../../../src/lib/stores/session.ts'
import { resetState } from '../support/reset.ts'

beforeEach(resetState)
afterEach(() => vi.restoreAllMocks())

describe('configure', () => {
  it('has empty-base defaults', () => {
    expect($config.get()).toEqual({
      apiBase: '',
      tokenKey: 'Authorization',
      storagePrefix: 'quote-elements:',
      previewParseTimeout: 60_000,
      previewCacheBytes: 200 * 1024 * 1024,
    })
  })

  it('sets the API base, token header name and locale', () => {
    configure({ apiBase: 'https://api.example.com', tokenKey: 'X-Token', locale: 'en' })
    expect($config.get()).toMatchObject({ apiBase: 'https://api.example.com', tokenKey: 'X-Token' })
    expect($session.get().tokenKey).toBe('X-Token')
    expect($locale.get()).toBe('en')
  })

  it('ignores invalid values with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    configure({
      tokenKey: '',
      storagePrefix: 42 as unknown as string,
      locale: 'xx',
      previewParseTimeout: -1,
      previewCacheBytes: -1,
    })
    expect($config.get()).toEqual({
      apiBase: '',
      tokenKey: 'Authorization',
      storagePrefix: 'quote-elements:',
      previewParseTimeout: 60_000,
      previewCacheBytes: 200 * 1024 * 1024,
    })
    expect($locale.get()).toBe('zh-CN')
    expect(warn).toHaveBeenCalledTimes(5)
  })

  it('sets how much of parsed models the browser keeps, none with 0', () => {
    configure({ previewCacheBytes: 0 })
    expect($config.get().previewCacheBytes).toBe(0)
  })

  it('sets how long a 3D preview may read its file', () => {
    configure({ previewParseTimeout: 5000 })
    expect($config.get().previewParseTimeout).toBe(5000)
  })

  it('re-hydrates the persisted stores from a new storage prefix', () => {
    setLoginResult({ token: 'under-default', userInfo: { role: 'a' }, rememberMe: true, username: 'u' })
    localStorage.setItem(
      'acme:user',
      JSON.stringify({ token: 'under-acme', userInfo: { role: 'b' }, rememberMe: true }),
    )
    localStorage.setItem('acme:lang', '"en"')
    configure({ storagePrefix: 'acme:' })
    expect(getStoragePrefix()).toBe('acme:')
    expect($session.get().token).toBe('under-acme')
    expect($locale.get()).toBe('en')
    configure({ storagePrefix: 'quote-elements:' })
    expect($session.get().token).toBe('under-default')
    expect($locale.get()).toBe('zh-CN')
  })
})
