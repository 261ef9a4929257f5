import { QUOTE_CONFIG_SCREEN } from './quote-config.ts'
import type { PermissionAction } from './wire.ts'

// What staff may do beyond their own records is decided by grants on screens (the role × menu ×
// action matrix), exactly as every management call is, never by a role name: a role built in the
// permission matrix and granted a screen then works like a built-in one. The server decides each
// right from this table and the client hides what the caller lacks from the same table.

/**
 * The quote-order review screen (核价审核), a hidden menu whose page is the order list. Its `view`
 * lets a caller see every customer's parts, orders and full price breakdowns, its `edit` lets
 * them review orders (adjust a price, clear flags, quote), and its `add` lets them upload on
 * customers' behalf without the customer quotas.
 */
export const QUOTE_ORDER_REVIEW_SCREEN = 'QuoteOrderReview'
/** The price statistics across every customer's orders. */
export const QUOTE_ORDER_STATISTICS_SCREEN = 'QuoteOrderStatistics'

/** The approval rules of quotes (审批规则): `view` reads them, `edit` changes them. */
export const QUOTE_APPROVAL_RULES_SCREEN = 'QuoteApprovalRules'
/** The approval steps of a quote: 审核 (check), then 批准 (approve); each a hidden screen's `edit`. */
export const QUOTE_ORDER_CHECK_SCREEN = 'QuoteOrderCheck'
export const QUOTE_ORDER_APPROVE_SCREEN = 'QuoteOrderApprove'
/**
 * The sign-offs of a process card: 审核 (review), then 批准 (approve); each a hidden screen's `edit`.
 * A holder reads and signs every user's process cards, not only their own.
 */
export const PROCESS_CARD_CHECK_SCREEN = 'ProcessCardCheck'
export const PROCESS_CARD_APPROVE_SCREEN = 'ProcessCardApprove'

/** Each staff right as the screen and action that grant it. */
export const STAFF_RIGHTS = {
  seeEveryCustomer: [QUOTE_ORDER_REVIEW_SCREEN, 'view'],
  review: [QUOTE_ORDER_REVIEW_SCREEN, 'edit'],
  uploadUnmetered: [QUOTE_ORDER_REVIEW_SCREEN, 'add'],
  /** Price a part with a configuration other than the default. */
  chooseConfig: [QUOTE_CONFIG_SCREEN, 'view'],
  editApprovalRules: [QUOTE_APPROVAL_RULES_SCREEN, 'edit'],
  /** Decide an order's 审核 step. */
  quoteCheck: [QUOTE_ORDER_CHECK_SCREEN, 'edit'],
  /** Decide an order's 批准 step. */
  quoteApprove: [QUOTE_ORDER_APPROVE_SCREEN, 'edit'],
  /** Sign a process card's 审核. */
  processCheck: [PROCESS_CARD_CHECK_SCREEN, 'edit'],
  /** Sign a process card's 批准. */
  processApprove: [PROCESS_CARD_APPROVE_SCREEN, 'edit'],
} as const satisfies Record<string, readonly [string, PermissionAction]>

export type StaffRight = keyof typeof STAFF_RIGHTS
export type StaffRights = Readonly<Record<StaffRight, boolean>>

/** The screens the rights are granted on, each once. */
export const STAFF_RIGHT_SCREENS: readonly string[] = [
  ...new Set(Object.values(STAFF_RIGHTS).map(([screen]) => screen)),
]

/** The rights of a caller whose actions on a screen `granted` answers. */
export function staffRightsFrom(granted: (screen: string) => readonly string[]): StaffRights {
  const entries = Object.entries(STAFF_RIGHTS).map(([right, [screen, action]]) => [
    right,
    granted(screen).includes(action),
  ])
  return Object.fromEntries(entries) as Record<StaffRight, boolean>
}
