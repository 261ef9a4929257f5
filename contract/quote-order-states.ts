// The life cycle of a quote order as data, without zod, so the first load of the
// client (which buttons to show) and the server (which moves to allow) read the
// same table. quote-order.ts builds the wire schemas from these constants.

export const QUOTE_ORDER_STATUSES = [
  'draft',
  'submitted',
  'quoted',
  'accepted',
  'rejected',
  'ordered',
  'cancelled',
  'expired',
] as const
export type QuoteOrderStatus = (typeof QUOTE_ORDER_STATUSES)[number]

/** Who may take an action: the customer who owns the order, or staff (callers holding the review right, staff-rights.ts). */
export const QUOTE_ORDER_ACTORS = ['owner', 'staff'] as const
export type QuoteOrderActor = (typeof QUOTE_ORDER_ACTORS)[number]

/** Moves a person makes; each changes the status. */
export const QUOTE_ORDER_MOVE_ACTIONS = ['submit', 'quote', 'accept', 'reject', 'order', 'cancel'] as const
export type QuoteOrderMoveAction = (typeof QUOTE_ORDER_MOVE_ACTIONS)[number]

export interface QuoteOrderMove {
  from: readonly QuoteOrderStatus[]
  to: QuoteOrderStatus
  by: QuoteOrderActor
}

/**
 * The allowed moves. Anything not in this table is refused by the server. `quote` also requires
 * every review flag of every line to be cleared; cancelling is possible until acceptance.
 */
export const QUOTE_ORDER_MOVES: Readonly<Record<QuoteOrderMoveAction, QuoteOrderMove>> = {
  submit: { from: ['draft'], to: 'submitted', by: 'owner' },
  quote: { from: ['submitted'], to: 'quoted', by: 'staff' },
  accept: { from: ['quoted'], to: 'accepted', by: 'owner' },
  reject: { from: ['quoted'], to: 'rejected', by: 'owner' },
  order: { from: ['accepted'], to: 'ordered', by: 'owner' },
  cancel: { from: ['draft', 'submitted', 'quoted'], to: 'cancelled', by: 'owner' },
}

/** Changes inside one status (the status stays): review edits by staff, remarks by the owner. */
export const QUOTE_ORDER_EDIT_ACTIONS = ['adjust', 'clearFlags', 'remarks'] as const
export type QuoteOrderEditAction = (typeof QUOTE_ORDER_EDIT_ACTIONS)[number]

export const QUOTE_ORDER_EDITS: Readonly<
  Record<QuoteOrderEditAction, { in: readonly QuoteOrderStatus[]; by: QuoteOrderActor }>
> = {
  adjust: { in: ['submitted'], by: 'staff' },
  clearFlags: { in: ['submitted'], by: 'staff' },
  remarks: { in: ['draft'], by: 'owner' },
}

/**
 * Statuses whose prices lapse when the validity date passes. A submitted order waits on the shop
 * (the review sets a fresh validity), and an accepted one is already agreed, so neither lapses.
 */
export const QUOTE_ORDER_EXPIRING: readonly QuoteOrderStatus[] = ['draft', 'quoted']

/**
 * The approval's timeline actions: a quote that an approval rule matches is sent for approval
 * instead of to the customer (the status stays submitted); each step approved or rejected with the
 * approver's opinion; the last step's approval issues the quote (submitted → quoted).
 */
export const QUOTE_ORDER_APPROVAL_EVENTS = ['approvalRequest', 'approvalPass', 'approvalReject'] as const

/** Every action a timeline event can record: moves, edits, approvals, creation and the sweep's expiry. */
export const QUOTE_ORDER_EVENT_ACTIONS = [
  'create',
  'requote',
  ...QUOTE_ORDER_MOVE_ACTIONS,
  ...QUOTE_ORDER_EDIT_ACTIONS,
  ...QUOTE_ORDER_APPROVAL_EVENTS,
  'expire',
] as const
export type QuoteOrderEventAction = (typeof QUOTE_ORDER_EVENT_ACTIONS)[number]

/** Any action a caller may take on one order (re-quote is open to the owner in every status). */
export type QuoteOrderAction = QuoteOrderMoveAction | QuoteOrderEditAction | 'requote'

/** Statuses that can still change (the others are final). */
export const isOpenStatus = (status: QuoteOrderStatus) =>
  Object.values(QUOTE_ORDER_MOVES).some((move) => move.from.includes(status))

/** The status a move leads to, or null when the table does not allow it from `status`. */
function moveTarget(action: QuoteOrderMoveAction, status: QuoteOrderStatus): QuoteOrderStatus | null {
  const move = QUOTE_ORDER_MOVES[action]
  return move.from.includes(status) ? move.to : null
}

/**
 * What a caller may do with an order in `status`, for badges and buttons. `actors` holds both
 * when staff open their own order. The server checks the same table (plus versions and flags).
 */
export function allowedActions(status: QuoteOrderStatus, actors: readonly QuoteOrderActor[]): QuoteOrderAction[] {
  const moves = QUOTE_ORDER_MOVE_ACTIONS.filter(
    (a) => actors.includes(QUOTE_ORDER_MOVES[a].by) && moveTarget(a, status),
  )
  const edits = QUOTE_ORDER_EDIT_ACTIONS.filter(
    (a) => actors.includes(QUOTE_ORDER_EDITS[a].by) && QUOTE_ORDER_EDITS[a].in.includes(status),
  )
  return [...moves, ...edits, ...(actors.includes('owner') ? (['requote'] as const) : [])]
}

export const formatOrderNumber = (year: number, seq: number) => `QO-${year}-${String(seq).padStart(6, '0')}`

/** Sort fields of the order list. */
export const QUOTE_ORDER_SORT_FIELDS = [
  'createTime',
  'updateTime',
  'number',
  'totalWithTax',
  'status',
  'validUntil',
] as const
export type QuoteOrderSortField = (typeof QUOTE_ORDER_SORT_FIELDS)[number]

/** The breakdown line key of a review adjustment (its own line in an order line's breakdown). */
export const ADJUSTMENT_LINE_KEY = 'review-adjustment'

/** Longest reason (reject, cancel, adjustment) and remarks. */
export const REASON_MAX = 500
export const REMARKS_MAX = 1000
/** Most parts in one order and orders in one comparison or batch download. */
export const ORDER_PARTS_MAX = 100
export const COMPARE_MAX = 6
export const BATCH_DOWNLOAD_MAX = 100

/** What a comparison marks as differing between columns ('inputs': other breakdown inputs; 'presence': a part missing from a column). */
export const COMPARE_FIELDS = [
  'material',
  'surfaceTreatments',
  'heatTreatments',
  'toleranceGrade',
  'ra',
  'quantity',
  'config',
  'adjustment',
  'inputs',
  'presence',
] as const
export type CompareFieldName = (typeof COMPARE_FIELDS)[number]

/** Buckets of the statistics. */
export const STAT_PERIODS = ['day', 'week', 'month'] as const
export type StatPeriodName = (typeof STAT_PERIODS)[number]
