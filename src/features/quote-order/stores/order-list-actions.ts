import { showToast } from '../../../lib/api/toast.ts'
import { t } from '../../../lib/i18n/index.ts'
import { getOrder } from '../api/get-order.ts'
import { moveOrder } from '../api/move-order.ts'
import type { QuoteOrderMoveAction, QuoteOrderRow } from '../api/types.ts'
import { dealTerms, type DealTerms } from '../lib/deal-terms.ts'
import { orderList } from './order-list.ts'
import '../messages.ts'

/**
 * A move from a row of the manage list, based on the row's version as the list last read it. Either
 * way the page is read again: after success the row shows its new status, after a refusal (409:
 * changed meanwhile or not allowed now) what is true now, with the server's words in a toast, or
 * handed to `refused` (the dialog the move was confirmed in, which says them there).
 */
export async function moveFromList(
  row: QuoteOrderRow,
  action: QuoteOrderMoveAction,
  reason = '',
  refused?: (message: string) => void,
): Promise<boolean> {
  // A refused try read the list again: a second try goes with the version read then.
  const now = orderList.$state.get().rows.find((r) => r.id === row.id) ?? row
  try {
    await moveOrder(now.id, action, now.version, reason.trim() || undefined)
    showToast('success', t(`quoteOrder.moved.${action}`))
    return true
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (refused) refused(message)
    else showToast('danger', message)
    return false
  } finally {
    await orderList.reload()
  }
}

/** Before accepting or ordering from a row: the order's terms as they stand (null, with a toast, when it cannot be read). */
export async function dealTermsOf(row: QuoteOrderRow): Promise<DealTerms | null> {
  try {
    return dealTerms(await getOrder(row.id))
  } catch (error) {
    showToast('danger', error instanceof Error ? error.message : String(error))
    return null
  }
}
