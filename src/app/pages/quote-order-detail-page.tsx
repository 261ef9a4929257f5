import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useLocation, useSearch } from 'wouter'
import { OrderDetailView } from '../../features/quote-order/components/order-detail-view.tsx'
import { $orderDetail } from '../../features/quote-order/stores/order-detail.ts'
import { adminOrderHref, quoteOrderCompareHref, quoteOrderHref } from '../../lib/paths.ts'
import { setTagTitle } from '../stores/tags.ts'
import { OrderLineFiles } from './quote-order-line-files.tsx'

/** One order (`?id=`); its tab is titled with the order's number; related orders open at `orderHref`. */
function OrderDetailPage({ orderHref }: { orderHref: (id: string | number) => string }) {
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
      renderFiles={(line) => <OrderLineFiles files={line.files} />}
      onOpen={(next) => navigate(orderHref(next))}
      onCompare={(ids) => navigate(quoteOrderCompareHref('ids', ids))}
    />
  )
}

/** /quote-order/detail?id= */
export const QuoteOrderDetailPage = () => <OrderDetailPage orderHref={quoteOrderHref} />

/**
 * /admin/detail?id=: the same order in the back office, with the staff actions the
 * server allows the caller; its menu is /admin/manage.
 */
export const AdminDetailPage = () => <OrderDetailPage orderHref={adminOrderHref} />
