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
  lines: [line({ leadDays: 7 }), line({ lineId: 12, position: 2, leadDays: 15 })],
  actions: ['accept', 'reject', 'requote'],
})
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

  async function show() {
    const accepted = { ...quoted, status: 'accepted', version: 2, actions: [] }
    const calls = stubFetch((call) => envelope(call.url.endsWith('/move') ? accepted : quoted))
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
    expect(document.querySelector('[data-testid="qo-deal-delivery"]')?.textContent).toBe('15 天')
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
    expect(document.querySelector('[data-testid="qo-deal-delivery"]')?.textContent).toBe('15 days')
  })
})
