import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $comparison, loadComparison } from '../../../../src/features/quote-order/stores/comparison.ts'
import {
  $downloading,
  downloadOrderSheet,
  downloadOrderSheets,
} from '../../../../src/features/quote-order/stores/downloads.ts'
import {
  $statistics,
  downloadShownStatistics,
  loadStatistics,
  resetStatistics,
} from '../../../../src/features/quote-order/stores/statistics.ts'
import type { Statistics } from '../../../../src/features/quote-order/api/types.ts'
import { logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'
import { envelope, queryOf } from './support.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const file = (name: string) =>
  new Response(new Blob(['PK'], { type: XLSX }), {
    headers: {
      'content-type': XLSX,
      'content-disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  })
const totals = (quotes: number, orders: number) => ({
  quotes,
  orders,
  ordered: 0,
  orderedTotal: '0.00',
  conversionRate: orders ? 0 : null,
})
const stats = (quotes: number, orders: number): Statistics => ({
  from: '2026-01-01',
  to: '2026-03-31',
  period: 'month',
  currency: 'CNY',
  totals: totals(quotes, orders),
  periods: [],
  byMaterial: [],
  byPartClass: [],
  pricePoints: [],
  adjustments: [],
  customers: [{ id: 7, username: 'acme', name: 'Ann', companyName: 'ACME' }],
})

let saved: string[] = []
beforeEach(() => {
  resetState()
  logIn()
  resetStatistics()
  saved = []
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }))
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download)
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('comparison', () => {
  it('asks for the orders named, and shows a refusal in the server’s words', async () => {
    const calls = stubFetch(
      envelope({ columns: [], rows: [], attribution: [] }),
      envelope(null, 409, 'Only quotes of one part can be compared'),
    )
    await loadComparison({ kind: 'ids', ids: [4, 3] })
    expect(calls[0]?.url).toBe('/api/quote-order/compare?ids=4%2C3')
    expect($comparison.get().status).toBe('ready')
    await loadComparison({ kind: 'quoteIds', ids: [1, 2] })
    expect($comparison.get()).toMatchObject({
      status: 'error',
      message: 'Only quotes of one part can be compared',
      data: null,
    })
  })
})

describe('statistics', () => {
  it('asks with the filters, keeps them, and says when a period is empty', async () => {
    const calls = stubFetch(envelope(stats(5, 2)), envelope(stats(0, 0)))
    await loadStatistics()
    expect(queryOf(calls[0]?.url)).toEqual({ period: 'month', tzOffset: String(-new Date().getTimezoneOffset()) })
    expect($statistics.get().status).toBe('ready')
    await loadStatistics({ period: 'week', customerId: 7, from: '2026-02-01' })
    expect(queryOf(calls[1]?.url)).toMatchObject({ period: 'week', customerId: '7', from: '2026-02-01' })
    expect($statistics.get()).toMatchObject({ status: 'empty', filters: { period: 'week', customerId: 7 } })
  })

  it('shows a customer the 403 as forbidden', async () => {
    stubFetch(envelope(null, 403, 'Forbidden'))
    await loadStatistics()
    expect($statistics.get().status).toBe('forbidden')
  })

  it('downloads the workbook of the filters shown', async () => {
    const calls = stubFetch(envelope(stats(1, 1)), file('统计价格.xlsx'))
    await loadStatistics({ period: 'day' })
    expect(await downloadShownStatistics()).toBe(true)
    expect(calls[1]?.url.split('?')[0]).toBe('/api/quote-order/statistics/xlsx')
    expect(queryOf(calls[1]?.url)).toMatchObject({ period: 'day' })
    expect(saved).toEqual(['统计价格.xlsx'])
  })
})

describe('quote sheets', () => {
  it('downloads one order or the ticked ones, one at a time', async () => {
    const calls = stubFetch(file('QO-2026-000003.xlsx'), file('batch.xlsx'))
    const first = downloadOrderSheet(3, 'QO-2026-000003')
    expect($downloading.get()).toBe('order')
    expect(await downloadOrderSheets([3, 4])).toBe(false)
    expect(await first).toBe(true)
    expect(await downloadOrderSheets([3, 4])).toBe(true)
    expect(calls.map((c) => c.url)).toEqual(['/api/quote-order/3/xlsx', '/api/quote-order/xlsx?ids=3%2C4'])
    expect(saved).toEqual(['QO-2026-000003.xlsx', 'batch.xlsx'])
    expect($downloading.get()).toBe('')
  })
})
