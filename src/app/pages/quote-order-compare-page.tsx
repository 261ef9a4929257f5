import { useLocation, useSearch } from 'wouter'
import type { CompareTarget } from '../../features/quote-order/api/types.ts'
import { CompareView } from '../../features/quote-order/components/compare-view.tsx'
import { quoteOrderHref } from '../../lib/paths.ts'

/** The ids of `?ids=1,2` or `?quoteIds=3,4`; null unless at least two. */
function targetOf(search: string): CompareTarget | null {
  const query = new URLSearchParams(search)
  for (const kind of ['ids', 'quoteIds'] as const) {
    const ids = (query.get(kind) ?? '')
      .split(',')
      .filter((s) => /^\d+$/.test(s))
      .map(Number)
    if (ids.length >= 2) return { kind, ids }
  }
  return null
}

/** /quote-order/compare?ids= (orders) or ?quoteIds= (quotes of one part): side by side. */
export function QuoteOrderComparePage() {
  const [, navigate] = useLocation()
  return <CompareView target={targetOf(useSearch())} onOpen={(id) => navigate(quoteOrderHref(id))} />
}
