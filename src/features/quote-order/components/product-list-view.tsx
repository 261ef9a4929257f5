import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { DataTable } from '../../../lib/data-table/data-table.tsx'
import type { Column } from '../../../lib/data-table/types.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { SearchForm } from '../../../lib/search-form.tsx'
import { Pager } from '../../../lib/pager.tsx'
import type { ProductRow } from '../api/types.ts'
import { formatAmount, formatTime } from '../lib/format.ts'
import { $creatingOrder } from '../stores/create-order.ts'
import { productList, requoteProduct } from '../stores/product-list.ts'
import { ProductHistory } from './product-history.tsx'
import '../messages.ts'
import '../styles.ts'
import { keyedName } from '../../../lib/i18n/seeded-name.ts'

/** Props of ProductListView. */
export interface ProductListViewProps {
  staff: boolean
  /** Whether the caller may re-quote the row: only a part's owner makes orders of it (staff review others'). */
  canRequote: (row: ProductRow) => boolean
  onOpenOrder: (id: number) => void
  /** Two or more quotes of one product side by side. */
  onCompareQuotes: (quoteIds: number[]) => void
}

/** 产品列表: every part quoted, its last prices, history and orders, and a re-quote with the current configuration. */
export function ProductListView({ staff, canRequote, onOpenOrder, onCompareQuotes }: ProductListViewProps) {
  const t = useT()
  const list = useStore(productList.$state)
  const creating = useStore($creatingOrder)
  useEffect(() => void productList.reload(), [])
  const requote = async (row: ProductRow) => {
    const id = await requoteProduct(row)
    if (id !== null) onOpenOrder(id)
  }
  const columns: Column<ProductRow>[] = [
    {
      key: 'name',
      title: 'quoteOrder.products.name',
      fixed: true,
      render: (row) => <strong translate="no">{row.name}</strong>,
    },
    ...(staff
      ? [
          {
            key: 'customer',
            title: 'quoteOrder.field.customer',
            className: 'qe-qo-customer',
            userData: true,
            render: (row: ProductRow) => row.customer.companyName || row.customer.name,
          },
        ]
      : []),
    {
      key: 'files',
      title: 'quoteOrder.products.files',
      userData: true,
      render: (row) => row.files.map((f) => f.name).join(', '),
    },
    {
      key: 'material',
      title: 'quoteOrder.line.material',
      render: (row) => (row.material ? keyedName('materialName', row.material) : '—'),
    },
    { key: 'quantity', title: 'quoteOrder.line.quantity', align: 'end' },
    {
      key: 'lastUnitPrice',
      title: 'quoteOrder.products.lastPrice',
      align: 'end',
      render: (row) => (row.lastUnitPrice === null ? '—' : formatAmount(row.lastUnitPrice, row.currency)),
    },
    {
      key: 'lastOrderedUnitPrice',
      title: 'quoteOrder.products.lastOrdered',
      align: 'end',
      render: (row) => (row.lastOrderedUnitPrice === null ? '—' : formatAmount(row.lastOrderedUnitPrice, row.currency)),
    },
    { key: 'quoteCount', title: 'quoteOrder.products.quotes', align: 'end' },
    { key: 'orders', title: 'quoteOrder.products.orders', align: 'end', render: (row) => row.orders.length },
    {
      key: 'lastQuotedAt',
      title: 'quoteOrder.products.lastQuoted',
      className: 'qe-qo-time',
      render: (row) => formatTime(row.lastQuotedAt),
    },
    {
      key: 'actions',
      title: 'quoteOrder.field.actions',
      fixed: true,
      className: 'qe-qo-actions',
      render: (row) => (
        <>
          {canRequote(row) && (
            <sl-button
              size="small"
              variant="text"
              disabled={creating}
              onClick={() => void requote(row)}
              data-testid={`qo-product-requote-${row.partId}`}
            >
              {t('quoteOrder.products.requote')}
            </sl-button>
          )}
          {row.quotes.length >= 2 && (
            <sl-button
              size="small"
              variant="text"
              onClick={() =>
                onCompareQuotes(
                  row.quotes
                    .slice(0, 2)
                    .map((q) => q.quoteId)
                    .reverse(),
                )
              }
              data-testid={`qo-product-compare-${row.partId}`}
            >
              {t('quoteOrder.products.compareLast')}
            </sl-button>
          )}
        </>
      ),
    },
  ]
  return (
    <main className="qe-page qe-qo" data-testid="quote-order-products">
      <h1 className="qe-title">{t('router.quoteOrderProducts')}</h1>
      <SearchForm
        list={productList}
        label={t('quoteOrder.products.search')}
        buttonLabel={t('quoteOrder.list.searchButton')}
        testId="qo-product-search"
        className="qe-qo-filters"
      />
      <DataTable
        id={staff ? 'quote-products-staff' : 'quote-products'}
        label={t('router.quoteOrderProducts')}
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.partKey}
        status={list.status}
        message={list.message}
        errorText={t('quoteOrder.list.loadFailed', { message: list.message })}
        forbiddenText={t('quoteOrder.forbidden')}
        emptyText={list.keyword ? t('quoteOrder.list.noMatch') : t('quoteOrder.products.empty')}
        onRetry={() => void productList.reload()}
        renderExpanded={(row) => <ProductHistory row={row} onOpenOrder={onOpenOrder} />}
        testId="qo-products"
      />
      {list.status !== 'error' && list.status !== 'forbidden' && list.totalCount > 0 && (
        <Pager list={productList} testId="qo-products" />
      )}
    </main>
  )
}
