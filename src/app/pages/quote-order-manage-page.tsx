import { useStore } from '@nanostores/react'
import { useLocation } from 'wouter'
import { OrderManageView } from '../../features/quote-order/components/order-manage-view.tsx'
import { quoteOrderCompareHref, quoteOrderHref } from '../../lib/paths.ts'
import { holdsRight } from '../../lib/permission.ts'
import { $session } from '../../lib/stores/session.ts'

/**
 * /quote-order/manage: the feature's list; opening an order or a comparison navigates. A caller
 * granted every customer's orders also sees who each one belongs to.
 */
export function QuoteOrderManagePage() {
  const [, navigate] = useLocation()
  const staff = holdsRight(useStore($session).roleRouters, 'seeEveryCustomer')
  return (
    <OrderManageView
      staff={staff}
      onOpen={(id) => navigate(quoteOrderHref(id))}
      onCompare={(ids) => navigate(quoteOrderCompareHref('ids', ids))}
    />
  )
}
