import { map } from 'nanostores'
import { isApiError } from '../../../lib/api/errors.ts'
import { getConfigs } from '../api/get-configs.ts'
import type { ConfigRow } from '../api/types.ts'

/** Rows per page of the manage screen. */
export const CONFIG_PAGE_SIZE = 10

/** The manage screen's table. */
export interface ConfigListState {
  rows: ConfigRow[]
  pageIndex: number
  totalCount: number
  totalPages: number
  keyword: string
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The server answered 403 (a customer reached the screen). */
  forbidden: boolean
  /** The failure's message, for the error state. */
  message: string
}

const initial = (): ConfigListState => ({ rows: [], pageIndex: 1, totalCount: 0, totalPages: 0, keyword: '', status: 'idle', forbidden: false, message: '' })

/** The configurations on the manage screen. */
export const $configList = map<ConfigListState>(initial())

// Bumped per request so a slow answer for an older search never replaces a newer one.
let generation = 0

/** Loads a page (default: the current one) with the current keyword. */
export async function loadConfigs(pageIndex = $configList.get().pageIndex): Promise<void> {
  const mine = ++generation
  const { keyword } = $configList.get()
  $configList.set({ ...$configList.get(), status: 'loading', pageIndex, forbidden: false, message: '' })
  try {
    const page = await getConfigs(pageIndex, CONFIG_PAGE_SIZE, keyword)
    if (mine !== generation) return
    // A delete can empty the last page: step back to the new last one.
    if (page.rows.length === 0 && pageIndex > 1 && page.totalPages > 0) return loadConfigs(Math.min(pageIndex - 1, page.totalPages))
    $configList.set({ ...$configList.get(), rows: page.rows, pageIndex, totalCount: page.totalCount, totalPages: page.totalPages, status: 'ready' })
  } catch (error) {
    if (mine !== generation) return
    const forbidden = isApiError(error) && error.status === 403
    $configList.set({ ...$configList.get(), status: 'error', forbidden, message: error instanceof Error ? error.message : String(error) })
  }
}

/** Searches by name from page 1. */
export function searchConfigs(keyword: string): Promise<void> {
  $configList.setKey('keyword', keyword.trim())
  return loadConfigs(1)
}

/** Forgets the list (tests, logout). */
export function resetConfigList(): void {
  generation++
  $configList.set(initial())
}
