import type { PageQuery } from '../../../lib/paged-list/types.ts'
import type { OrderListParams, QuoteOrderSortField, QuoteOrderStatus } from '../api/types.ts'
import { localTzOffset } from './format.ts'

/** The manage list's filters: statuses (none: all), a creation date range, and the sort. */
export interface OrderFilters {
  status: QuoteOrderStatus[]
  /** YYYY-MM-DD or ''. */
  from: string
  to: string
  sort: QuoteOrderSortField
  order: 'asc' | 'desc'
}

/** Newest first, every status, any date. */
export const DEFAULT_ORDER_FILTERS: OrderFilters = { status: [], from: '', to: '', sort: 'createTime', order: 'desc' }

/** The list's query string; empty filters are left out, and a reversed date range is put right. */
export function toListParams(
  { pageIndex, pageSize, keyword, filters }: PageQuery<OrderFilters>,
  tzOffset = localTzOffset(),
): OrderListParams {
  const [from, to] =
    filters.from && filters.to && filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to]
  return {
    pageIndex,
    pageSize,
    keyword: keyword || undefined,
    status: filters.status.length ? filters.status.join(',') : undefined,
    from: from || undefined,
    to: to || undefined,
    sort: filters.sort,
    order: filters.order,
    tzOffset,
  }
}
