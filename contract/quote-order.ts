import { z } from 'zod'
import { idParam, searchQuery } from './envelope.ts'
import { breakdownLine, partFile, pricedInput, reviewFlagCode } from './quote.ts'
import { modelConflict } from './conflicts.ts'
import {
  idList,
  isoDate,
  isoTime,
  lineAdjustment,
  moneyText,
  orderActor,
  orderCustomer,
  orderReviewFlag,
  priceInput,
  quoteOrderAction,
  quoteOrderEventAction,
  quoteOrderMoveAction,
  quoteOrderStatus,
  reasonText,
  remarksText,
  rowId,
  tzOffsetField,
  versionField,
} from './quote-order-base.ts'
import { orderApproval } from './quote-approval.ts'
import {
  BATCH_DOWNLOAD_MAX,
  ORDER_PARTS_MAX,
  QUOTE_ORDER_SORT_FIELDS,
  QUOTE_ORDER_STATUSES,
} from './quote-order-states.ts'

export * from './quote-order-states.ts'
export * from './quote-order-base.ts'
export * from './quote-order-reports.ts'

// Quote orders (报价单): an order freezes priced parts into lines that later changes to
// a configuration or a part never touch; staff review it, the customer accepts and orders it.
// Money is a decimal string with 2 decimals, as in quote.ts; times are ISO 8601.

const WITHHELD = 'null while the price awaits approval (a customer’s view)'
/** A price a customer does not see until every approval step has passed. */
const withheld = moneyText.nullable().describe(WITHHELD)

const quoteOrderLine = z.object({
  lineId: rowId,
  position: z.number().int().describe('1-based line number'),
  partId: rowId,
  partName: z.string(),
  quoteId: rowId.describe('The part quote the line was frozen from'),
  files: z.array(partFile),
  material: z.string(),
  surfaceTreatments: z.array(z.string()),
  heatTreatments: z.array(z.string()),
  toleranceGrade: z.number().int().nullable().describe('Tightest IT grade'),
  ra: z.number().nullable().describe('General roughness Ra, µm'),
  partClass: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: withheld.describe('Effective unit price ex-VAT (the adjusted one when adjusted); ' + WITHHELD),
  unitPriceWithTax: withheld,
  total: withheld,
  totalWithTax: withheld,
  quotedUnitPrice: withheld.describe('The frozen quote’s unit price ex-VAT, before any adjustment; ' + WITHHELD),
  leadDays: z.number(),
  tier: z.string().nullable().describe('Lead-time tier the line was priced at; null on lines frozen before tiers'),
  shipDate: z
    .string()
    .nullable()
    .describe('YYYY-MM-DD: the date booked when the order was accepted, else the quote’s; null before tiers'),
  deliveryDate: z.string().nullable(),
  shipRisk: z
    .boolean()
    .describe('Accepted or ordered, and the shop’s capacity can no longer meet the promised ship date'),
  configId: rowId,
  configName: z.string(),
  configVersion: z.number().int(),
  breakdown: z
    .array(breakdownLine)
    .describe(`The frozen breakdown; an adjustment adds a line keyed "review-adjustment"`),
  pricing: z.array(pricedInput).describe('Frozen multipliers from cost to price (management, profit, tax…)'),
  reviewFlags: z.array(orderReviewFlag),
  conflicts: z
    .array(modelConflict)
    .describe(
      'Where the model, the drawing and the buyer disagreed when the line was frozen; [] before they were found',
    ),
  adjustment: lineAdjustment.nullable(),
})

/** One entry of the timeline: every move and edit, who made it and why. */
const quoteOrderEvent = z.object({
  id: rowId,
  action: quoteOrderEventAction,
  from: quoteOrderStatus.nullable(),
  to: quoteOrderStatus,
  by: orderActor,
  at: isoTime,
  reason: z.string().nullable(),
  detail: z
    .record(z.string(), z.unknown())
    .describe('e.g. { lineId, unitPrice, originalUnitPrice } of an adjustment, { sourceOrderId } of a re-quote'),
})

export const quoteOrder = z.object({
  id: rowId,
  number: z.string().describe('QO-<year>-<6 digits>'),
  customer: orderCustomer,
  status: quoteOrderStatus.describe('Expired when the validity date has passed, even before the sweep stores it'),
  version: z.number().int(),
  currency: z.string(),
  taxRate: z.string().describe('e.g. "0.13"'),
  lines: z.array(quoteOrderLine),
  total: withheld.describe('Sum of line totals ex-VAT; ' + WITHHELD),
  tax: withheld,
  totalWithTax: withheld,
  priceWithheld: z.boolean().describe('The prices await approval: a customer sees none yet'),
  approval: orderApproval.nullable().describe('Staff only: the approval round the order is in'),
  validUntil: isoTime,
  remarks: z.string(),
  sourceOrderId: rowId.nullable().describe('The order this one re-quotes'),
  sourceOrderNumber: z.string().nullable(),
  actions: z.array(quoteOrderAction).describe('What the caller may do now'),
  pendingFlags: z.number().int().describe('Review flags not cleared yet (quote needs 0)'),
  shipDate: z.string().nullable().describe('The order ships with its slowest line: the latest line ship date'),
  shipRisk: z.boolean().describe('A line’s promised ship date can no longer be met'),
  events: z.array(quoteOrderEvent),
  createTime: isoTime,
  updateTime: isoTime,
})

// ── requests ────────────────────────────────────────────────────────────────

export const orderIdParams = z.object({ id: idParam })
export const orderLineParams = z.object({ id: idParam, lineId: idParam })

export const createOrderBody = z.object({
  partIds: z
    .array(z.number().int().min(1))
    .min(1)
    .max(ORDER_PARTS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate')
    .describe('Priced parts of the caller, in line order'),
  remarks: remarksText.optional(),
  reprice: z.boolean().optional().describe('Price every part again with the current configuration first (re-quote)'),
})

export const moveBody = z.object({
  action: quoteOrderMoveAction,
  version: versionField,
  reason: reasonText.optional().describe('Recorded on the timeline (reject, cancel)'),
})

export const adjustBody = z.object({
  version: versionField,
  unitPrice: priceInput,
  reason: reasonText.min(1).describe('Required; shown to the customer'),
})

export const clearFlagsBody = z.object({
  version: versionField,
  codes: z.array(reviewFlagCode).min(1).optional().describe('Flags to clear; all of the line when left out'),
  reason: reasonText.optional(),
})

export const remarksBody = z.object({ version: versionField, remarks: remarksText })

export const orderListQuery = searchQuery.extend({
  keyword: searchQuery.shape.keyword.describe('Matches the order number, a part name, or the customer'),
  status: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(quoteOrderStatus).max(QUOTE_ORDER_STATUSES.length))
    .optional()
    .describe('Comma-separated statuses'),
  from: isoDate.optional().describe('Created on or after'),
  to: isoDate.optional().describe('Created on or before'),
  customerId: idParam.optional().describe('Staff only'),
  shipRisk: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .describe('Staff only: true lists the orders whose promised ship date can no longer be met'),
  sort: z.enum(QUOTE_ORDER_SORT_FIELDS).default('createTime'),
  order: z.enum(['asc', 'desc']).default('desc'),
  tzOffset: tzOffsetField,
})

export const batchDownloadQuery = z.object({ ids: idList(1, BATCH_DOWNLOAD_MAX).describe('Comma-separated order ids') })

// ── answers ─────────────────────────────────────────────────────────────────

export const quoteOrderRow = z.object({
  id: rowId,
  number: z.string(),
  status: quoteOrderStatus,
  version: z.number().int(),
  customer: orderCustomer,
  currency: z.string(),
  lineCount: z.number().int(),
  partNames: z.array(z.string()).describe('Of the first lines'),
  total: withheld,
  totalWithTax: withheld,
  priceWithheld: z.boolean(),
  adjusted: z.boolean().describe('A reviewer changed a price'),
  shipDate: z.string().nullable().describe('YYYY-MM-DD: the latest line ship date (booked once accepted)'),
  shipRisk: z.boolean().describe('Staff only: a line’s promised ship date can no longer be met'),
  validUntil: isoTime,
  actions: z.array(quoteOrderAction),
  createTime: isoTime,
  updateTime: isoTime,
})

export type QuoteOrderLine = z.infer<typeof quoteOrderLine>
export type QuoteOrderEvent = z.infer<typeof quoteOrderEvent>
export type QuoteOrder = z.infer<typeof quoteOrder>
export type CreateOrderInput = z.infer<typeof createOrderBody>
export type MoveInput = z.infer<typeof moveBody>
export type AdjustInput = z.infer<typeof adjustBody>
export type ClearFlagsInput = z.infer<typeof clearFlagsBody>
export type RemarksInput = z.infer<typeof remarksBody>
export type OrderListQuery = z.infer<typeof orderListQuery>
export type QuoteOrderRow = z.infer<typeof quoteOrderRow>
