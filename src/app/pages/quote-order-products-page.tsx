import { useStore } from '@nanostores/react'
import { useLocation } from 'wouter'
import { ProductListView } from '../../features/quote-order/components/product-list-view.tsx'
import { isStaffRole } from '../../features/quote-order/lib/actions.ts'
import { quoteOrderCompareHref, quoteOrderHref } from '../../lib/paths.ts'
import { $session } from '../../lib/stores/session.ts'

/** /quote-order/products (产品列表): every part quoted, with history, orders and re-quote. */
export function QuoteOrderProductsPage() {
  const [, navigate] = useLocation()
  const staff = isStaffRole(useStore($session).userInfo?.role)
  return (
    <ProductListView
      staff={staff}
      onOpenOrder={(id) => navigate(quoteOrderHref(id))}
      onCompareQuotes={(ids) => navigate(quoteOrderCompareHref('quoteIds', ids))}
    />
  )
}
