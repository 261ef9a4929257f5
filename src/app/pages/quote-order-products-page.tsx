import { useStore } from '@nanostores/react'
import { useLocation } from 'wouter'
import { ProductListView } from '../../features/quote-order/components/product-list-view.tsx'
import { quoteOrderCompareHref, quoteOrderHref } from '../../lib/paths.ts'
import { hasPermission, holdsRight } from '../../lib/permission.ts'
import { $session } from '../../lib/stores/session.ts'
import { useRouteEntry } from '../router/route-context.ts'

/**
 * /quote-order/products (产品列表): every part quoted, with history, orders and re-quote. A re-quote
 * makes an order, so it is offered where this route grants `add` and on the caller's own parts
 * only (the server refuses an order of someone else's part).
 */
export function QuoteOrderProductsPage() {
  const [, navigate] = useLocation()
  const { userInfo: me, roleRouters } = useStore($session)
  const staff = holdsRight(roleRouters, 'seeEveryCustomer')
  const mayAdd = hasPermission('add', useRouteEntry()?.meta.permission ?? [])
  return (
    <ProductListView
      staff={staff}
      canRequote={(row) => mayAdd && row.customer.id === me?.id}
      onOpenOrder={(id) => navigate(quoteOrderHref(id))}
      onCompareQuotes={(ids) => navigate(quoteOrderCompareHref('quoteIds', ids))}
    />
  )
}
