import { useStore } from '@nanostores/react'
import { QUOTE_ORDER_SORT_FIELDS, QUOTE_ORDER_STATUSES } from '../../../../contract/quote-order-states.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { SearchForm } from '../../../lib/search-form.tsx'
import type { QuoteOrderSortField, QuoteOrderStatus } from '../api/types.ts'
import { orderList } from '../stores/order-list.ts'
import { DateRange } from './date-range.tsx'
import { InlineSelect } from './inline-select.tsx'

const SORTS = QUOTE_ORDER_SORT_FIELDS.flatMap((field) =>
  (['desc', 'asc'] as const).map((order) => [field, order] as const),
)

/** Search by number, part or customer; filter by status and creation dates; sort. Every change reloads from page 1. */
export function OrderFilters() {
  const t = useT()
  const { filters } = useStore(orderList.$state)
  return (
    <div className="qe-toolbar qe-qo-filters" data-testid="qo-filters">
      <SearchForm
        list={orderList}
        label={t('quoteOrder.list.search')}
        buttonLabel={t('quoteOrder.list.searchButton')}
        testId="qo-search"
        resetTestId="qo-filter"
      />
      <InlineSelect
        label={t('quoteOrder.list.status')}
        value={filters.status[0] ?? ''}
        onChange={(value) => void orderList.setFilters({ status: value ? [value as QuoteOrderStatus] : [] })}
        testId="qo-filter-status"
        options={[
          ['', t('quoteOrder.list.allStatuses')],
          ...QUOTE_ORDER_STATUSES.map((s) => [s, t(`enums.quoteOrderStatus.${s}`)] as const),
        ]}
      />
      <DateRange
        from={filters.from}
        to={filters.to}
        onChange={(change) => void orderList.setFilters(change)}
        testId="qo-filter"
      />
      <InlineSelect
        label={t('quoteOrder.list.sort')}
        value={`${filters.sort}:${filters.order}`}
        onChange={(value) => {
          const [sort, order] = value.split(':') as [QuoteOrderSortField, 'asc' | 'desc']
          void orderList.setFilters({ sort, order })
        }}
        testId="qo-sort"
        options={SORTS.map(
          ([field, order]) =>
            [`${field}:${order}`, `${t(`quoteOrder.sort.${field}`)} ${t(`quoteOrder.sort.${order}`)}`] as const,
        )}
      />
    </div>
  )
}
