import { UserText } from '../../../lib/i18n/user-text.tsx'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { DataTable } from '../../../lib/data-table/data-table.tsx'
import type { Column } from '../../../lib/data-table/types.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { PagedListState } from '../../../lib/paged-list/types.ts'
import type { QuoteOrderMoveAction, QuoteOrderRow } from '../api/types.ts'
import { formatCalendarDay } from '../../../lib/format/calendar-day.ts'
import { formatAmount } from '../lib/format.ts'
import type { OrderFilters } from '../lib/list-params.ts'
import { MoveButtons } from './move-buttons.tsx'
import { ShipRiskBadge } from './ship-risk-badge.tsx'
import { StatusBadge } from './status-badge.tsx'
import { TimeText } from '../../../lib/format/time-text.tsx'

/** Props of OrderTable. */
export interface OrderTableProps {
  state: PagedListState<QuoteOrderRow, OrderFilters>
  /** Staff see every customer's orders, so the customer gets a column. */
  staff: boolean
  selected: ReadonlySet<string>
  onSelect: (keys: Set<string>) => void
  onOpen: (row: QuoteOrderRow) => void
  onMove: (row: QuoteOrderRow, action: QuoteOrderMoveAction) => void
  onRetry: () => void
}

/**
 * The orders: number, status (with a ship risk), customer, parts, totals, ship date when the rows
 * validity and the caller's moves (Enter opens, Space ticks).
 */
export function OrderTable({ state, staff, selected, onSelect, onOpen, onMove, onRetry }: OrderTableProps) {
  const t = useT()
  const columns: Column<QuoteOrderRow>[] = [
    {
      key: 'number',
      title: 'quoteOrder.field.number',
      fixed: true,
      render: (row) => (
        <button type="button" className="qe-link qe-code" onClick={() => onOpen(row)} data-testid={`qo-open-${row.id}`}>
          {row.number}
        </button>
      ),
    },
    {
      key: 'status',
      title: 'quoteOrder.field.status',
      render: (row) => (
        <>
          <StatusBadge status={row.status} /> {row.shipRisk && <ShipRiskBadge />}
        </>
      ),
    },
    ...(staff
      ? [
          {
            key: 'customer',
            title: 'quoteOrder.field.customer',
            userData: true,
            render: (row: QuoteOrderRow) => row.customer.companyName || row.customer.name,
          },
        ]
      : []),
    {
      key: 'parts',
      title: 'quoteOrder.field.parts',
      render: (row) => (
        <>
          <UserText>{row.partNames.join(', ')}</UserText>
          {row.lineCount > row.partNames.length && (
            <span className="qe-muted">
              {' '}
              {t('quoteOrder.list.moreParts', { count: row.lineCount - row.partNames.length })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'totalWithTax',
      title: 'quoteOrder.field.totalWithTax',
      align: 'end',
      render: (row) => (
        <>
          {row.totalWithTax === null
            ? t('quoteOrder.approval.withheldShort')
            : formatAmount(row.totalWithTax, row.currency)}
          {row.adjusted && (
            <span className="qe-qo-tag" title={t('quoteOrder.list.adjustedHint')}>
              {' '}
              {t('quoteOrder.list.adjusted')}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'shipDate',
      title: 'quoteOrder.field.shipDate',
      render: (row) => formatCalendarDay(row.shipDate) || '—',
    },
    { key: 'validUntil', title: 'quoteOrder.field.validUntil', render: (row) => <TimeText iso={row.validUntil} day /> },
    { key: 'createTime', title: 'quoteOrder.field.createTime', render: (row) => <TimeText iso={row.createTime} /> },
    {
      key: 'actions',
      title: 'quoteOrder.field.actions',
      fixed: true,
      className: 'qe-qo-actions',
      render: (row) => (
        <>
          <sl-button size="small" variant="text" onClick={() => onOpen(row)} data-testid={`qo-view-${row.id}`}>
            {t('quoteOrder.list.view')}
          </sl-button>
          <MoveButtons actions={row.actions} onMove={(action) => onMove(row, action)} testId={`qo-row-${row.id}`} />
        </>
      ),
    },
  ]
  const filtered =
    state.keyword !== '' || state.filters.status.length > 0 || state.filters.from !== '' || state.filters.to !== ''
  return (
    <DataTable
      id={staff ? 'quote-orders-staff' : 'quote-orders'}
      label={t('router.quoteOrderManage')}
      columns={columns}
      rows={state.rows}
      rowKey={(row) => String(row.id)}
      status={state.status}
      message={state.message}
      errorText={t('quoteOrder.list.loadFailed', { message: state.message })}
      forbiddenText={t('quoteOrder.forbidden')}
      emptyText={filtered ? t('quoteOrder.list.noMatch') : t('quoteOrder.list.empty')}
      onRetry={onRetry}
      selected={selected}
      onSelect={onSelect}
      onActivate={onOpen}
      testId="qo"
    />
  )
}
