import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import { Pager } from '../../../lib/pager.tsx'
import type { QuoteOrderMoveAction, QuoteOrderRow } from '../api/types.ts'
import { isCommitment, isDestructive } from '../lib/actions.ts'
import type { DealTerms } from '../lib/deal-terms.ts'
import { dealTermsOf, moveFromList } from '../stores/order-list-actions.ts'
import { $orderSelection, orderList, setOrderSelection } from '../stores/order-list.ts'
import { DealDialog } from './deal-dialog.tsx'
import { MoveDialog } from './move-dialog.tsx'
import { OrderFilters } from './order-filters.tsx'
import { OrderTable } from './order-table.tsx'
import { SelectionBar } from './selection-bar.tsx'
import '../messages.ts'
import '../styles.ts'

/** Props of OrderManageView. */
export interface OrderManageViewProps {
  /** Staff see every customer's orders. */
  staff: boolean
  onOpen: (id: number) => void
  onCompare: (ids: number[]) => void
}

type Pending = { row: QuoteOrderRow; action: QuoteOrderMoveAction; terms?: DealTerms } | null

/** /quote-order/manage: search, filter, sort and page the orders; tick them to download or compare; make the moves allowed. */
export function OrderManageView({ staff, onOpen, onCompare }: OrderManageViewProps) {
  const t = useT()
  const list = useStore(orderList.$state)
  const selected = useStore($orderSelection)
  const [pending, setPending] = useState<Pending>(null)
  const [reason, setReason] = useState('')
  // The server's words when the move confirmed in the open dialog was refused.
  const [refusal, setRefusal] = useState('')
  const close = () => {
    setRefusal('')
    setPending(null)
  }
  const confirm = (p: NonNullable<Pending>, typed = '') => {
    setRefusal('')
    return moveFromList(p.row, p.action, typed, (message) => {
      setRefusal(message)
      // The dialog of a commitment shows the terms as they stand now, not as they stood.
      if (p.terms) void dealTermsOf(p.row).then((terms) => terms && setPending((c) => c && { ...c, terms }))
    })
  }
  useEffect(() => void orderList.reload(), [])

  const onMove = async (row: QuoteOrderRow, action: QuoteOrderMoveAction) => {
    if (isCommitment(action)) {
      const terms = await dealTermsOf(row)
      return terms ? setPending({ row, action, terms }) : undefined
    }
    if (!isDestructive(action)) return void moveFromList(row, action)
    setReason('')
    setPending({ row, action })
  }

  return (
    <main className="qe-page qe-qo" data-testid="quote-order-manage">
      <h1 className="qe-title">{t('router.quoteOrderManage')}</h1>
      <OrderFilters />
      <SelectionBar onCompare={onCompare} />
      <OrderTable
        state={list}
        staff={staff}
        selected={selected}
        onSelect={setOrderSelection}
        onOpen={(row) => onOpen(row.id)}
        onMove={(row, action) => void onMove(row, action)}
        onRetry={() => void orderList.reload()}
      />
      {list.status !== 'error' && list.status !== 'forbidden' && list.totalCount > 0 && (
        <Pager list={orderList} testId="qo" />
      )}
      {pending?.terms && (
        <DealDialog
          action={pending.action}
          terms={pending.terms}
          refusal={refusal}
          onConfirm={() => confirm(pending)}
          onClose={close}
        />
      )}
      {pending && !pending.terms && (
        <MoveDialog
          action={pending.action}
          number={pending.row.number}
          reason={reason}
          onReason={setReason}
          refusal={refusal}
          onConfirm={() => confirm(pending, reason)}
          onClose={close}
        />
      )}
    </main>
  )
}
