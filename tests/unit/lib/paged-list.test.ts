import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src/lib/api/errors.ts'
import type { Paged } from '../../../contract/wire.ts'
import { paged } from '../../../contract/wire.ts'
import { createPagedList } from '../../../src/lib/paged-list/create-paged-list.ts'
import type { PageQuery } from '../../../src/lib/paged-list/types.ts'
import { logIn } from '../support/fetch-stub.ts'
import { resetState } from '../support/reset.ts'

type Row = { id: number }
type Filters = { status: string }

/** A server of `total` rows (ids 1…total) that records what it was asked. */
function server(total: number) {
  const asked: PageQuery<Filters>[] = []
  const fetchPage = vi.fn(async (q: PageQuery<Filters>): Promise<Paged<Row> & { version: number }> => {
    asked.push(q)
    const ids = Array.from({ length: total }, (_, i) => ({ id: i + 1 })).slice(
      (q.pageIndex - 1) * q.pageSize,
      q.pageIndex * q.pageSize,
    )
    return { ...paged(ids, q.pageIndex, q.pageSize, total), version: 7 }
  })
  return { asked, fetchPage, setTotal: (n: number) => (total = n) }
}

const listOf = (s: ReturnType<typeof server>, pageSize = 10) =>
  createPagedList<Row, Filters, { version: number }>({ fetchPage: s.fetchPage, pageSize, filters: { status: '' } })

/** A list of `total` rows showing `pageIndex`. */
async function listAt(total: number, pageIndex: number) {
  const s = server(total)
  const list = listOf(s)
  await list.load()
  await list.setPage(pageIndex)
  return { s, list }
}

beforeEach(() => {
  resetState()
  logIn()
})

describe('createPagedList', () => {
  it('pages in the server’s shape, keeps the answer’s extra fields, and never asks past the last page', async () => {
    const s = server(25)
    const list = listOf(s)
    expect(list.$state.get().status).toBe('idle')
    await list.load()
    expect(list.$state.get()).toMatchObject({
      status: 'loaded',
      pageIndex: 1,
      pageSize: 10,
      totalCount: 25,
      totalPages: 3,
      hasPreviousPage: false,
      hasNextPage: true,
      extra: { version: 7 },
    })
    await list.load()
    expect(s.asked).toHaveLength(1)
    await list.setPage(9)
    expect(s.asked[1]?.pageIndex).toBe(3)
    expect(list.$state.get()).toMatchObject({ pageIndex: 3, hasNextPage: false, hasPreviousPage: true })
    expect(list.$state.get().rows.map((r) => r.id)).toEqual([21, 22, 23, 24, 25])
    await list.setPageSize(20)
    expect(s.asked[2]).toMatchObject({ pageIndex: 1, pageSize: 20 })
  })

  it('searches and filters from page 1 with a trimmed keyword', async () => {
    const { s, list } = await listAt(25, 2)
    await list.search('  steel ')
    expect(s.asked.at(-1)).toMatchObject({ pageIndex: 1, keyword: 'steel', filters: { status: '' } })
    await list.setPage(2)
    await list.setFilters({ status: 'enabled' })
    expect(s.asked.at(-1)).toMatchObject({ pageIndex: 1, keyword: 'steel', filters: { status: 'enabled' } })
    expect(list.$state.get()).toMatchObject({ keyword: 'steel', filters: { status: 'enabled' } })
  })

  it('clears the keyword and filters back to the first ones and loads page 1, keeping the page size', async () => {
    const { s, list } = await listAt(25, 1)
    await list.setPageSize(5)
    await list.search('steel')
    await list.setFilters({ status: 'enabled' })
    await list.setPage(2)
    await list.clearSearch()
    expect(s.asked.at(-1)).toEqual({ pageIndex: 1, pageSize: 5, keyword: '', filters: { status: '' } })
    expect(list.$state.get()).toMatchObject({ pageIndex: 1, keyword: '', filters: { status: '' }, status: 'loaded' })
  })

  it('says empty when there are no rows', async () => {
    const list = listOf(server(0))
    await list.reload()
    expect(list.$state.get()).toMatchObject({ status: 'empty', rows: [], totalCount: 0 })
  })

  it('keeps only the newest answer when requests overlap', async () => {
    let release: () => void = () => {}
    const fetchPage = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve(paged([{ id: 1 }], 1, 10, 1)))))
      .mockImplementationOnce(async () => paged([{ id: 2 }], 1, 10, 1))
    const list = createPagedList<Row>({ fetchPage })
    const slow = list.search('a')
    await list.search('b')
    release()
    await slow
    expect(list.$state.get()).toMatchObject({ keyword: 'b', rows: [{ id: 2 }] })
  })

  it('steps back a page after deleting the last row of the last page, and stays when rows are left', async () => {
    const { s, list } = await listAt(21, 3)
    s.setTotal(20)
    await list.afterDelete(1)
    expect(list.$state.get()).toMatchObject({ pageIndex: 2, totalPages: 2, status: 'loaded' })
    s.setTotal(19)
    await list.afterDelete(1)
    // Straight to page 2 without asking for the emptied page 3 first; then page 2 again.
    expect(s.asked.map((q) => q.pageIndex)).toEqual([1, 3, 2, 2])
  })

  it('shows the last page when the asked one came back empty past the end (rows deleted elsewhere)', async () => {
    const { s, list } = await listAt(30, 3)
    s.setTotal(12)
    await list.reload()
    expect(s.asked.slice(-2).map((q) => q.pageIndex)).toEqual([3, 2])
    expect(list.$state.get()).toMatchObject({ pageIndex: 2, totalPages: 2, rows: [{ id: 11 }, { id: 12 }] })
  })

  it('turns a 403 into forbidden and any other failure into an error with its message', async () => {
    const fetchPage = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Forbidden', 'http', { status: 403 }))
      .mockRejectedValueOnce(new ApiError('Not allowed', 'business', { code: 403, status: 200 }))
      .mockRejectedValueOnce(new ApiError('down', 'http', { status: 500 }))
    const list = createPagedList<Row>({ fetchPage })
    await list.reload()
    expect(list.$state.get()).toMatchObject({ status: 'forbidden', rows: [] })
    await list.reload()
    expect(list.$state.get().status).toBe('forbidden')
    await list.reload()
    expect(list.$state.get()).toMatchObject({ status: 'error', message: 'down' })
  })

  it('forgets its rows when the user changes, dropping answers still on their way', async () => {
    let release: () => void = () => {}
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce(paged([{ id: 1 }], 1, 20, 1))
      .mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve(paged([{ id: 9 }], 1, 20, 1)))))
    const list = createPagedList<Row>({ fetchPage })
    await list.load()
    const late = list.reload()
    resetState()
    release()
    await late
    expect(list.$state.get()).toMatchObject({ status: 'idle', rows: [] })
  })
})
