import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createOrderFrom } from '../../../../src/features/quote-order/stores/create-order.ts'
import { moveFromList } from '../../../../src/features/quote-order/stores/order-list-actions.ts'
import {
  $orderSelection,
  orderList,
  selectedOrderIds,
  setOrderSelection,
} from '../../../../src/features/quote-order/stores/order-list.ts'
import { productList, requoteProduct } from '../../../../src/features/quote-order/stores/product-list.ts'
import { $toast } from '../../../../src/lib/api/toast.ts'
import { resetSession } from '../../../../src/lib/stores/session.ts'
import { logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'
import { envelope, order, page, queryOf, row } from './support.ts'

const state = () => orderList.$state.get()

beforeEach(() => {
  resetState()
  logIn()
  orderList.reset()
  productList.reset()
})
afterEach(() => vi.unstubAllGlobals())

describe('the manage list', () => {
  it('asks for newest first with the reader’s zone, and filters from page 1', async () => {
    const calls = stubFetch(page([row(1), row(2)], 1, 25), page([row(11)], 2, 25), page([row(4)], 1, 1))
    await orderList.load()
    expect(calls[0]?.url.split('?')[0]).toBe('/api/quote-order/list')
    expect(queryOf(calls[0]?.url)).toEqual({
      pageIndex: '1',
      pageSize: '10',
      sort: 'createTime',
      order: 'desc',
      tzOffset: String(-new Date().getTimezoneOffset()),
    })
    await orderList.setPage(2)
    await orderList.setFilters({ status: ['quoted'], from: '2026-03-01', sort: 'totalWithTax', order: 'asc' })
    expect(queryOf(calls[2]?.url)).toMatchObject({
      pageIndex: '1',
      status: 'quoted',
      from: '2026-03-01',
      sort: 'totalWithTax',
      order: 'asc',
    })
    expect(state()).toMatchObject({ status: 'loaded', pageIndex: 1, totalCount: 1 })
  })

  it('searches by keyword and shows a 403 as forbidden', async () => {
    const calls = stubFetch(page([row(1)]), envelope(null, 403, 'Forbidden'))
    await orderList.search('  QO-2026 ')
    expect(queryOf(calls[0]?.url)).toMatchObject({ keyword: 'QO-2026' })
    await orderList.reload()
    expect(state().status).toBe('forbidden')
  })

  it('a move from a row sends its version and reason, then reloads the page', async () => {
    const calls = stubFetch(
      page([row(1, { status: 'quoted', version: 3 })]),
      envelope(order({ status: 'rejected' })),
      page([row(1, { status: 'rejected' })]),
    )
    await orderList.load()
    expect(await moveFromList(state().rows[0]!, 'reject', ' too late ')).toBe(true)
    expect(calls[1]?.url).toBe('/api/quote-order/1/move')
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ action: 'reject', version: 3, reason: 'too late' })
    expect(state().rows[0]?.status).toBe('rejected')
  })

  it("a refused move shows the server's words and what is true now", async () => {
    stubFetch(
      page([row(1)]),
      envelope(null, 409, 'The quote order is “Submitted”: you cannot submit it now'),
      page([row(1, { status: 'submitted', version: 2 })]),
    )
    await orderList.load()
    expect(await moveFromList(state().rows[0]!, 'submit')).toBe(false)
    expect($toast.get()).toMatchObject({
      variant: 'danger',
      message: 'The quote order is “Submitted”: you cannot submit it now',
    })
    expect(state().rows[0]).toMatchObject({ status: 'submitted', version: 2 })
  })

  it('a move refused in a dialog hands the words to it, and the next try goes with the version read since', async () => {
    const calls = stubFetch(
      page([row(1, { status: 'draft', version: 1 })]),
      envelope(null, 409, 'The quote order was changed: read it again'),
      page([row(1, { status: 'submitted', version: 2 })]),
      envelope(order({ status: 'cancelled' })),
      page([row(1, { status: 'cancelled', version: 3 })]),
    )
    await orderList.load()
    const opened = state().rows[0]!
    const said: string[] = []
    expect(await moveFromList(opened, 'cancel', 'revised', (m) => said.push(m))).toBe(false)
    expect(said).toEqual(['The quote order was changed: read it again'])
    expect($toast.get()).toBeNull()
    expect(await moveFromList(opened, 'cancel', 'revised', (m) => said.push(m))).toBe(true)
    expect(JSON.parse(String(calls[3]?.init.body))).toEqual({ action: 'cancel', version: 2, reason: 'revised' })
    expect(said).toHaveLength(1)
  })

  it('keeps ticks across pages and forgets them for the next user', async () => {
    stubFetch(page([row(1), row(2)], 1, 25), page([row(11)], 2, 25))
    await orderList.load()
    setOrderSelection(new Set(['2', '1']))
    await orderList.setPage(2)
    expect(selectedOrderIds()).toEqual([2, 1])
    resetSession()
    expect($orderSelection.get().size).toBe(0)
  })
})

describe('creating orders', () => {
  it('creates a draft from the ticked parts and answers its id', async () => {
    const calls = stubFetch(envelope(order({ id: 8, number: 'QO-2026-000008' })))
    expect(await createOrderFrom([5, 6])).toBe(8)
    expect(calls[0]?.url).toBe('/api/quote-order/create')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ partIds: [5, 6] })
    expect($toast.get()?.message).toContain('QO-2026-000008')
  })

  it("answers null with the server's words when a part is not priced, and never sends nothing", async () => {
    const calls = stubFetch(envelope(null, 409, 'Part “x” has no usable quote yet'))
    expect(await createOrderFrom([])).toBeNull()
    expect(calls).toHaveLength(0)
    expect(await createOrderFrom([5])).toBeNull()
    expect($toast.get()).toMatchObject({ variant: 'danger', message: 'Part “x” has no usable quote yet' })
  })

  it('re-quotes a product: its latest upload, priced again first', async () => {
    const product = { partKey: 'k', partId: 42, partIds: [40, 42] } as Parameters<typeof requoteProduct>[0]
    const calls = stubFetch(page([product]), envelope(order({ id: 12 })))
    await productList.load()
    expect(calls[0]?.url).toBe('/api/quote-order/products?pageIndex=1&pageSize=10')
    expect(await requoteProduct(product)).toBe(12)
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ partIds: [42], reprice: true })
  })
})
