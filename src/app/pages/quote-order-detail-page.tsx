import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useLocation, useSearch } from 'wouter'
import { OrderDetailView } from '../../features/quote-order/components/order-detail-view.tsx'
import { $orderDetail } from '../../features/quote-order/stores/order-detail.ts'
import { quoteOrderCompareHref, quoteOrderHref } from '../../lib/paths.ts'
import { setTagTitle } from '../stores/tags.ts'
import { OrderLineFiles } from './quote-order-line-files.tsx'

/** /quote-order/detail?id=: one order; its tab is titled with the order's number. */
export function QuoteOrderDetailPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? ''
  const [location, navigate] = useLocation()
  const { order } = useStore($orderDetail)
  const number = order && String(order.id) === id ? order.number : ''
  useEffect(() => {
    if (number) setTagTitle(number, location)
  }, [number, location])
  return (
    <OrderDetailView
      id={id}
      renderFiles={(line) => <OrderLineFiles line={line} />}
      onOpen={(next) => navigate(quoteOrderHref(next))}
      onCompare={(ids) => navigate(quoteOrderCompareHref('ids', ids))}
    />
  )
}
