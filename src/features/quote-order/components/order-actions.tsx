import { useStore } from '@nanostores/react'
import { useState } from 'react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteOrder, QuoteOrderMoveAction } from '../api/types.ts'
import { isCommitment, isDestructive } from '../lib/actions.ts'
import { dealTerms } from '../lib/deal-terms.ts'
import { $downloading, downloadOrderPdfFile, downloadOrderSheet } from '../stores/downloads.ts'
import { $orderDetail } from '../stores/order-detail.ts'
import { clearMoveRefusal, requoteOpenOrder, runMove, setMoveReason } from '../stores/order-writes.ts'
import { DealDialog } from './deal-dialog.tsx'
import { MoveButtons } from './move-buttons.tsx'
import { MoveDialog } from './move-dialog.tsx'

/** Props of OrderActions. */
export interface OrderActionsProps {
  order: QuoteOrder
  onOpen: (id: number) => void
  onCompare: (ids: number[]) => void
  onPrint: () => void
}

/** The caller's moves, re-quote, compare with the order it re-quotes, the PDF and XLSX quote sheets and print. */
export function OrderActions({ order, onOpen, onCompare, onPrint }: OrderActionsProps) {
  const t = useT()
  const { busy, moveReason, moveRefusal } = useStore($orderDetail)
  const downloading = useStore($downloading)
  const [confirming, setConfirming] = useState<QuoteOrderMoveAction | null>(null)
  const [committing, setCommitting] = useState<QuoteOrderMoveAction | null>(null)
  // Marking an order quoted needs every review flag handled; the button says so instead of failing.
  // The approvers decide the prices they were shown: no new quote while they are deciding.
  const blocked =
    order.approval?.state === 'pending'
      ? { quote: t('quoteOrder.approval.withheldShort') }
      : order.pendingFlags > 0
        ? { quote: t('quoteOrder.review.flagsPending', { count: order.pendingFlags }) }
        : {}
  const onMove = (action: QuoteOrderMoveAction) => {
    if (isDestructive(action)) setConfirming(action)
    else if (isCommitment(action)) setCommitting(action)
    else void runMove(action)
  }
  const requote = async () => {
    const id = await requoteOpenOrder()
    if (id !== null) onOpen(id)
  }
  return (
    <div
      className="qe-toolbar qe-qo-actions-bar"
      role="toolbar"
      aria-label={t('quoteOrder.detail.actions')}
      data-testid="qo-actions"
    >
      <MoveButtons
        actions={order.actions}
        onMove={onMove}
        busy={busy}
        blocked={blocked}
        size="medium"
        testId="qo-move"
      />
      {order.actions.includes('requote') && (
        <sl-button
          loading={busy === 'requote'}
          disabled={busy !== '' && busy !== 'requote'}
          onClick={() => void requote()}
          data-testid="qo-requote"
        >
          {t('quoteOrder.action.requote')}
        </sl-button>
      )}
      {order.sourceOrderId !== null && (
        <sl-button onClick={() => onCompare([order.sourceOrderId!, order.id])} data-testid="qo-compare-source">
          {t('quoteOrder.detail.compareSource')}
        </sl-button>
      )}
      {/* No 报价单 leaves the company while its price awaits approval (the server refuses it too). */}
      {!order.priceWithheld && (
        <sl-button
          loading={downloading === 'orderPdf'}
          onClick={() => void downloadOrderPdfFile(order.id, order.number)}
          data-testid="qo-download-pdf"
        >
          {t('quoteOrder.detail.downloadPdf')}
        </sl-button>
      )}
      <sl-button
        loading={downloading === 'order'}
        onClick={() => void downloadOrderSheet(order.id, order.number)}
        data-testid="qo-download"
      >
        {t('quoteOrder.detail.download')}
      </sl-button>
      <sl-button onClick={onPrint} data-testid="qo-print">
        {t('quoteOrder.detail.print')}
      </sl-button>
      {order.pendingFlags > 0 && order.actions.includes('quote') && (
        <span className="qe-muted qe-small" data-testid="qo-quote-blocked">
          {blocked.quote}
        </span>
      )}
      {confirming && (
        <MoveDialog
          action={confirming}
          number={order.number}
          reason={moveReason}
          onReason={setMoveReason}
          refusal={moveRefusal}
          onConfirm={() => runMove(confirming, true)}
          onClose={() => {
            clearMoveRefusal()
            setConfirming(null)
          }}
        />
      )}
      {committing && (
        <DealDialog
          action={committing}
          terms={dealTerms(order)}
          refusal={moveRefusal}
          onConfirm={() => runMove(committing, true)}
          onClose={() => {
            clearMoveRefusal()
            setCommitting(null)
          }}
        />
      )}
    </div>
  )
}
