// Orders, lines, comparisons, products and statistics are the shared contract's (contract/quote-order.ts).
export type {
  CompareAttribution,
  CompareCell,
  CompareColumn,
  CompareField,
  CompareRow,
  Comparison,
  CreateOrderInput,
  LineAdjustment,
  OrderActor,
  OrderCustomer,
  OrderReviewFlag,
  PricePoint,
  ProductOrderRef,
  ProductQuote,
  ProductRow,
  QuoteOrder,
  QuoteOrderEvent,
  QuoteOrderLine,
  QuoteOrderRow,
  StatAdjustment,
  StatGroup,
  StatPeriod,
  Statistics,
} from '../../../../contract/quote-order.ts'
export type {
  QuoteOrderAction,
  QuoteOrderMoveAction,
  QuoteOrderSortField,
  QuoteOrderStatus,
  StatPeriodName,
} from '../../../../contract/quote-order-states.ts'
import type { QuoteOrderSortField, StatPeriodName } from '../../../../contract/quote-order-states.ts'

/** The order list's query string (`orderListQuery`), as sent. */
export interface OrderListParams {
  pageIndex: number
  pageSize: number
  keyword?: string | undefined
  /** Comma-separated statuses. */
  status?: string | undefined
  from?: string | undefined
  to?: string | undefined
  sort: QuoteOrderSortField
  order: 'asc' | 'desc'
  tzOffset: number
}

/** The statistics' query string (`statisticsQuery`), as sent. */
export interface StatisticsParams {
  from?: string | undefined
  to?: string | undefined
  period: StatPeriodName
  customerId?: number | undefined
  tzOffset: number
}

/** What a comparison compares: orders, or quotes of one part. */
export interface CompareTarget {
  kind: 'ids' | 'quoteIds'
  ids: number[]
}
export type {
  ApprovalDecision,
  ApprovalRule,
  ApprovalRuleInput,
  ApprovalRuleKind,
  ApprovalStep,
  OrderApproval,
} from '../../../../contract/quote-approval.ts'
