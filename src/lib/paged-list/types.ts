import type { ReadableAtom } from 'nanostores'
import type { Paged } from '../../../contract/wire.ts'

/** What the list shows: never asked, asking, rows, no rows, a failure, or a 403. */
export type PagedStatus = 'idle' | 'loading' | 'loaded' | 'empty' | 'error' | 'forbidden'

/** The paging fields of a `Paged<T>` answer, without its rows. */
export type Paging = Omit<Paged<unknown>, 'rows'>

/** What a list asks its server for: the page, the trimmed search keyword and the filters. */
export interface PageQuery<Filters> {
  pageIndex: number
  pageSize: number
  /** '' when there is no search. */
  keyword: string
  filters: Filters
}

/**
 * One list's state: the paging of the last answer (pageIndex from 1, as the server answers it),
 * its rows, and the query the rows were (or are being) loaded with.
 */
export interface PagedListState<
  Row,
  Filters extends object = Record<string, never>,
  Extra extends object = object,
> extends Paging {
  rows: Row[]
  status: PagedStatus
  keyword: string
  filters: Filters
  /** The failure's message (status error or forbidden), else ''. */
  message: string
  /** Whatever else the last answer carried beside the paged fields (a version, a summary); null before one. */
  extra: Extra | null
}

/** Options of `createPagedList`. */
export interface PagedListOptions<Row, Filters extends object, Extra extends object> {
  /** Asks for one page; rejects with the client's ApiError on failure. */
  fetchPage: (query: PageQuery<Filters>) => Promise<Paged<Row> & Extra>
  /** Rows per page at first (DEFAULT_PAGE_SIZE when left out). */
  pageSize?: number
  /** The filters at first (and after a reset). */
  filters?: Filters
  /** Whether a failure means "not allowed"; default: an ApiError with status or code 403. */
  isForbidden?: (error: unknown) => boolean
}

/** A paged list: its state and the actions that change it. Every action resolves once the rows are in. */
export interface PagedList<Row, Filters extends object = Record<string, never>, Extra extends object = object> {
  readonly $state: ReadableAtom<PagedListState<Row, Filters, Extra>>
  /** Loads the current page unless the list asked already (since it was created or reset). */
  load(): Promise<void>
  /** Loads the current page again with the same query (a retry, a visit, after a write). */
  reload(): Promise<void>
  /** Goes to a page, kept between 1 and the last page. */
  setPage(pageIndex: number): Promise<void>
  /** Changes the rows per page (at most MAX_PAGE_SIZE) and starts from page 1. */
  setPageSize(pageSize: number): Promise<void>
  /** Searches (keyword trimmed) from page 1. */
  search(keyword: string): Promise<void>
  /** Merges filter changes and starts from page 1. */
  setFilters(change: Partial<Filters>): Promise<void>
  /** The search bar's reset: no keyword, the first filters, page 1 (page size kept). */
  clearSearch(): Promise<void>
  /** Reloads after `count` rows of this page were deleted, one page back when that emptied a later page. */
  afterDelete(count?: number): Promise<void>
  /** Forgets rows and query (the next load starts afresh); answers still on their way are dropped. */
  reset(): void
}
