import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { removeConfig, setEnabled } from '../../../../src/features/quote-config/stores/config-actions.ts'
import { $configList, loadConfigs, resetConfigList, searchConfigs } from '../../../../src/features/quote-config/stores/config-list.ts'
import { $toast } from '../../../../src/lib/api/toast.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const envelope = (data: unknown, code = 200, msg = 'ok') => json({ success: code === 200, code, msg, data, extraInfo: null }, code === 200 ? 200 : code)
const row = (id: number, extra = {}) => ({ id, name: `c${id}`, description: '', isDefault: id === 1, enabled: true, currentVersion: 1, createTime: '', updateTime: '2026-03-01T08:00:00Z', ...extra })
const page = (pageIndex: number, ids: number[], totalCount = 25) =>
  envelope({ rows: ids.map((id) => row(id)), pageIndex, pageSize: 10, totalCount, totalPages: Math.ceil(totalCount / 10), hasPreviousPage: pageIndex > 1, hasNextPage: pageIndex * 10 < totalCount })

beforeEach(() => {
  resetState()
  logIn()
  resetConfigList()
})
afterEach(() => vi.unstubAllGlobals())

describe('list, search and paging', () => {
  it('loads a page of 10 and moves between pages', async () => {
    const calls = stubFetch(page(1, [1, 2, 3]), page(2, [11, 12]))
    await loadConfigs(1)
    expect(calls[0]?.url).toBe('/api/quote-config/list?pageIndex=1&pageSize=10')
    expect($configList.get()).toMatchObject({ status: 'ready', pageIndex: 1, totalPages: 3, totalCount: 25 })
    await loadConfigs(2)
    expect($configList.get().rows.map((r) => r.id)).toEqual([11, 12])
  })

  it('searches by keyword from page 1', async () => {
    const calls = stubFetch(page(1, [4], 1))
    $configList.setKey('pageIndex', 3)
    await searchConfigs('  steel ')
    expect(calls[0]?.url).toBe('/api/quote-config/list?pageIndex=1&pageSize=10&keyword=steel')
    expect($configList.get()).toMatchObject({ keyword: 'steel', pageIndex: 1, totalCount: 1 })
  })

  it('steps back a page when the current one came back empty (after a delete)', async () => {
    const calls = stubFetch(page(3, [], 20), page(2, [11, 12], 20))
    await loadConfigs(3)
    expect(calls[1]?.url).toContain('pageIndex=2')
    expect($configList.get()).toMatchObject({ pageIndex: 2, status: 'ready' })
  })

  it('shows an error state without a toast, and a 403 as forbidden', async () => {
    stubFetch(envelope(null, 500, 'boom'))
    await loadConfigs(1)
    expect($configList.get()).toMatchObject({ status: 'error', forbidden: false })
    expect($toast.get()).toBeNull()
    stubFetch(envelope(null, 403, 'Forbidden'))
    await loadConfigs(1)
    expect($configList.get()).toMatchObject({ status: 'error', forbidden: true })
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
    const first = searchConfigs('a')
    await searchConfigs('b')
    release()
    await first
    expect($configList.get().rows.map((r) => r.id)).toEqual([7])
  })
})

describe('actions', () => {
  it('a refused delete (the default, 409) answers false with the server\'s words and keeps the list', async () => {
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
})
