import { useStore } from '@nanostores/react'
import { useLocation } from 'wouter'
import { OrderManageView } from '../../features/quote-order/components/order-manage-view.tsx'
import { isStaffRole } from '../../features/quote-order/lib/actions.ts'
import { quoteOrderCompareHref, quoteOrderHref } from '../../lib/paths.ts'
import { $session } from '../../lib/stores/session.ts'

/** /quote-order/manage: the feature's list; opening an order or a comparison navigates. */
export function QuoteOrderManagePage() {
  const [, navigate] = useLocation()
  const staff = isStaffRole(useStore($session).userInfo?.role)
  return (
    <OrderManageView
      staff={staff}
      onOpen={(id) => navigate(quoteOrderHref(id))}
      onCompare={(ids) => navigate(quoteOrderCompareHref('ids', ids))}
    />
  )
}
