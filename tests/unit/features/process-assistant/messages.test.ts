import { describe, expect, it } from 'vitest'
import { expectParity, keysNamedIn, leaves } from '../../support/locale-tree.ts'
import en from '../../../../locales/process-assistant/en.json'
import zhCN from '../../../../locales/process-assistant/zh-CN.json'
import { processRoute } from '../../../../contract/process-plan.ts'
import '../../../../src/features/process-assistant/messages.ts'
import { setLocale, t } from '../../../../src/lib/i18n/index.ts'

describe('process assistant messages (loaded with the screen)', () => {
  it('have the same non-empty keys in both languages', () => {
    expectParity(en, zhCN)
  })

  it('name every version source of the contract (stages and part classes are shared enums)', () => {
    const keys = leaves(en)
    const missing = [...processRoute.shape.source.options.map((s) => `processAssistant.versions.source.${s}`)].filter(
      (k) => !keys.has(k),
    )
    expect(missing).toEqual([])
  })

  it('cover every processAssistant key the feature’s sources name', () => {
    const used = keysNamedIn('src/features/process-assistant', 'processAssistant')
    expect(used.size).toBeGreaterThan(50)
    expect([...used].filter((k) => !leaves(en).has(k))).toEqual([])
  })

  it('are found by t once the module has loaded', () => {
    setLocale('en')
    expect(t('processAssistant.card.title')).toBe('Process card')
    setLocale('zh-CN')
    expect(t('processAssistant.card.title')).toBe('工艺过程卡')
  })
})
