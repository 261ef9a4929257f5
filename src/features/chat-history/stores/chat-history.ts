import { map, type MapStore } from 'nanostores'
import { createLatest, type Latest } from '../../../lib/stores/latest.ts'
import { isRecord } from '../../../lib/stores/persistent.ts'
import { resetOnSessionChange } from '../../../lib/stores/session-reset.ts'
import type { ChatRecord } from '../api/types.ts'
import { HISTORY_API, type HistoryKind } from './history-api.ts'

/** Records per page; the first page is 1. */
const HISTORY_PAGE_SIZE = 20

/** One kind's list as the side menu shows it. */
export interface HistoryState {
  records: ChatRecord[]
  /** The last page loaded; 0 before the first. */
  page: number
  hasMore: boolean
  /** Of the first page: idle (never asked), loading, ready or error. */
  status: 'idle' | 'loading' | 'ready' | 'error'
  loadingMore: boolean
  /** The last next-page request failed; scrolling again retries. */
  moreFailed: boolean
}

const initial = (): HistoryState => ({
  records: [],
  page: 0,
  hasMore: false,
  status: 'idle',
  loadingMore: false,
  moreFailed: false,
})

/** The quote chat history of the logged-in user. */
export const $quoteHistory = map<HistoryState>(initial())
/** The process-assistant chat history of the logged-in user. */
export const $processHistory = map<HistoryState>(initial())

const stores: Record<HistoryKind, MapStore<HistoryState>> = { quote: $quoteHistory, process: $processHistory }
// A reload starts a new request, so an answer to an older one never lands in a newer list.
const latest: Record<HistoryKind, Latest> = { quote: createLatest(), process: createLatest() }

/** The store of one kind. */
export function historyStore(kind: HistoryKind): MapStore<HistoryState> {
  return stores[kind]
}

/** Reloads a kind from page 1 (after a new chat elsewhere, or a retry). */
export async function refreshChatHistory(kind: HistoryKind): Promise<void> {
  const ticket = latest[kind].next()
  const store = stores[kind]
  store.set({ ...store.get(), status: 'loading', loadingMore: false, moreFailed: false })
  try {
    const page = await HISTORY_API[kind].page(1, HISTORY_PAGE_SIZE)
    if (!ticket.current()) return
    store.set({ ...initial(), records: page.rows, page: 1, hasMore: page.hasNextPage, status: 'ready' })
  } catch {
    if (ticket.current()) store.set({ ...store.get(), status: 'error' })
  }
}

/** Loads page 1 unless the kind was already loaded (or is loading). */
export async function loadChatHistory(kind: HistoryKind): Promise<void> {
  if (stores[kind].get().status === 'idle') await refreshChatHistory(kind)
}

/** Appends the next page; ignored while another load runs or when nothing is left. */
export async function loadMoreChatHistory(kind: HistoryKind): Promise<void> {
  const store = stores[kind]
  const state = store.get()
  if (state.status !== 'ready' || !state.hasMore || state.loadingMore) return
  const ticket = latest[kind].join()
  store.set({ ...state, loadingMore: true, moreFailed: false })
  try {
    const page = await HISTORY_API[kind].page(state.page + 1, HISTORY_PAGE_SIZE)
    if (!ticket.current()) return
    const current = store.get()
    // A record renamed or created meanwhile can move between pages: never list it twice.
    const known = new Set(current.records.map((r) => String(r.id)))
    const added = page.rows.filter((r) => !known.has(String(r.id)))
    store.set({
      ...current,
      records: [...current.records, ...added],
      page: state.page + 1,
      hasMore: page.hasNextPage,
      loadingMore: false,
    })
  } catch {
    if (ticket.current()) store.set({ ...store.get(), loadingMore: false, moreFailed: true })
  }
}

/** Puts a record (new or updated) at the top of a kind's list, for the chat screens. */
export function prependChatRecord(kind: HistoryKind, record: ChatRecord): void {
  const store = stores[kind]
  const rest = store.get().records.filter((r) => String(r.id) !== String(record.id))
  store.setKey('records', [record, ...rest])
}

/**
 * Renames a record. The local list changes only when the server answered code 200;
 * answers whether it did.
 */
export async function renameChatRecord(kind: HistoryKind, id: ChatRecord['id'], name: string): Promise<boolean> {
  try {
    const reply = await HISTORY_API[kind].rename(id, name.trim())
    if (reply.code !== 200) return false
    const row: Record<string, unknown> = isRecord(reply.data) ? reply.data : {}
    const store = stores[kind]
    store.setKey(
      'records',
      store
        .get()
        .records.map((r) =>
          String(r.id) === String(id) ? { ...r, name: typeof row.name === 'string' ? row.name : name.trim() } : r,
        ),
    )
    return true
  } catch {
    return false
  }
}

/** Deletes a record; the local list changes only when the server answered code 200. */
export async function deleteChatRecord(kind: HistoryKind, id: ChatRecord['id']): Promise<boolean> {
  try {
    const reply = await HISTORY_API[kind].remove(id)
    if (reply.code !== 200) return false
    const store = stores[kind]
    store.setKey(
      'records',
      store.get().records.filter((r) => String(r.id) !== String(id)),
    )
    return true
  } catch {
    return false
  }
}

/**
 * Before a deletion is confirmed: the quote orders that keep the record's parts and files, so the
 * confirmation can name them. None when the kind has no orders or the question failed (the server
 * keeps those files either way).
 */
export async function keptOrdersOf(kind: HistoryKind, id: ChatRecord['id']): Promise<string[]> {
  try {
    return (await HISTORY_API[kind].keptOrders?.(id)) ?? []
  } catch {
    return []
  }
}

/** Forgets both lists, so the next user never sees the previous user's records. */
export function resetChatHistory(): void {
  for (const kind of ['quote', 'process'] as const) {
    latest[kind].invalidate()
    stores[kind].set(initial())
  }
}

resetOnSessionChange(resetChatHistory)
