import { describe, expect, it } from 'vitest'
import { defaultQuoteConfig, quoteConfigSchema } from '../../../server/engine/index.ts'

describe('quoteConfigSchema', () => {
  it('accepts the defaults (every section present)', () => {
    expect(Object.keys(defaultQuoteConfig())).toEqual([
      'currency',
      'priceTableDate',
      'quoteValidityDays',
      'material',
      'machining',
      'treatment',
      'other',
      'blank',
      'pmi',
      'leadTime',
      'dfm',
    ])
    expect(quoteConfigSchema.parse(defaultQuoteConfig())).toEqual(defaultQuoteConfig())
  })

  it('rejects a missing section and zero discount factors', () => {
    const { pmi: _, ...withoutPmi } = defaultQuoteConfig()
    expect(quoteConfigSchema.safeParse(withoutPmi).success).toBe(false)
    const c = defaultQuoteConfig()
    c.other.qtyDiscount = [[1, 0]]
    expect(quoteConfigSchema.safeParse(c).error?.issues[0]?.message).toBe(
      'Quantity discount factor must be greater than 0',
    )
  })

  it('rejects negative prices and out-of-range coefficients with clear messages', () => {
    const c = defaultQuoteConfig() as unknown as Record<string, any>
    c.material.items[0].priceKg = -1
    c.pmi.tol.IT7 = 50
    c.other.vatRate = 1.3
    const r = quoteConfigSchema.safeParse(c)
    expect(r.success).toBe(false)
    const issues = r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(issues).toEqual(
      expect.arrayContaining([
        'material.items.0.priceKg: Material price per kg must not be negative',
        'pmi.tol.IT7: Tolerance coefficient must be at most 20',
        'other.vatRate: Invoice tax rate must be at most 0.3',
      ]),
    )
  })
})
