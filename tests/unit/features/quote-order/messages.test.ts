import { describe, expect, it } from 'vitest'
import { expectParity, keysNamedIn, leaves } from '../../support/locale-tree.ts'
import en from '../../../../locales/quote-order/en.json'
import zhCN from '../../../../locales/quote-order/zh-CN.json'
import {
  QUOTE_ORDER_EVENT_ACTIONS,
  QUOTE_ORDER_MOVE_ACTIONS,
  COMPARE_FIELDS,
} from '../../../../contract/quote-order-states.ts'
import '../../../../src/features/quote-order/messages.ts'
import { setLocale, t } from '../../../../src/lib/i18n/index.ts'

describe('quote order messages (loaded with the screens)', () => {
  it('have the same non-empty keys in both languages', () => {
    expectParity(en, zhCN)
  })

  it('name every move, timeline action and compared field of the contract (statuses are shared enums)', () => {
    const keys = leaves(en)
    const missing = [
      ...QUOTE_ORDER_MOVE_ACTIONS.flatMap((a) => [
        `quoteOrder.action.${a}`,
        `quoteOrder.moved.${a}`,
        `quoteOrder.confirm.${a}`,
      ]),
      ...QUOTE_ORDER_EVENT_ACTIONS.map((a) => `quoteOrder.event.${a}`),
      ...COMPARE_FIELDS.map((f) => `quoteOrder.compareField.${f}`),
    ].filter((k) => !keys.has(k))
    expect(missing).toEqual([])
  })

  it('cover every quoteOrder key the feature’s sources name', () => {
    const used = keysNamedIn('src/features/quote-order', 'quoteOrder')
    expect(used.size).toBeGreaterThan(100)
    expect([...used].filter((k) => !leaves(en).has(k))).toEqual([])
  })

  it('are found by t once the module has loaded', () => {
    setLocale('en')
    expect(t('enums.quoteOrderStatus.quoted')).toBe('Quoted')
    setLocale('zh-CN')
    expect(t('enums.quoteOrderStatus.quoted')).toBe('已报价')
  })
})
