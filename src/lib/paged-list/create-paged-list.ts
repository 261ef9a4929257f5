import { map } from 'nanostores'
import { isApiError } from '../api/errors.ts'
import { DEFAULT_PAGE_SIZE, KEYWORD_MAX, MAX_PAGE_SIZE, type Paged } from '../../../contract/wire.ts'
import { createLatest } from '../stores/latest.ts'
import { reportScreenFailure } from '../stores/screen-failure.ts'
import { resetOnSessionChange } from '../stores/session-reset.ts'
import type { PagedList, PagedListOptions, PagedListState } from './types.ts'

/** The page sizes a pager offers, all within what a list route serves. */
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100].filter((size) => size <= MAX_PAGE_SIZE)

const forbidden403 = (error: unknown) => isApiError(error) && (error.status === 403 || error.code === 403)
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(Math.trunc(value) || min, max))

type Query<Filters extends object> = { pageIndex?: number; pageSize?: number; keyword?: string; filters?: Filters }

/**
 * A paged list store (the paged wire shape) with search, filters, stale answers dropped, a step
 * back when a page came back empty past the end, and loading / loaded / empty / error / forbidden.
 * A list that never loaded is its screen's data: its refusal (403) or server failure (5xx) is
 * reported as the screen's failure (the app opens /403 or /500); once rows were shown, a failed
 * page, search or refresh stays on the list with its retry.
 */
export function createPagedList<Row, Filters extends object = Record<string, never>, Extra extends object = object>(
  options: PagedListOptions<Row, Filters, Extra>,
): PagedList<Row, Filters, Extra> {
  const { fetchPage, isForbidden = forbidden403 } = options
  const firstSize = clamp(options.pageSize ?? DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE)
  const initial = (): PagedListState<Row, Filters, Extra> => ({
    rows: [],
    pageIndex: 1,
    pageSize: firstSize,
    totalCount: 0,
    totalPages: 0,
    hasPreviousPage: false,
    hasNextPage: false,
    status: 'idle',
    keyword: '',
    filters: { ...(options.filters ?? ({} as Filters)) },
    message: '',
    extra: null,
  })
  const $state = map(initial())
  const latest = createLatest()
  // Whether an answer was shown since the list was created or reset.
  let shown = false

  function apply(page: Paged<Row> & Extra, asked: number): void {
    const { rows, pageIndex, pageSize, totalCount, totalPages, hasPreviousPage, hasNextPage, ...extra } = page
    const index = pageIndex || asked
    $state.set({
      ...$state.get(),
      rows,
      pageIndex: index,
      pageSize: pageSize || $state.get().pageSize,
      totalCount,
      totalPages,
      // Servers that leave the flags out still page correctly.
      hasPreviousPage: hasPreviousPage ?? index > 1,
      hasNextPage: hasNextPage ?? index < totalPages,
      extra: extra as Extra,
      status: rows.length > 0 ? 'loaded' : 'empty',
      message: '',
    })
    shown = true
  }

  async function fetchWith(change: Query<Filters>): Promise<void> {
    const ticket = latest.next()
    $state.set({ ...$state.get(), ...change, status: 'loading', message: '' })
    const { pageIndex, pageSize, keyword, filters } = $state.get()
    try {
      const page = await fetchPage({ pageIndex, pageSize, keyword, filters })
      if (!ticket.current()) return
      // Rows deleted meanwhile (here or elsewhere) can leave this page past the end: show the last one.
      if (page.rows.length === 0 && pageIndex > 1 && page.totalCount > 0) {
        return await fetchWith({ pageIndex: clamp(Math.min(pageIndex - 1, page.totalPages), 1, pageIndex - 1) })
      }
      apply(page, pageIndex)
    } catch (error) {
      if (!ticket.current()) return
      if (!shown) reportScreenFailure(error)
      $state.set({
        ...$state.get(),
        rows: [],
        status: isForbidden(error) ? 'forbidden' : 'error',
        message: messageOf(error),
      })
    }
  }

  function reset(): void {
    latest.invalidate()
    shown = false
    $state.set(initial())
  }
  // Every list forgets its rows when the user changes, so the next user never sees them.
  resetOnSessionChange(reset)

  return {
    $state,
    load: () => ($state.get().status === 'idle' ? fetchWith({}) : Promise.resolve()),
    reload: () => fetchWith({}),
    setPage: (pageIndex) => fetchWith({ pageIndex: clamp(pageIndex, 1, Math.max($state.get().totalPages, 1)) }),
    setPageSize: (pageSize) => fetchWith({ pageSize: clamp(pageSize, 1, MAX_PAGE_SIZE), pageIndex: 1 }),
    search: (keyword) => fetchWith({ keyword: keyword.trim().slice(0, KEYWORD_MAX), pageIndex: 1 }),
    setFilters: (change) => fetchWith({ filters: { ...$state.get().filters, ...change }, pageIndex: 1 }),
    clearSearch: () => fetchWith({ keyword: '', filters: initial().filters, pageIndex: 1 }),
    afterDelete: (count = 1) => {
      const { rows, pageIndex } = $state.get()
      return fetchWith({ pageIndex: count >= rows.length && pageIndex > 1 ? pageIndex - 1 : pageIndex })
    },
    reset,
  }
}
