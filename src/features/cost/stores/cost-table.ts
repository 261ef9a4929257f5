import { map, type MapStore } from 'nanostores'
import { isApiError } from '../../../lib/api/errors.ts'
import { getCostRows } from '../api/get-cost-rows.ts'
import type { CostRow, CostTableName } from '../api/types.ts'

/** Page sizes offered (the server allows at most 100). */
export const COST_PAGE_SIZES = [10, 20, 50, 100] as const

/** One cost table's screen state. */
export interface CostTableState {
  rows: CostRow[]
  pageIndex: number
  pageSize: number
  totalCount: number
  totalPages: number
  /** The keyword the rows were (or are being) loaded with. */
  search: string
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The server's message when status is error. */
  error: string
  /** The server answered 403: this role may not see cost tables. */
  forbidden: boolean
  /** The configuration version the rows come from. */
  version: number
}

const initial = (): CostTableState => ({
  rows: [], pageIndex: 1, pageSize: 20, totalCount: 0, totalPages: 0, search: '', status: 'idle', error: '', forbidden: false, version: 0,
})

const stores = new Map<CostTableName, MapStore<CostTableState>>()
// Bumped by every load, so an answer to an older request never overwrites a newer one.
const generation = new Map<CostTableName, number>()

/** The state store of one table (created on first use, kept while the tab lives). */
export function costTableStore(table: CostTableName): MapStore<CostTableState> {
  let store = stores.get(table)
  if (!store) {
    store = map(initial())
    stores.set(table, store)
  }
  return store
}

/**
 * Loads a page, after applying the given paging or search change. A page past the end (rows
 * deleted elsewhere) is replaced by the last page that exists.
 */
export async function loadCostTable(table: CostTableName, change: Partial<Pick<CostTableState, 'pageIndex' | 'pageSize' | 'search'>> = {}): Promise<void> {
  const store = costTableStore(table)
  const mine = (generation.get(table) ?? 0) + 1
  generation.set(table, mine)
  store.set({ ...store.get(), ...change, status: 'loading', error: '' })
  const { pageIndex, pageSize, search } = store.get()
  try {
    const page = await getCostRows(table, { pageIndex, pageSize, keyword: search.trim() })
    if (generation.get(table) !== mine) return
    if (page.rows.length === 0 && page.totalPages > 0 && pageIndex > page.totalPages) {
      await loadCostTable(table, { pageIndex: page.totalPages })
      return
    }
    store.set({
      ...store.get(), rows: page.rows, totalCount: page.totalCount, totalPages: page.totalPages, version: page.version,
      status: 'ready', forbidden: false,
    })
  } catch (error) {
    if (generation.get(table) !== mine) return
    const forbidden = isApiError(error) && (error.status === 403 || error.code === 403)
    store.set({ ...store.get(), rows: [], status: 'error', forbidden, error: error instanceof Error ? error.message : String(error) })
  }
}

/** Searches from page 1. */
export function searchCostTable(table: CostTableName, search: string): Promise<void> {
  return loadCostTable(table, { search, pageIndex: 1 })
}

/** Goes to a page (clamped to the pages that exist). */
export function goToCostPage(table: CostTableName, pageIndex: number): Promise<void> {
  const { totalPages } = costTableStore(table).get()
  return loadCostTable(table, { pageIndex: Math.max(1, Math.min(pageIndex, Math.max(totalPages, 1))) })
}

/** Changes the page size and starts again from page 1. */
export function setCostPageSize(table: CostTableName, pageSize: number): Promise<void> {
  return loadCostTable(table, { pageSize, pageIndex: 1 })
}

/** Forgets every table's state (on logout, and between tests). */
export function resetCostTables(): void {
  for (const [table, store] of stores) {
    generation.set(table, (generation.get(table) ?? 0) + 1)
    store.set(initial())
  }
}
