import { afterEach, describe, expect, it } from 'vitest'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { routeTitle } from '../../../../src/lib/i18n/route-title.ts'

describe('routeTitle', () => {
  afterEach(() => setLocale('zh-CN'))

  it('shows a menu made in the editor in the reader’s language', () => {
    const meta = { title: '外协管理', titleEn: 'Outsourcing' }
    expect(routeTitle(meta)).toBe('外协管理')
    setLocale('en')
    expect(routeTitle(meta)).toBe('Outsourcing')
  })

  it('translates i18n keys and keeps a literal without an English twin', () => {
    setLocale('en')
    expect(routeTitle({ title: '外协管理' })).toBe('外协管理')
    expect(routeTitle({ title: 'router.aiQuote', titleEn: '' })).toBe('AI quote')
  })
})
