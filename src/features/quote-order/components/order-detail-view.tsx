import { useEffect, useRef, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/alert/alert.js'
import { TableState } from '../../../lib/data-table/table-state.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteOrderLine } from '../api/types.ts'
import { printFragment } from '../lib/print.ts'
import { PRINT_CSS } from '../lib/print-css.ts'
import { $orderDetail, loadOrder, patchDetail } from '../stores/order-detail.ts'
import { ApprovalPanel } from './approval-panel.tsx'
import { OrderActions } from './order-actions.tsx'
import { OrderHeader } from './order-header.tsx'
import { OrderLine } from './order-line.tsx'
import { OrderRemarks } from './order-remarks.tsx'
import { OrderTimeline } from './order-timeline.tsx'
import { OrderTotals } from './order-totals.tsx'
import { PrintableOrder } from './printable-order.tsx'
import '../messages.ts'
import '../styles.ts'
import { TitledSection } from './titled-section.tsx'

/** Props of OrderDetailView. */
export interface OrderDetailViewProps {
  /** The `?id=` of the address ('' or not a number: nothing to show). */
  id: string
  /** A line's thumbnail and drawing links, composed by the app. */
  renderFiles?: (line: QuoteOrderLine) => ReactNode
  onOpen: (id: number) => void
  onCompare: (ids: number[]) => void
}

/** /quote-order/detail?id=: header, lines with breakdowns and review, totals, timeline and the caller's actions. */
export function OrderDetailView({ id, renderFiles, onOpen, onCompare }: OrderDetailViewProps) {
  const t = useT()
  const state = useStore($orderDetail)
  const printable = useRef<HTMLDivElement>(null)
  const orderId = /^\d+$/.test(id) ? Number(id) : null
  useEffect(() => {
    if (orderId !== null) void loadOrder(orderId)
  }, [orderId])

  if (orderId === null)
    return (
      <p className="qe-page qe-center qe-muted" data-testid="qo-detail-no-id">
        {t('quoteOrder.detail.noId')}
      </p>
    )
  const order = state.id === orderId ? state.order : null
  if (!order) {
    if (state.status !== 'error' || state.id !== orderId) return <TableState kind="loading" testId="qo-detail" />
    if (state.failure === 'forbidden')
      return <TableState kind="forbidden" text={t('quoteOrder.forbidden')} testId="qo-detail" />
    const text =
      state.failure === 'missing'
        ? t('quoteOrder.detail.missing')
        : t('quoteOrder.detail.loadFailed', { message: state.message })
    return (
      <TableState
        kind="error"
        text={text}
        onRetry={state.failure === 'missing' ? undefined : () => void loadOrder(orderId)}
        testId="qo-detail"
      />
    )
  }
  const print = () => printFragment(order.number, printable.current?.innerHTML ?? '', PRINT_CSS)

  return (
    <main
      className="qe-page qe-qo qe-qo-detail"
      data-testid="quote-order-detail"
      data-status={order.status}
      data-version={order.version}
    >
      <OrderHeader order={order} onOpen={onOpen} />
      {state.conflict && (
        <sl-alert
          variant="warning"
          open
          closable
          onsl-after-hide={() => patchDetail({ conflict: '' })}
          data-testid="qo-conflict"
        >
          <strong>{state.conflict}</strong>
          <br />
          {t('quoteOrder.detail.conflictReloaded')}
        </sl-alert>
      )}
      <OrderActions order={order} onOpen={onOpen} onCompare={onCompare} onPrint={print} />
      {order.approval && <ApprovalPanel order={order} approval={order.approval} />}
      <OrderRemarks order={order} />
      <TitledSection titleId="qo-lines-title" title={t('quoteOrder.detail.lines', { count: order.lines.length })}>
        <div className="qe-qo-lines">
          {order.lines.map((line) => (
            <OrderLine key={line.lineId} order={order} line={line} files={renderFiles?.(line)} />
          ))}
        </div>
      </TitledSection>
      <OrderTotals order={order} />
      <OrderTimeline events={order.events} />
      <PrintableOrder ref={printable} order={order} />
    </main>
  )
}
