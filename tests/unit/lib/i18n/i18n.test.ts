import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectParity } from '../../support/locale-tree.ts'
import en from '../../../../locales/en.json'
import zhCN from '../../../../locales/zh-CN.json'
import type { ProcessStage } from '../../../../contract/process-library.ts'
import { $locale, LOCALES, setLocale, t, textOf } from '../../../../src/lib/i18n/index.ts'
import { rehydrateStores } from '../../../../src/lib/stores/persistent.ts'
import { resetState } from '../../support/reset.ts'

beforeEach(resetState)
afterEach(() => vi.restoreAllMocks())

describe('locale files', () => {
  it('have the same keys, each a non-empty string naming the same parameters in both languages', () => {
    expectParity(en, zhCN)
  })
})

describe('i18n', () => {
  it('defaults to zh-CN', () => {
    expect($locale.get()).toBe('zh-CN')
    expect(t('http.cancelled')).toBe('已取消')
    expect(LOCALES).toEqual([
      { lang: 'zh-CN', name: '简体中文' },
      { lang: 'en', name: 'English' },
    ])
  })

  it('switches live and persists the choice under the prefixed lang key', () => {
    expect(setLocale('en')).toBe(true)
    expect(t('http.cancelled')).toBe('Cancelled')
    expect(localStorage.getItem('quote-elements:lang')).toBe('"en"')
    expect(localStorage.getItem('lang')).toBeNull()
  })

  it('words counts in the reader’s language: English picks singular or plural, Chinese has one form', () => {
    expect(t('common.rules.minItems', { min: 2 })).toBe('至少需要 2 项')
    setLocale('en')
    expect(t('common.rules.minItems', { min: 1 })).toBe('At least 1 item')
    expect(t('common.rules.minItems', { min: 2 })).toBe('At least 2 items')
    expect(t('quoteConfig.fixErrors', { count: 1 })).toBe('Fix the highlighted field first.')
  })

  it('reads the persisted language back', () => {
    localStorage.setItem('quote-elements:lang', '"en"')
    rehydrateStores()
    expect($locale.get()).toBe('en')
  })

  it('ignores a host page’s own lang key', () => {
    localStorage.setItem('lang', '"en"')
    rehydrateStores()
    expect($locale.get()).toBe('zh-CN')
    setLocale('en')
    setLocale('zh-CN')
    expect(localStorage.getItem('lang')).toBe('"en"')
  })

  it('falls back to zh-CN with a warning for a bad stored value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    setLocale('en')
    localStorage.setItem('quote-elements:lang', '"fr"')
    rehydrateStores()
    expect($locale.get()).toBe('zh-CN')
    expect(warn).toHaveBeenCalledOnce()
  })

  it('refuses an unknown locale with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(setLocale('fr')).toBe(false)
    expect($locale.get()).toBe('zh-CN')
    expect(warn).toHaveBeenCalledOnce()
  })

  it('passes falsy keys, literal titles and missing keys of data (menu titles) through', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(textOf('')).toBe('')
    expect(t(undefined)).toBe('')
    expect(textOf('向导')).toBe('向导')
    expect(textOf('Dashboard')).toBe('Dashboard')
    expect(warn).not.toHaveBeenCalled()
    expect(textOf('nope.missing')).toBe('nope.missing')
    expect(textOf('http')).toBe('http')
    expect(textOf('http.nothing')).toBe('http.nothing')
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('takes only keys the catalogue holds: another is a type error (npm run typecheck)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    // @ts-expect-error -- no such key in any section of the catalogue
    expect(t('no.such.key')).toBe('no.such.key')
    // @ts-expect-error -- a section is not a message
    expect(t('http')).toBe('http')
    const stage: ProcessStage = 'threading'
    expect(t(`enums.stage.${stage}`)).toBeTruthy()
    expect(t('http.timeout')).not.toBe('http.timeout')
  })
})

describe('language chunks', () => {
  it('carries each language in a chunk of its own, loaded once and kept', async () => {
    const { $loadedLocales, loadLocale } = await import('../../../../src/lib/i18n/index.ts')
    // The test setup loaded both; asking again is the same finished load, not a second fetch.
    expect([...$loadedLocales.get()].sort()).toEqual(['en', 'zh-CN'])
    await loadLocale('en')
    expect($loadedLocales.get()).toHaveLength(2)
  })

  it('keeps the sections a lazy screen added before its language arrived', async () => {
    vi.resetModules()
    const i18n = await import('../../../../src/lib/i18n/index.ts')
    i18n.addMessages({ 'zh-CN': { lazyScreen: { title: '懒加载' } }, en: { lazyScreen: { title: 'Lazy' } } })
    await i18n.loadLocale('en')
    expect(i18n.translate('en', 'lazyScreen.title')).toBe('Lazy')
    expect(i18n.translate('en', 'http.cancelled')).toBe(en.http.cancelled)
  })

  it('switches to the language asked for last, whichever arrives first', async () => {
    vi.resetModules()
    const i18n = await import('../../../../src/lib/i18n/index.ts')
    await i18n.loadLocale('zh-CN')
    i18n.setLocale('en')
    i18n.setLocale('zh-CN')
    await i18n.loadLocale('en')
    await Promise.resolve()
    expect(i18n.$locale.get()).toBe('zh-CN')
    i18n.setLocale('en')
    expect(i18n.$locale.get()).toBe('en')
  })
})
