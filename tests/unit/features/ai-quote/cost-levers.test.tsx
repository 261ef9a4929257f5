import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import type { Lever, Part } from '../../../../src/features/ai-quote/api/types.ts'
import { CostLevers } from '../../../../src/features/ai-quote/components/cost-levers.tsx'
import { forgetLevers } from '../../../../src/features/ai-quote/stores/levers.ts'
import { $pricingOptions } from '../../../../src/features/ai-quote/stores/options.ts'
import { $parts } from '../../../../src/features/ai-quote/stores/parts.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { logIn, stubFetch } from '../../support/fetch-stub.ts'
import { click, mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { envelope, part, pricingOptions } from './support.ts'

// The card's ways to lower the price: each lever worded with its saving and days, applied as the
// buyer's own change and undone by setting back exactly what the buyer had before.

const lever = (over: Partial<Lever>): Lever => ({
  kind: 'quantity',
  from: 1,
  to: 10,
  changes: { quantity: 10 },
  unitPrice: '136.67',
  unitPriceDelta: '-264.18',
  totalDelta: '965.85',
  daysDelta: 1,
  shipDate: '2026-12-11',
  breaksDrawing: false,
  ...over,
})

const MATERIAL = lever({
  kind: 'material',
  from: 'AL7075',
  to: 'AL6061',
  changes: { material: 'AL6061' },
  unitPriceDelta: '-14.12',
  totalDelta: '-14.12',
  daysDelta: 0,
  breaksDrawing: true,
})

/** A part whose buyer set the tier and the material (7075) before, with these levers. */
function withLevers(levers: Lever[] | undefined): Part {
  const p = part(5, '400.85') as unknown as Part
  p.attributes = { tier: 'standard', material: 'AL7075' }
  p.quote = { ...p.quote!, ...(levers ? { levers } : {}) }
  return p
}

describe('CostLevers', () => {
  const view = mountRoot()
  const q = (id: string) => view.host.querySelector(`[data-testid="${id}"]`)
  const rows = () => [...view.host.querySelectorAll('[data-testid="ai-quote-lever"]')].map((li) => li.textContent)

  beforeEach(() => {
    resetState()
    forgetLevers()
    $pricingOptions.set(pricingOptions({ key: 'AL7075', name: '铝合金 7075' }))
  })
  afterEach(async () => {
    await view.render(null)
    vi.unstubAllGlobals()
  })

  it('words each lever with its saving a piece, its days and a larger total, in both languages', async () => {
    await view.render(<CostLevers part={withLevers([lever({}), MATERIAL])} />)
    expect(q('ai-quote-levers')?.querySelector('h4')?.textContent).toBe('降本建议')
    expect(rows()[0]).toContain('数量 1 → 10 件')
    expect(rows()[0]).toContain('−¥264.18/件')
    expect(rows()[0]).toContain('+1 天 · 总价 +¥965.85')
    expect(rows()[1]).toContain('材料 铝合金 7075 → 铝合金 6061')
    expect(rows()[1]).toContain('发货日期不变')
    expect(rows()[1]).toContain('改变图纸要求')
    await act(async () => setLocale('en'))
    await view.render(<CostLevers part={withLevers([lever({}), MATERIAL])} />)
    expect(rows()[0]).toContain('Quantity 1 → 10')
    expect(rows()[0]).toContain('+1 day · total +CN¥965.85')
    expect(rows()[1]).toContain('Changes the drawing')
  })

  it('says so when nothing saves, and shows nothing for a quote made before levers', async () => {
    await view.render(<CostLevers part={withLevers([])} />)
    expect(q('ai-quote-levers-none')?.textContent).toContain('没有找到更便宜的做法')
    await view.render(<CostLevers part={withLevers(undefined)} />)
    expect(q('ai-quote-levers')).toBeNull()
  })

  it('applies a lever as the buyer’s change, and undo sets back what the buyer had', async () => {
    logIn()
    const before = withLevers([lever({ changes: { quantity: 10, tier: 'economy' } })])
    const after = { ...before, attributes: { ...before.attributes, quantity: 10, tier: 'economy' } }
    const calls = stubFetch(envelope(after), envelope(before))
    $parts.setKey('5', { status: 'ready', part: before })
    await view.render(<CostLevers part={before} />)
    await click(q('ai-quote-lever-apply-0'))
    await vi.waitFor(() => expect(q('ai-quote-lever-applied')?.textContent).toContain('已采用：数量 1 → 10 件'))
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ quantity: 10, tier: 'economy' })
    await click(q('ai-quote-lever-undo'))
    await vi.waitFor(() => expect(q('ai-quote-lever-applied')).toBeNull())
    // No quantity of the buyer's before: cleared, so the drawing's applies again; the tier set back.
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ quantity: null, tier: 'standard' })
  })

  it('asks before applying a lever that changes what the drawing requires', async () => {
    logIn()
    const calls = stubFetch(envelope(withLevers([MATERIAL])))
    await view.render(<CostLevers part={withLevers([MATERIAL])} />)
    await click(q('ai-quote-lever-apply-0'))
    await vi.waitFor(() => expect(q('ai-quote-lever-dialog')).not.toBeNull(), { timeout: 5000 })
    // The dialog's own icon may be fetched; the part is not priced until the buyer confirms.
    expect(calls.filter((c) => c.url.includes('/reprice'))).toEqual([])
  })
})
