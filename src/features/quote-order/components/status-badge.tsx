import { QUOTE_ORDER_STATUS_TONE } from '../lib/status-tone.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteOrderStatus } from '../api/types.ts'

/** An order's status, coloured by its tone (waiting, settled well, closed). */
export function StatusBadge({ status }: { status: QuoteOrderStatus }) {
  const t = useT()
  return (
    <span className={`qe-qo-badge is-${QUOTE_ORDER_STATUS_TONE[status]}`} data-status={status} data-testid="qo-status">
      {t(`enums.quoteOrderStatus.${status}`)}
    </span>
  )
}
