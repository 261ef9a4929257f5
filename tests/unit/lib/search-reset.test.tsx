import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paged } from '../../../contract/wire.ts'
import { setLocale } from '../../../src/lib/i18n/index.ts'
import { createPagedList } from '../../../src/lib/paged-list/create-paged-list.ts'
import type { PageQuery } from '../../../src/lib/paged-list/types.ts'
import { SearchReset } from '../../../src/lib/search-reset.tsx'
import { click, mountRoot, stubIconFetch } from '../support/render.tsx'
import { resetState } from '../support/reset.ts'

type Filters = { status: string }
let mounted: ReturnType<typeof mountRoot>
const fetchPage = vi.fn(async (q: PageQuery<Filters>) => paged([{ id: q.pageIndex }], q.pageIndex, q.pageSize, 95))

beforeEach(() => {
  resetState()
  stubIconFetch()
  fetchPage.mockClear()
  mounted = mountRoot()
})
afterEach(async () => {
  await mounted.unmount()
  vi.unstubAllGlobals()
})

describe('SearchReset', () => {
  it('clears the typed keyword, the search and the filters and loads page 1, without submitting its form', async () => {
    setLocale('en')
    const list = createPagedList<{ id: number }, Filters>({ fetchPage, filters: { status: '' } })
    await list.search('steel')
    await list.setFilters({ status: 'enabled' })
    await list.setPage(3)
    const onReset = vi.fn()
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault())
    await mounted.render(
      <form onSubmit={onSubmit}>
        <SearchReset list={list} onReset={onReset} testId="s" />
      </form>,
    )
    const button = mounted.host.querySelector('[data-testid="s-reset"]')!
    expect(button.textContent).toBe('Reset')
    await click(button)
    await vi.waitFor(() => expect(list.$state.get().status).toBe('loaded'))
    expect(onReset).toHaveBeenCalledOnce()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(fetchPage.mock.calls.at(-1)?.[0]).toEqual({
      pageIndex: 1,
      pageSize: 20,
      keyword: '',
      filters: { status: '' },
    })
  })

  it('is labelled in Chinese too', async () => {
    setLocale('zh-CN')
    const list = createPagedList({ fetchPage })
    await mounted.render(<SearchReset list={list} testId="s" />)
    expect(mounted.host.querySelector('[data-testid="s-reset"]')!.textContent).toBe('重置')
  })
})
