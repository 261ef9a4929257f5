import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { removeConfig, setEnabled } from '../../../../src/features/quote-config/stores/config-actions.ts'
import { configList } from '../../../../src/features/quote-config/stores/config-list.ts'
import { $toast } from '../../../../src/lib/api/toast.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  json({ success: code === 200, code, msg, data, extraInfo: null }, code === 200 ? 200 : code)
const row = (id: number, extra = {}) => ({
  id,
  name: `c${id}`,
  description: '',
  isDefault: id === 1,
  enabled: true,
  currentVersion: 1,
  createTime: '',
  updateTime: '2026-03-01T08:00:00Z',
  ...extra,
})
const page = (pageIndex: number, ids: number[], totalCount = 25) =>
  envelope({
    rows: ids.map((id) => row(id)),
    pageIndex,
    pageSize: 10,
    totalCount,
    totalPages: Math.ceil(totalCount / 10),
    hasPreviousPage: pageIndex > 1,
    hasNextPage: pageIndex * 10 < totalCount,
  })

beforeEach(() => {
  resetState()
  logIn()
})
const state = () => configList.$state.get()
afterEach(() => vi.unstubAllGlobals())

describe('list, search and paging', () => {
  it('loads a page of 10 and moves between pages', async () => {
    const calls = stubFetch(page(1, [1, 2, 3]), page(2, [11, 12]))
    await configList.load()
    expect(calls[0]?.url).toBe('/api/quote-config/list?pageIndex=1&pageSize=10')
    expect(state()).toMatchObject({ status: 'loaded', pageIndex: 1, totalPages: 3, totalCount: 25 })
    await configList.setPage(2)
    expect(calls[1]?.url).toBe('/api/quote-config/list?pageIndex=2&pageSize=10')
    expect(state().rows.map((r) => r.id)).toEqual([11, 12])
  })

  it('searches by keyword from page 1', async () => {
    const calls = stubFetch(page(1, [1, 2, 3]), page(3, [21]), page(1, [4], 1))
    await configList.load()
    await configList.setPage(3)
    await configList.search('  steel ')
    expect(calls[2]?.url).toBe('/api/quote-config/list?pageIndex=1&pageSize=10&keyword=steel')
    expect(state()).toMatchObject({ keyword: 'steel', pageIndex: 1, totalCount: 1 })
  })

  it('steps back a page when the current one came back empty (rows deleted elsewhere)', async () => {
    const calls = stubFetch(page(1, [1, 2, 3]), page(3, [], 20), page(2, [11, 12], 20))
    await configList.load()
    await configList.setPage(3)
    expect(calls[2]?.url).toContain('pageIndex=2')
    expect(state()).toMatchObject({ pageIndex: 2, status: 'loaded' })
  })

  it('shows an error state without a toast, and a 403 as forbidden', async () => {
    stubFetch(envelope(null, 500, 'boom'))
    await configList.reload()
    expect(state()).toMatchObject({ status: 'error', message: 'boom' })
    expect($toast.get()).toBeNull()
    stubFetch(envelope(null, 403, 'Forbidden'))
    await configList.reload()
    expect(state()).toMatchObject({ status: 'forbidden' })
  })

  it('keeps only the newest answer when searches overlap', async () => {
    let release: () => void = () => {}
    const slow = new Promise<void>((r) => (release = r))
    stubFetch(
      async () => {
        await slow
        return page(1, [1]).clone()
      },
      page(1, [7], 1),
    )
    const first = configList.search('a')
    await configList.search('b')
    release()
    await first
    expect(state().rows.map((r) => r.id)).toEqual([7])
  })
})

describe('actions', () => {
  it("a refused delete (the default, 409) answers false with the server's words and keeps the list", async () => {
    stubFetch(envelope(null, 409, 'The default configuration cannot be deleted'))
    expect(await removeConfig(1)).toBe(false)
    expect($toast.get()).toMatchObject({ variant: 'danger', message: 'The default configuration cannot be deleted' })
  })

  it('disabling sends {enabled:false} and reloads the page', async () => {
    const calls = stubFetch(envelope(row(2, { enabled: false })), page(1, [1, 2]))
    expect(await setEnabled(row(2), false)).toBe(true)
    expect(calls[0]?.url).toBe('/api/quote-config/2/status')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ enabled: false })
    expect(calls[1]?.url).toContain('/api/quote-config/list')
    expect($toast.get()?.variant).toBe('success')
  })

  it('goes back a page after deleting the only row of the last page', async () => {
    const calls = stubFetch(
      page(1, [1, 2, 3], 21),
      page(3, [21], 21),
      envelope({ deleted: true, soft: false }),
      page(2, [11, 12], 20),
    )
    await configList.load()
    await configList.setPage(3)
    expect(await removeConfig(21)).toBe(true)
    expect(calls[2]?.init.method).toBe('DELETE')
    expect(calls.map((c) => c.url).slice(3)).toEqual(['/api/quote-config/list?pageIndex=2&pageSize=10'])
    expect(state()).toMatchObject({ pageIndex: 2, totalPages: 2 })
  })
})
