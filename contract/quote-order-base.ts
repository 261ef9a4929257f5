import { z } from 'zod'
import { text } from './text.ts'
import { shownReviewFlag } from './quote.ts'
import {
  QUOTE_ORDER_EDIT_ACTIONS,
  QUOTE_ORDER_EVENT_ACTIONS,
  QUOTE_ORDER_MOVE_ACTIONS,
  QUOTE_ORDER_STATUSES,
  REASON_MAX,
  REMARKS_MAX,
} from './quote-order-states.ts'

// The pieces quote-order.ts and quote-order-reports.ts share: money and time strings, the status and
// action enums, people, adjustments and the small request fields. quote-order.ts re-exports them.

export const moneyText = z.string().describe('Decimal, 2 places')
export const isoTime = z.string().describe('ISO 8601')
export const rowId = z.number().int()

export const quoteOrderStatus = z.enum(QUOTE_ORDER_STATUSES)
export const quoteOrderMoveAction = z.enum(QUOTE_ORDER_MOVE_ACTIONS)
export const quoteOrderEventAction = z.enum(QUOTE_ORDER_EVENT_ACTIONS)
export const quoteOrderAction = z.enum([...QUOTE_ORDER_MOVE_ACTIONS, ...QUOTE_ORDER_EDIT_ACTIONS, 'requote'])

/** A price as typed by a reviewer: up to 2 decimals, above zero. */
export const priceInput = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/)
  .refine((v) => Number(v) > 0)
  .describe('Unit price ex-VAT, e.g. "12.50"')

export const reasonText = text({ multiline: true }).trim().max(REASON_MAX)
export const remarksText = text({ multiline: true }).trim().max(REMARKS_MAX)
/** The order version the writer read; a stale one answers 409 and changes nothing. */
export const versionField = z
  .number()
  .int()
  .min(1)
  .describe('The version this write is based on (optimistic concurrency)')

/** The customer an order belongs to. */
export const orderCustomer = z.object({
  id: rowId,
  username: z.string(),
  name: z.string().describe('Nickname, else real name, else username'),
  companyName: z.string(),
})

/** Someone who acted on an order; null `id` for the server itself (the expiry sweep). */
export const orderActor = z.object({
  id: rowId.nullable(),
  name: z.string(),
  role: z.string().describe("Role code, or 'system'"),
})

/** A review flag frozen from the quote, and whether a reviewer has cleared it. */
export const orderReviewFlag = shownReviewFlag.extend({
  cleared: z.boolean(),
  clearedBy: orderActor.nullable(),
  clearedAt: isoTime.nullable(),
})

/** A reviewer's change of a line's unit price; shown as its own breakdown line too. */
export const lineAdjustment = z.object({
  unitPrice: moneyText.describe('The adjusted unit price ex-VAT'),
  originalUnitPrice: moneyText.describe('The frozen quote’s unit price ex-VAT'),
  reason: z.string(),
  by: orderActor,
  at: isoTime,
})

/** The caller's zone for day boundaries of date filters and periods. */
export const tzOffsetField = z.coerce
  .number()
  .int()
  .min(-840)
  .max(840)
  .default(480)
  .describe('Minutes east of UTC (480: China)')

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('YYYY-MM-DD, inclusive')
export const idList = (min: number, max: number) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .map(Number),
    )
    .pipe(z.array(z.number().int().min(1).max(2_147_483_647)).min(min).max(max))

export type OrderCustomer = z.infer<typeof orderCustomer>
export type OrderActor = z.infer<typeof orderActor>
export type OrderReviewFlag = z.infer<typeof orderReviewFlag>
export type LineAdjustment = z.infer<typeof lineAdjustment>
