import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Part, QuantityBreak } from '../../../../src/features/ai-quote/api/types.ts'
import { PriceSummary } from '../../../../src/features/ai-quote/components/price-summary.tsx'
import { QuantityBreaks } from '../../../../src/features/ai-quote/components/quantity-breaks.tsx'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { leadTime, part } from './support.ts'

// The quantity breaks are a table of quantity × delivery tier: in each cell the unit price and the
// ship date, the cell the part is priced at marked, a tier the capacity cannot meet a dash.

const money = (n: number) => n.toFixed(2)

/** A break at `quantity`: economy and standard offered (the unit price falls with the quantity), rush not. */
function breakAt(quantity: number, shipDay: number): QuantityBreak {
  const unit = 100 / Math.sqrt(quantity)
  const offer = (tier: string, factor: number, day: number) => ({
    tier,
    days: day,
    shipDate: `2026-12-${String(day).padStart(2, '0')}`,
    deliveryDate: `2026-12-${String(day + 2).padStart(2, '0')}`,
    priceFactor: factor,
    unitPrice: money(unit * (1 + factor)),
    unitPriceWithTax: money(unit * (1 + factor)),
    total: money(unit * (1 + factor) * quantity),
  })
  const price = money(unit)
  return {
    quantity,
    unitPrice: price,
    unitPriceWithTax: price,
    total: money(unit * quantity),
    totalWithTax: money(unit * quantity),
    tiers: [offer('economy', -0.05, shipDay + 5), offer('standard', 0, shipDay)],
  }
}

function quoted(): NonNullable<Part['quote']> {
  const q = (part(4, '100.00', 10) as unknown as Part).quote!
  return { ...q, leadTime: leadTime(), quantityBreaks: [breakAt(1, 2), breakAt(10, 3), breakAt(100, 14)] }
}

describe('QuantityBreaks', () => {
  const view = mountRoot()
  const rows = () =>
    [...view.host.querySelectorAll('[data-testid="ai-quote-breaks"] tr')].map((tr) =>
      [...tr.children].map((c) => [...c.childNodes].map((n) => n.textContent).join(' | ')),
    )

  beforeEach(() => {
    resetState()
    vi.useFakeTimers({ now: new Date('2026-11-27T09:00:00'), toFake: ['Date'] })
  })
  afterEach(async () => {
    await view.render(null)
    vi.useRealTimers()
  })

  it('shows each quantity at each tier with its unit price and ship date, in both languages', async () => {
    await view.render(<QuantityBreaks quote={quoted()} />)
    expect(rows()).toEqual([
      ['数量', '经济', '标准', '加急'],
      ['1', '95.00 | 12月7日', '100.00 | 12月2日', '—不可选'],
      ['10', '30.04 | 12月8日', '31.62 | 12月3日', '—不可选'],
      ['100', '9.50 | 12月19日', '10.00 | 12月14日', '—不可选'],
    ])
    const chosen = view.host.querySelector('[aria-current="true"]')
    expect(chosen?.getAttribute('data-testid')).toBe('ai-quote-break-10-standard')
    setLocale('en')
    await view.render(<QuantityBreaks quote={quoted()} />)
    expect(rows()[0]).toEqual(['Quantity', 'Economy', 'Standard', 'Rush'])
    expect(rows()[2]).toEqual(['10', '30.04 | Dec 8', '31.62 | Dec 3', '—Not available'])
  })

  it('keeps the one-tier table of a quote stored before lead times were planned', async () => {
    const q = quoted()
    q.leadTime = undefined
    q.quantityBreaks = q.quantityBreaks.map(({ tiers: _tiers, ...b }) => b)
    await view.render(<QuantityBreaks quote={q} />)
    expect(rows()[0]).toEqual(['数量', '单价', '合计', '含税'])
    expect(rows()[1]).toEqual(['1', '100.00', '100.00', '100.00'])
  })

  it('names the tier the price used among the surcharges', async () => {
    const q = quoted()
    q.adjustments = [
      { name: 'leadTier', value: 'rush', source: 'user' },
      { name: 'tierFactor', value: 0.3, source: 'user' },
    ]
    await view.render(<PriceSummary quote={q} />)
    expect(view.host.querySelector('[data-testid="ai-quote-adjustments"]')?.textContent).toBe(
      '附加费用和税: 交期档位 加急 · 交期档位加价 +30 %',
    )
  })

  it('shows the tax and the other rates as percentages, the quantity discount as a multiplier', async () => {
    const q = quoted()
    q.adjustments = [
      { name: 'quantityDiscount', value: 0.93, source: 'default' },
      { name: 'vatRate', value: 0.13, source: 'default' },
    ]
    await view.render(<PriceSummary quote={q} />)
    expect(view.host.querySelector('[data-testid="ai-quote-adjustments"]')?.textContent).toBe(
      '附加费用和税: 数量折扣系数 ×0.93 · 增值税率 13 %',
    )
  })
})
