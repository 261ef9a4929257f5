import { atom, onSet } from 'nanostores'
import { createPagedList } from '../../../lib/paged-list/create-paged-list.ts'
import { getOrders } from '../api/get-orders.ts'
import type { QuoteOrderRow } from '../api/types.ts'
import { DEFAULT_ORDER_FILTERS, toListParams, type OrderFilters } from '../lib/list-params.ts'

/** Rows per page of the manage screen at first. */
const ORDER_PAGE_SIZE = 10

/** The manage screen's orders: searched by number, part or customer, filtered, sorted and paged. */
export const orderList = createPagedList<QuoteOrderRow, OrderFilters>({
  fetchPage: (query) => getOrders(toListParams(query)),
  pageSize: ORDER_PAGE_SIZE,
  filters: DEFAULT_ORDER_FILTERS,
})

/** Keys (order ids) of the rows ticked for a batch download or a comparison; kept across pages. */
export const $orderSelection = atom<ReadonlySet<string>>(new Set())

export function setOrderSelection(keys: ReadonlySet<string>): void {
  $orderSelection.set(new Set(keys))
}

// A reset list (another user, a new session) forgets its ticks too.
onSet(orderList.$state, ({ newValue }) => {
  if (newValue.status === 'idle' && $orderSelection.get().size > 0) $orderSelection.set(new Set())
})

/** The ticked order ids, as numbers, in the order they were ticked. */
export const selectedOrderIds = () => [...$orderSelection.get()].map(Number)
