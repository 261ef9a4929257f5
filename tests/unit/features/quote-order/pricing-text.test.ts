import { beforeEach, describe, expect, it } from 'vitest'
import '../../../../src/features/quote-order/messages.ts'
import { pricingText, pricingTexts } from '../../../../src/features/quote-order/lib/pricing-text.ts'
import { setLocale, t } from '../../../../src/lib/i18n/index.ts'
import type { PricedInput } from '../../../../contract/quote.ts'
import { resetState } from '../../support/reset.ts'

// The multipliers from cost to price read as a buyer's words and numbers, never the engine's names.
const term = (name: string, value: PricedInput['value'], unit?: string): PricedInput => ({
  name,
  value,
  source: 'default',
  ...(unit ? { unit } : {}),
})

describe('the pricing terms of an order line', () => {
  beforeEach(resetState)

  it('names each term and shows rates as percentages, in Chinese', () => {
    setLocale('zh-CN')
    expect(pricingText(term('vatRate', 0.13), t)).toBe('增值税率 13 %')
    expect(pricingText(term('quantityDiscount', 0.93), t)).toBe('数量折扣 ×0.93')
    expect(pricingText(term('expedite', 0), t)).toBe('加急 无')
    expect(pricingText(term('expedite', '3d (+0.3)'), t)).toBe('加急 3 天加急 +30 %')
    expect(pricingText(term('minLine', 50, 'CNY'), t)).toBe('最低单行金额 ¥50.00')
    expect(pricingText(term('mgmtRate', 0.05), t)).toBe('管理费率 5 %')
  })

  it('and in English', () => {
    setLocale('en')
    expect(pricingText(term('vatRate', '0.13'), t)).toBe('VAT rate 13 %')
    expect(pricingText(term('expedite', '48h (+0.6)'), t)).toBe('Expedite 48-hour rush +60 %')
    expect(pricingText(term('profitRate', 0.155), t)).toBe('Profit rate 15.5 %')
    expect(pricingText(term('minLine', 50, 'CNY'), t)).toBe('Minimum line amount CN¥50.00')
  })

  it('names the delivery tier with its surcharge as one term, in both languages', () => {
    const terms = (tier: string, factor: number) => [
      term('profitRate', 0.1),
      term('leadTier', tier),
      term('tierFactor', factor),
      term('vatRate', 0.13),
    ]
    setLocale('zh-CN')
    expect(pricingTexts(terms('rush', 0.3), t)).toEqual(['利润率 10 %', '交期档位 加急 +30 %', '增值税率 13 %'])
    expect(pricingTexts(terms('economy', -0.05), t)).toContain('交期档位 经济 -5 %')
    expect(pricingTexts(terms('standard', 0), t)).toContain('交期档位 标准')
    // A tier the catalogue does not name shows as the shop keyed it.
    expect(pricingTexts(terms('express', 0.5), t)).toContain('交期档位 express +50 %')
    setLocale('en')
    expect(pricingTexts(terms('rush', 0.3), t)).toContain('Delivery tier Rush +30 %')
    expect(pricingText(term('tierFactor', 0.3), t)).toBe('Tier surcharge +30 %')
  })

  it('shows a term it does not know as the server named it', () => {
    expect(pricingText(term('newTerm', 2, 'x'), t)).toBe('newTerm 2 x')
  })
})
