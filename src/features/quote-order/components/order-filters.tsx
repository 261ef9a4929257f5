import { useStore } from '@nanostores/react'
import { QUOTE_ORDER_SORT_FIELDS, QUOTE_ORDER_STATUSES } from '../../../../contract/quote-order-states.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { SearchForm } from '../../../lib/search-form.tsx'
import type { QuoteOrderSortField, QuoteOrderStatus } from '../api/types.ts'
import { orderList } from '../stores/order-list.ts'
import { DateRange } from './date-range.tsx'

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
      <label className="qe-qo-inline">
        {t('quoteOrder.list.status')}
        <select
          className="qe-native-input"
          value={filters.status[0] ?? ''}
          onChange={(e) =>
            void orderList.setFilters({ status: e.target.value ? [e.target.value as QuoteOrderStatus] : [] })
          }
          data-testid="qo-filter-status"
        >
          <option value="">{t('quoteOrder.list.allStatuses')}</option>
          {QUOTE_ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`enums.quoteOrderStatus.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <DateRange
        from={filters.from}
        to={filters.to}
        onChange={(change) => void orderList.setFilters(change)}
        testId="qo-filter"
      />
      <label className="qe-qo-inline">
        {t('quoteOrder.list.sort')}
        <select
          className="qe-native-input"
          value={`${filters.sort}:${filters.order}`}
          onChange={(e) => {
            const [sort, order] = e.target.value.split(':') as [QuoteOrderSortField, 'asc' | 'desc']
            void orderList.setFilters({ sort, order })
          }}
          data-testid="qo-sort"
        >
          {SORTS.map(([field, order]) => {
            const value = `${field}:${order}`
            return (
              <option key={value} value={value}>
                {t(`quoteOrder.sort.${field}`)} {t(`quoteOrder.sort.${order}`)}
              </option>
            )
          })}
        </select>
      </label>
    </div>
  )
}
