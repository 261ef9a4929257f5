import { useStore } from '@nanostores/react'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paged } from '../../../contract/wire.ts'
import { DataTable } from '../../../src/lib/data-table/data-table.tsx'
import type { Column } from '../../../src/lib/data-table/types.ts'
import { setLocale } from '../../../src/lib/i18n/index.ts'
import { createPagedList } from '../../../src/lib/paged-list/create-paged-list.ts'
import type { PageQuery } from '../../../src/lib/paged-list/types.ts'
import { rehydrateStores } from '../../../src/lib/stores/persistent.ts'
import { click, mountRoot, stubIconFetch } from '../support/render.tsx'
import { resetState } from '../support/reset.ts'

type Row = { id: number }
type Filters = { status: string }
const COLUMNS: Column<Row>[] = [{ key: 'id', title: 'Id', fixed: true, render: (row) => `row ${row.id}` }]
const fetchPage = vi.fn(async (q: PageQuery<Filters>) => paged([{ id: q.pageIndex }], q.pageIndex, q.pageSize, 95))

let mounted: ReturnType<typeof mountRoot>
const el = (id: string) => mounted.host.querySelector(`[data-testid="t-${id}"]`)
const table = () => mounted.host.querySelector('.qe-data-table')!

/** A list screen in small: the table of a paged list, refreshed through its retry. */
function Screen({ list }: { list: ReturnType<typeof createPagedList<Row, Filters>> }) {
  const state = useStore(list.$state)
  return (
    <DataTable
      id="things"
      label="Things"
      columns={COLUMNS}
      rows={state.rows}
      rowKey={(r) => String(r.id)}
      status={state.status}
      onRetry={() => void list.reload()}
      testId="t"
    />
  )
}

beforeEach(() => {
  resetState()
  setLocale('en')
  stubIconFetch()
  fetchPage.mockClear()
  mounted = mountRoot()
})
afterEach(async () => {
  await mounted.unmount()
  vi.unstubAllGlobals()
})

describe('DataTable tools', () => {
  it('refreshes the current page with its search and filters', async () => {
    const list = createPagedList<Row, Filters>({ fetchPage, filters: { status: '' } })
    await list.search('steel')
    await list.setFilters({ status: 'on' })
    await list.setPage(3)
    await mounted.render(<Screen list={list} />)
    const refresh = el('refresh')!
    expect(refresh).toMatchObject({ label: 'Refresh', title: 'Refresh' })
    fetchPage.mockClear()
    await click(refresh)
    await vi.waitFor(() => expect(list.$state.get().status).toBe('loaded'))
    expect(fetchPage.mock.calls).toEqual([
      [{ pageIndex: 3, pageSize: 20, keyword: 'steel', filters: { status: 'on' } }],
    ])
    expect(mounted.host.textContent).toContain('row 3')
  })

  it('sets the row density, remembered per table across visits', async () => {
    const list = createPagedList<Row, Filters>({ fetchPage, filters: { status: '' } })
    await list.load()
    await mounted.render(<Screen list={list} />)
    expect(el('density-open')).toMatchObject({ label: 'Row density', title: 'Row density' })
    expect(table().getAttribute('data-density')).toBe('default')
    const small = el('density-small') as HTMLInputElement
    expect(small.parentElement!.textContent).toBe('Small')
    await click(small)
    expect(table().classList.contains('qe-density-small')).toBe(true)
    expect(JSON.parse(localStorage.getItem('quote-elements:table-density/things') ?? 'null')).toBe('small')

    // A later visit (a reload re-reads storage) draws the remembered density; nonsense falls back.
    localStorage.setItem('quote-elements:table-density/things', JSON.stringify('medium'))
    await act(async () => rehydrateStores())
    expect(table().getAttribute('data-density')).toBe('medium')
    localStorage.setItem('quote-elements:table-density/things', JSON.stringify('huge'))
    await act(async () => rehydrateStores())
    expect(table().getAttribute('data-density')).toBe('default')
  })
})
