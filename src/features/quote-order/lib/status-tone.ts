import type { QuoteOrderStatus } from '../../../../contract/quote-order-states.ts'

/**
 * The colour a status badge takes, grouping statuses by where the order stands: waiting on someone
 * (warning, primary), settled well (success), or closed without a deal (danger, or neutral when the
 * customer withdrew). The action rules read "settled well" from here too, so a button that commits
 * to a deal and the badge it leads to agree.
 */
export const QUOTE_ORDER_STATUS_TONE: Readonly<
  Record<QuoteOrderStatus, 'neutral' | 'primary' | 'warning' | 'success' | 'danger'>
> = {
  draft: 'neutral',
  submitted: 'warning',
  quoted: 'primary',
  accepted: 'success',
  ordered: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  expired: 'danger',
}
