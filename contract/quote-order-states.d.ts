export declare const QUOTE_ORDER_STATUSES: readonly ["draft", "submitted", "quoted", "accepted", "rejected", "ordered", "cancelled", "expired"];
export type QuoteOrderStatus = (typeof QUOTE_ORDER_STATUSES)[number];
/** Who may take an action: the customer who owns the order, or staff (Auditor, admins). */
export declare const QUOTE_ORDER_ACTORS: readonly ["owner", "staff"];
export type QuoteOrderActor = (typeof QUOTE_ORDER_ACTORS)[number];
/** Roles that review every customer's orders. */
export declare const QUOTE_ORDER_STAFF_ROLES: readonly ["Auditor", "Administrator", "SuperAdministrator"];
/** Moves a person makes; each changes the status. */
export declare const QUOTE_ORDER_MOVE_ACTIONS: readonly ["submit", "quote", "accept", "reject", "order", "cancel"];
export type QuoteOrderMoveAction = (typeof QUOTE_ORDER_MOVE_ACTIONS)[number];
export interface QuoteOrderMove {
    from: readonly QuoteOrderStatus[];
    to: QuoteOrderStatus;
    by: QuoteOrderActor;
}
/**
 * The allowed moves. Anything not in this table is refused by the server. `quote` also requires
 * every review flag of every line to be cleared; cancelling is possible until acceptance.
 */
export declare const QUOTE_ORDER_MOVES: Readonly<Record<QuoteOrderMoveAction, QuoteOrderMove>>;
/** Changes inside one status (the status stays): review edits by staff, remarks by the owner. */
export declare const QUOTE_ORDER_EDIT_ACTIONS: readonly ["adjust", "clearFlags", "remarks"];
export type QuoteOrderEditAction = (typeof QUOTE_ORDER_EDIT_ACTIONS)[number];
export declare const QUOTE_ORDER_EDITS: Readonly<Record<QuoteOrderEditAction, {
    in: readonly QuoteOrderStatus[];
    by: QuoteOrderActor;
}>>;
/**
 * Statuses whose prices lapse when the validity date passes. A submitted order waits on the shop
 * (the review sets a fresh validity), and an accepted one is already agreed, so neither lapses.
 */
export declare const QUOTE_ORDER_EXPIRING: readonly QuoteOrderStatus[];
/** Every action a timeline event can record: moves, edits, creation and the sweep's expiry. */
export declare const QUOTE_ORDER_EVENT_ACTIONS: readonly ["create", "requote", "submit", "quote", "accept", "reject", "order", "cancel", "adjust", "clearFlags", "remarks", "expire"];
export type QuoteOrderEventAction = (typeof QUOTE_ORDER_EVENT_ACTIONS)[number];
/** Any action a caller may take on one order (re-quote is open to the owner in every status). */
export type QuoteOrderAction = QuoteOrderMoveAction | QuoteOrderEditAction | 'requote';
/** Statuses that can still change (the others are final). */
export declare const isOpenStatus: (status: QuoteOrderStatus) => boolean;
/** The status a move leads to, or null when the table does not allow it from `status`. */
export declare function moveTarget(action: QuoteOrderMoveAction, status: QuoteOrderStatus): QuoteOrderStatus | null;
/**
 * What a caller may do with an order in `status`, for badges and buttons. `actors` holds both
 * when staff open their own order. The server checks the same table (plus versions and flags).
 */
export declare function allowedActions(status: QuoteOrderStatus, actors: readonly QuoteOrderActor[]): QuoteOrderAction[];
/** Statuses a status badge colours alike: waiting on someone, settled well, or closed. */
export declare const QUOTE_ORDER_STATUS_TONE: Readonly<Record<QuoteOrderStatus, 'neutral' | 'primary' | 'warning' | 'success' | 'danger'>>;
/** Order numbers: QO-<year>-<6 digits>, counted per year. */
export declare const QUOTE_ORDER_NUMBER_PATTERN: RegExp;
export declare const formatOrderNumber: (year: number, seq: number) => string;
/** Sort fields of the order list. */
export declare const QUOTE_ORDER_SORT_FIELDS: readonly ["createTime", "updateTime", "number", "totalWithTax", "status", "validUntil"];
export type QuoteOrderSortField = (typeof QUOTE_ORDER_SORT_FIELDS)[number];
/** The breakdown line key of a review adjustment (its own line in an order line's breakdown). */
export declare const ADJUSTMENT_LINE_KEY = "review-adjustment";
/** Longest reason (reject, cancel, adjustment) and remarks. */
export declare const REASON_MAX = 500;
export declare const REMARKS_MAX = 1000;
/** Most parts in one order and orders in one comparison or batch download. */
export declare const ORDER_PARTS_MAX = 100;
export declare const COMPARE_MAX = 6;
export declare const BATCH_DOWNLOAD_MAX = 100;
/** What a comparison marks as differing between columns ('inputs': other breakdown inputs; 'presence': a part missing from a column). */
export declare const COMPARE_FIELDS: readonly ["material", "surfaceTreatments", "heatTreatments", "toleranceGrade", "ra", "quantity", "config", "adjustment", "inputs", "presence"];
export type CompareFieldName = (typeof COMPARE_FIELDS)[number];
/** Buckets of the statistics. */
export declare const STAT_PERIODS: readonly ["day", "week", "month"];
export type StatPeriodName = (typeof STAT_PERIODS)[number];
