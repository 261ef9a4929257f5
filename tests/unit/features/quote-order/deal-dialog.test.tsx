import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OrderActions } from '../../../../src/features/quote-order/components/order-actions.tsx'
import { $orderDetail, loadOrder, resetOrderDetail } from '../../../../src/features/quote-order/stores/order-detail.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { logIn, stubFetch } from '../../support/fetch-stub.ts'
import { click, mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { envelope, line, order } from './support.ts'

// 接受报价 and 下单 on a 167,240 CNY order took one click: the customer commits to a price, so the
// screen asks first and shows what is agreed — the amount with tax and the delivery.

const quoted = order({
  status: 'quoted',
  totalWithTax: '167240.00',
  lines: [
    line({ leadDays: 7, shipDate: '2026-03-10', deliveryDate: '2026-03-12' }),
    line({ lineId: 12, position: 2, leadDays: 15, shipDate: '2026-03-20', deliveryDate: '2026-03-23' }),
  ],
  shipDate: '2026-03-20',
  actions: ['accept', 'reject', 'requote'],
})
// Frozen before tiers: days only, no dates.
const untiered = {
  ...quoted,
  lines: quoted.lines.map((l) => ({ ...l, tier: null, shipDate: null, deliveryDate: null })),
  shipDate: null,
}
const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent
const dialog = () => document.querySelector('[data-testid="qo-deal-dialog"]')

describe('accepting and ordering', () => {
  const view = mountRoot()
  beforeEach(() => {
    resetState()
    logIn()
    resetOrderDetail()
  })
  afterEach(async () => {
    await view.render(null)
    vi.unstubAllGlobals()
  })

  async function show(shown = quoted) {
    const accepted = { ...shown, status: 'accepted', version: 2, actions: [] }
    const calls = stubFetch((call) => envelope(call.url.endsWith('/move') ? accepted : shown))
    await loadOrder(3)
    await view.render(
      <OrderActions order={$orderDetail.get().order!} onOpen={() => {}} onCompare={() => {}} onPrint={() => {}} />,
    )
    return calls
  }

  it('asks before accepting, with the amount with tax and the delivery of the slowest part', async () => {
    const calls = await show()
    await click(view.host.querySelector('[data-testid="qo-move-accept"]'))
    const moves = () => calls.filter((c) => c.url.endsWith('/move'))
    expect(moves()).toHaveLength(0)
    expect(dialog()?.textContent).toContain('接受报价单 QO-2026-000003？')
    expect(document.querySelector('[data-testid="qo-deal-amount"]')?.textContent).toBe('¥167,240.00')
    expect(text('qo-deal-delivery')).toBe('15 个工作日')
    expect(text('qo-deal-ship-date')).toBe('2026年3月20日 周五')
    expect(text('qo-deal-delivery-date')).toBe('2026年3月23日 周一')
    await click(document.querySelector('[data-testid="qo-deal-confirm"]'))
    await vi.waitFor(() => expect($orderDetail.get().order?.status).toBe('accepted'))
    expect(moves()).toHaveLength(1)
    expect(JSON.parse(String(moves()[0]?.init.body))).toEqual({ action: 'accept', version: 1 })
  })

  it('says the same in English', async () => {
    await act(async () => setLocale('en'))
    await show()
    await click(view.host.querySelector('[data-testid="qo-move-accept"]'))
    expect(dialog()?.textContent).toContain('Accept quote order QO-2026-000003?')
    expect(dialog()?.textContent).toContain('Amount incl. tax')
    expect(text('qo-deal-delivery')).toBe('15 working days')
    expect(text('qo-deal-ship-date')).toBe('Fri, Mar 20, 2026')
    expect(text('qo-deal-delivery-date')).toBe('Mon, Mar 23, 2026')
  })

  it('shows the days alone for an order frozen before tiers', async () => {
    await show(untiered)
    await click(view.host.querySelector('[data-testid="qo-move-accept"]'))
    expect(text('qo-deal-delivery')).toBe('15 天')
    expect(text('qo-deal-ship-date')).toBeUndefined()
    expect(text('qo-deal-delivery-date')).toBeUndefined()
  })
})
