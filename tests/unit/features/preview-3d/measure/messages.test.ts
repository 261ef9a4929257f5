import { describe, expect, it } from 'vitest'
import { expectParity, keysNamedIn, leaves } from '../../../support/locale-tree.ts'
import en from '../../../../../locales/measure/en.json'
import zhCN from '../../../../../locales/measure/zh-CN.json'
import '../../../../../src/features/preview-3d/messages.ts'
import { setLocale, t } from '../../../../../src/lib/i18n/index.ts'

describe('measuring messages (loaded with the viewer)', () => {
  it('have the same non-empty keys in both languages', () => {
    expectParity(en, zhCN)
  })

  it('cover every measure key the viewer’s sources name', () => {
    const used = keysNamedIn('src/features/preview-3d', 'measure')
    expect(used.size).toBeGreaterThan(15)
    expect([...used].filter((k) => !leaves(en).has(k))).toEqual([])
  })

  it('are found by t once the module has loaded', () => {
    setLocale('en')
    expect(t('measure.radius')).toBe('Hole diameter')
    setLocale('zh-CN')
    expect(t('measure.radius')).toBe('孔径')
  })
})
