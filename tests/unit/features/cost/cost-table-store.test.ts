import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { removeCostRow, saveCostRow } from '../../../../src/features/cost/stores/cost-actions.ts'
import { costList } from '../../../../src/features/cost/stores/cost-table.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  json({ success: code === 200, code, msg, data, extraInfo: null }, code === 200 ? 200 : code)
const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ key: `M${from + i}`, priceKg: from + i }))
const page = (pageIndex: number, items: unknown[], totalCount: number, pageSize = 20) =>
  envelope({
    rows: items,
    pageIndex,
    pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
    hasPreviousPage: pageIndex > 1,
    hasNextPage: pageIndex * pageSize < totalCount,
    configId: 1,
    version: 3,
  })
const changed = envelope({ configId: 1, version: 4, rows: [] })
const materials = () => costList('materials').$state.get()
const machines = () => costList('machines').$state.get()

beforeEach(() => {
  resetState()
  logIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('paging and search', () => {
  it('loads page 1 with 20 rows, then pages, page sizes and searches from page 1', async () => {
    const calls = stubFetch(
      page(1, rows(1, 20), 45),
      page(2, rows(21, 20), 45),
      page(1, rows(1, 50), 45, 50),
      page(1, rows(7, 1), 1, 50),
    )
    await costList('materials').reload()
    expect(calls[0]?.url).toBe('/api/cost/materials/list?pageIndex=1&pageSize=20')
    expect(materials()).toMatchObject({ status: 'loaded', totalCount: 45, totalPages: 3, extra: { version: 3 } })
    await costList('materials').setPage(2)
    expect(calls[1]?.url).toBe('/api/cost/materials/list?pageIndex=2&pageSize=20')
    await costList('materials').setPageSize(50)
    expect(calls[2]?.url).toBe('/api/cost/materials/list?pageIndex=1&pageSize=50')
    await costList('materials').search(' 超硬铝 ')
    expect(calls[3]?.url).toBe(
      `/api/cost/materials/list?pageIndex=1&pageSize=50&keyword=${encodeURIComponent('超硬铝')}`,
    )
    expect(materials()).toMatchObject({ keyword: '超硬铝', rows: [{ key: 'M7' }] })
  })

  it('never asks for a page beyond the last one', async () => {
    const calls = stubFetch(page(1, rows(1, 20), 30), page(2, rows(21, 10), 30))
    await costList('materials').reload()
    await costList('materials').setPage(9)
    expect(calls[1]?.url).toContain('pageIndex=2')
  })

  it('falls back to the last page when the asked page no longer exists', async () => {
    const calls = stubFetch(page(1, rows(1, 20), 45), page(3, [], 25), page(2, rows(21, 5), 25))
    await costList('materials').reload()
    await costList('materials').setPage(3)
    expect(calls[2]?.url).toContain('pageIndex=2')
    expect(materials()).toMatchObject({ pageIndex: 2, status: 'loaded' })
  })

  it('shows an error state, and a distinct forbidden state on 403', async () => {
    stubFetch(envelope(null, 500, 'down'))
    await costList('machines').reload()
    expect(machines()).toMatchObject({ status: 'error', message: 'down' })
    stubFetch(envelope(null, 403, 'forbidden'))
    await costList('machines').reload()
    expect(machines()).toMatchObject({ status: 'forbidden' })
  })

  it('drops an answer that arrives after a newer load', async () => {
    let release: (r: Response) => void = () => {}
    stubFetch(() => new Promise<Response>((resolve) => (release = resolve)), page(1, rows(100, 1), 1))
    const slow = costList('materials').reload()
    await costList('materials').search('x')
    release(page(1, rows(1, 20), 45))
    await slow
    expect(materials().rows.map((r) => r.key)).toEqual(['M100'])
  })
})

describe('writes', () => {
  it('adds with POST and edits with PUT on the encoded key, then reloads the page', async () => {
    const calls = stubFetch(changed, page(1, rows(1, 3), 3), changed, page(1, rows(1, 3), 3))
    expect(await saveCostRow('materials', null, { key: 'AL5052', priceKg: 32 })).toEqual({ ok: true })
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.url).toBe('/api/cost/materials')
    expect(await saveCostRow('materials', '45#', { priceKg: 9 })).toEqual({ ok: true })
    expect(calls[2]?.init.method).toBe('PUT')
    expect(calls[2]?.url).toBe('/api/cost/materials/45%23')
    expect(JSON.parse(String(calls[2]?.init.body))).toEqual({ priceKg: 9 })
  })

  it('answers the server’s message when it refuses, without reloading', async () => {
    const calls = stubFetch(envelope(null, 400, 'material.items.0.priceKg must be at least 0'))
    expect(await saveCostRow('materials', 'AL6061', { priceKg: -5 })).toEqual({
      ok: false,
      message: 'material.items.0.priceKg must be at least 0',
    })
    expect(await removeCostRow('materials', 'AL6061')).toMatchObject({ ok: false })
    expect(calls).toHaveLength(2)
  })

  it('goes back one page after deleting the only row of the last page', async () => {
    const calls = stubFetch(page(1, rows(1, 20), 41), page(3, rows(41, 1), 41), changed, page(2, rows(21, 20), 40))
    await costList('materials').reload()
    await costList('materials').setPage(3)
    expect(await removeCostRow('materials', 'M41')).toEqual({ ok: true })
    expect(calls[2]?.init.method).toBe('DELETE')
    // Straight to page 2, without asking for the emptied page first.
    expect(calls.slice(3).map((c) => c.url)).toEqual(['/api/cost/materials/list?pageIndex=2&pageSize=20'])
    expect(materials()).toMatchObject({ pageIndex: 2, totalPages: 2 })
  })

  it('stays on the page when rows are left on it', async () => {
    const calls = stubFetch(page(1, rows(1, 20), 22), page(2, rows(21, 2), 22), changed, page(2, rows(22, 1), 21))
    await costList('materials').reload()
    await costList('materials').setPage(2)
    await removeCostRow('materials', 'M21')
    expect(calls[3]?.url).toContain('pageIndex=2')
  })
})
