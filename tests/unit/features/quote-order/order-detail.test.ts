import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $orderDetail, loadOrder, resetOrderDetail } from '../../../../src/features/quote-order/stores/order-detail.ts'
import {
  adjustOrderLine,
  clearOrderLineFlags,
  requoteOpenOrder,
  runMove,
  saveOrderRemarks,
  setAdjustDraft,
  setMoveReason,
  setRemarksDraft,
} from '../../../../src/features/quote-order/stores/order-writes.ts'
import { $toast } from '../../../../src/lib/api/toast.ts'
import { resetSession } from '../../../../src/lib/stores/session.ts'
import { logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'
import { envelope, line, order } from './support.ts'

const state = () => $orderDetail.get()
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body))
const STALE = 'Someone else changed this quote order (it is now version 2, you sent version 1); reload and try again'

beforeEach(() => {
  resetState()
  logIn()
  resetOrderDetail()
})
afterEach(() => vi.unstubAllGlobals())

describe('reading an order', () => {
  it('shows the order, and says whether it is missing (404: not there or not yours) or forbidden', async () => {
    const calls = stubFetch(
      envelope(order()),
      envelope(null, 404, 'Quote order not found'),
      envelope(null, 403, 'Forbidden'),
    )
    await loadOrder(3)
    expect(calls[0]?.url).toBe('/api/quote-order/3')
    expect(state()).toMatchObject({ status: 'ready', order: { number: 'QO-2026-000003' } })
    await loadOrder(4)
    expect(state()).toMatchObject({ id: 4, status: 'error', failure: 'missing', order: null })
    await loadOrder(5)
    expect(state()).toMatchObject({ failure: 'forbidden' })
    expect($toast.get()).toBeNull()
  })

  it('forgets the order when the user changes', async () => {
    stubFetch(envelope(order()))
    await loadOrder(3)
    resetSession()
    expect(state()).toMatchObject({ id: null, order: null, status: 'idle' })
  })
})

describe('moves', () => {
  it('sends the version read and shows the order the server answers', async () => {
    const calls = stubFetch(
      envelope(order()),
      envelope(order({ status: 'submitted', version: 2, actions: ['cancel', 'requote'] })),
    )
    await loadOrder(3)
    expect(await runMove('submit')).toBe(true)
    expect(calls[1]?.url).toBe('/api/quote-order/3/move')
    expect(body(calls[1]?.init)).toEqual({ action: 'submit', version: 1 })
    expect(state()).toMatchObject({ order: { status: 'submitted', version: 2 }, busy: '', conflict: '' })
    expect($toast.get()?.variant).toBe('success')
  })

  it('sends the typed reason with a cancel, and only with a destructive move', async () => {
    const calls = stubFetch(
      envelope(order()),
      envelope(order({ status: 'cancelled', version: 2, actions: ['requote'] })),
    )
    await loadOrder(3)
    setMoveReason('  ordered elsewhere ')
    await runMove('cancel')
    expect(body(calls[1]?.init)).toEqual({ action: 'cancel', version: 1, reason: 'ordered elsewhere' })
    expect(state().moveReason).toBe('')
  })

  it("on a 409 shows the server's words, reads the order again and keeps the typed reason", async () => {
    const fresh = order({ version: 2, remarks: 'changed elsewhere' })
    const calls = stubFetch(envelope(order()), envelope(null, 409, STALE), envelope(fresh))
    await loadOrder(3)
    setMoveReason('too expensive')
    expect(await runMove('cancel')).toBe(false)
    expect(calls.map((c) => c.url)).toEqual(['/api/quote-order/3', '/api/quote-order/3/move', '/api/quote-order/3'])
    expect(state()).toMatchObject({
      conflict: STALE,
      moveReason: 'too expensive',
      order: { version: 2, remarks: 'changed elsewhere' },
      busy: '',
    })
  })

  it('toasts any other refusal and keeps the order as it was', async () => {
    stubFetch(envelope(order()), envelope(null, 403, 'Only the customer who owns the order can submit it'))
    await loadOrder(3)
    expect(await runMove('submit')).toBe(false)
    expect($toast.get()).toMatchObject({
      variant: 'danger',
      message: 'Only the customer who owns the order can submit it',
    })
    expect(state()).toMatchObject({ conflict: '', order: { version: 1 } })
  })
})

describe('review', () => {
  const submitted = order({ status: 'submitted', version: 4, actions: ['quote', 'adjust', 'clearFlags'] })

  it('does not send a draft without a reason', async () => {
    const calls = stubFetch(envelope(submitted))
    await loadOrder(3)
    setAdjustDraft(11, { unitPrice: '10' })
    expect(await adjustOrderLine(11)).toBe(false)
    expect(calls).toHaveLength(1)
  })

  it('sends the trimmed price and reason with the version, then forgets that draft only', async () => {
    const adjusted = order({ ...submitted, version: 5, lines: [line({ unitPrice: '10.00' })] })
    const calls = stubFetch(envelope(submitted), envelope(adjusted))
    await loadOrder(3)
    setAdjustDraft(11, { unitPrice: ' 10.00 ', reason: ' volume discount ' })
    setAdjustDraft(12, { unitPrice: '8' })
    expect(await adjustOrderLine(11)).toBe(true)
    expect(calls[1]?.url).toBe('/api/quote-order/3/lines/11/adjust')
    expect(body(calls[1]?.init)).toEqual({ version: 4, unitPrice: '10.00', reason: 'volume discount' })
    expect(state().adjustDrafts).toEqual({ 12: { unitPrice: '8', reason: '' } })
    expect(state().order?.version).toBe(5)
  })

  it('keeps the typed price and reason through a conflict', async () => {
    stubFetch(envelope(submitted), envelope(null, 409, STALE), envelope({ ...submitted, version: 5 }))
    await loadOrder(3)
    setAdjustDraft(11, { unitPrice: '10', reason: 'volume discount' })
    expect(await adjustOrderLine(11)).toBe(false)
    expect(state()).toMatchObject({
      conflict: STALE,
      adjustDrafts: { 11: { unitPrice: '10', reason: 'volume discount' } },
      order: { version: 5 },
    })
  })

  it('clears the flags of a line with the version read', async () => {
    const calls = stubFetch(envelope(submitted), envelope({ ...submitted, version: 5 }))
    await loadOrder(3)
    expect(await clearOrderLineFlags(11)).toBe(true)
    expect(calls[1]?.url).toBe('/api/quote-order/3/lines/11/clear-flags')
    expect(body(calls[1]?.init)).toEqual({ version: 4 })
  })
})

describe('remarks and re-quote', () => {
  it('saves the remarks typed before 提交 with the submit, then submits the saved version', async () => {
    const calls = stubFetch(
      envelope(order()),
      envelope(order({ version: 2, remarks: '加急，周五前' })),
      envelope(order({ status: 'submitted', version: 3, remarks: '加急，周五前', actions: ['cancel', 'requote'] })),
    )
    await loadOrder(3)
    setRemarksDraft(' 加急，周五前 ')
    expect(await runMove('submit')).toBe(true)
    expect(calls.map((c) => c.url)).toEqual([
      '/api/quote-order/3',
      '/api/quote-order/3/remarks',
      '/api/quote-order/3/move',
    ])
    expect(body(calls[1]?.init)).toEqual({ version: 1, remarks: '加急，周五前' })
    expect(body(calls[2]?.init)).toEqual({ action: 'submit', version: 2 })
    expect(state()).toMatchObject({ remarks: null, order: { status: 'submitted', remarks: '加急，周五前' } })
  })

  it('does not submit when the typed remarks could not be saved, and keeps them', async () => {
    const calls = stubFetch(envelope(order()), envelope(null, 400, 'Remarks too long'))
    await loadOrder(3)
    setRemarksDraft('加急')
    expect(await runMove('submit')).toBe(false)
    expect(calls).toHaveLength(2)
    expect(state()).toMatchObject({ remarks: '加急', order: { status: 'draft' } })
  })

  it('sends no remarks with a cancel', async () => {
    const calls = stubFetch(envelope(order()), envelope(order({ status: 'cancelled', version: 2, actions: [] })))
    await loadOrder(3)
    setRemarksDraft('never mind')
    expect(await runMove('cancel')).toBe(true)
    expect(calls.map((c) => c.url)).toEqual(['/api/quote-order/3', '/api/quote-order/3/move'])
  })

  it('saves the typed remarks and answers the new draft of a re-quote', async () => {
    const calls = stubFetch(
      envelope(order()),
      envelope(order({ version: 2, remarks: 'urgent' })),
      envelope(order({ id: 9, number: 'QO-2026-000009', sourceOrderId: 3 })),
    )
    await loadOrder(3)
    setRemarksDraft(' urgent ')
    expect(await saveOrderRemarks()).toBe(true)
    expect(body(calls[1]?.init)).toEqual({ version: 1, remarks: 'urgent' })
    expect(state().remarks).toBeNull()
    expect(await requoteOpenOrder()).toBe(9)
    expect(calls[2]?.url).toBe('/api/quote-order/3/requote')
  })
})
