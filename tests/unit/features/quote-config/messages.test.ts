import { describe, expect, it } from 'vitest'
import { expectParity } from '../../support/locale-tree.ts'
import en from '../../../../locales/quote-config/en.json'
import zhCN from '../../../../locales/quote-config/zh-CN.json'
import '../../../../src/lib/i18n/config-messages.ts'
import { setLocale, t } from '../../../../src/lib/i18n/index.ts'

describe('cost and configuration messages (loaded with the staff screens)', () => {
  it('have the same non-empty keys in both languages', () => {
    expectParity(en, zhCN)
  })

  it('sit beside the first load’s configuration strings once the module has loaded', () => {
    setLocale('en')
    expect(t('quoteConfig.field.cutoff')).toBe('Daily cutoff (HH:mm)')
    expect(t('quoteConfig.addRow')).not.toBe('quoteConfig.addRow')
    setLocale('zh-CN')
    expect(t('quoteConfig.weekday.1')).toBe('周一')
  })
})
