import { z } from 'zod'
import { idParam, searchQuery } from './envelope.ts'
import { breakdownLine, partFile } from './quote.ts'
import {
  rowId,
  idList,
  isoDate,
  lineAdjustment,
  moneyText,
  orderActor,
  orderCustomer,
  quoteOrderStatus,
  isoTime,
  tzOffsetField,
} from './quote-order-base.ts'
import { COMPARE_FIELDS, COMPARE_MAX, STAT_PERIODS } from './quote-order-states.ts'

// What is read across quote orders: the comparison, the product list and the staff statistics.
// quote-order.ts re-exports these, so both names of the import work.

export const compareQuery = z.object({
  ids: idList(2, COMPARE_MAX).optional().describe('Orders to compare, comma-separated'),
  quoteIds: idList(2, COMPARE_MAX).optional().describe("Or quotes of one part (the product list's history)"),
})

export const productQuery = searchQuery.extend({
  keyword: searchQuery.shape.keyword.describe('Matches a part or file name'),
  customerId: idParam.optional().describe('Staff only'),
})

export const statisticsQuery = z.object({
  from: isoDate.optional().describe('Default: 12 months back'),
  to: isoDate.optional().describe('Default: today'),
  period: z.enum(STAT_PERIODS).default('month'),
  customerId: idParam.optional(),
  tzOffset: tzOffsetField,
})

export const compareField = z.enum(COMPARE_FIELDS)

const compareColumn = z.object({
  kind: z.enum(['order', 'quote']),
  id: rowId.describe('Order id or quote id'),
  label: z.string().describe('Order number, or the quote’s time'),
  status: quoteOrderStatus.nullable(),
  currency: z.string(),
  total: moneyText,
  totalWithTax: moneyText,
  delta: moneyText.describe('Total ex-VAT minus the first column’s'),
  createTime: isoTime,
})

const compareCell = z.object({
  lineId: rowId.nullable(),
  quoteId: rowId,
  material: z.string(),
  surfaceTreatments: z.array(z.string()),
  heatTreatments: z.array(z.string()),
  toleranceGrade: z.number().int().nullable(),
  ra: z.number().nullable(),
  quantity: z.number().int(),
  configId: rowId,
  configName: z.string(),
  configVersion: z.number().int(),
  unitPrice: moneyText,
  total: moneyText,
  adjustment: lineAdjustment.nullable(),
  breakdown: z.array(breakdownLine),
})

const compareRow = z.object({
  partKey: z.string().describe('Same files → same key'),
  partName: z.string(),
  cells: z.array(compareCell.nullable()).describe('One per column; null when the part is not in it'),
  differs: z.array(compareField).describe('What differs between the columns'),
  differingInputs: z.array(z.string()).describe('Breakdown line keys whose amount differs'),
  deltas: z.array(moneyText).describe('Line total ex-VAT minus the first column’s, per column'),
})

/** Why a column's total differs from the first: the lines that moved it, and what changed on them. */
const compareAttribution = z.object({
  column: z.number().int(),
  delta: moneyText,
  lines: z.array(
    z.object({ partKey: z.string(), partName: z.string(), delta: moneyText, causes: z.array(compareField) }),
  ),
})

export const comparison = z.object({
  columns: z.array(compareColumn),
  rows: z.array(compareRow),
  attribution: z.array(compareAttribution),
})

const productQuote = z.object({
  quoteId: rowId,
  partId: rowId,
  pricedAt: isoTime,
  material: z.string(),
  quantity: z.number().int(),
  unitPrice: moneyText.nullable(),
  total: moneyText.nullable(),
  configName: z.string(),
  configVersion: z.number().int(),
})

const productOrderRef = z.object({
  id: rowId,
  number: z.string(),
  status: quoteOrderStatus,
  unitPrice: moneyText,
  quantity: z.number().int(),
  createTime: isoTime,
})

/** One part a customer has quoted; uploads of the same files count as one part. */
export const productRow = z.object({
  partKey: z.string(),
  partId: rowId.describe('The latest upload of these files (re-quote uses it)'),
  partIds: z.array(rowId),
  name: z.string(),
  files: z.array(partFile),
  customer: orderCustomer,
  currency: z.string(),
  material: z.string(),
  quantity: z.number().int(),
  lastUnitPrice: moneyText.nullable(),
  lastUnitPriceWithTax: moneyText.nullable(),
  lastQuotedAt: isoTime,
  lastOrderedUnitPrice: moneyText.nullable().describe('Unit price of the latest order line, adjusted if so'),
  quoteCount: z.number().int(),
  quotes: z.array(productQuote).describe('Newest first, up to 10'),
  orders: z.array(productOrderRef).describe('Newest first'),
})

const statPeriod = z.object({
  period: z.string().describe('2026-03, 2026-03-09 (week starting Monday) or 2026-03-14'),
  quotes: z.number().int().describe('Part quotes priced'),
  orders: z.number().int().describe('Quote orders created'),
  ordered: z.number().int().describe('Of those, placed (下单)'),
  orderedTotal: moneyText.describe('Their totals ex-VAT'),
  conversionRate: z.number().nullable().describe('ordered / orders; null without orders'),
})

const statGroup = z.object({
  key: z.string(),
  lines: z.number().int(),
  quantity: z.number().int(),
  averageUnitPrice: moneyText.describe('Sum of line totals / sum of quantities, ex-VAT'),
})

const pricePoint = z.object({
  quantity: z.number().int(),
  unitPrice: moneyText,
  material: z.string(),
  partClass: z.string().nullable(),
  orderId: rowId,
  number: z.string(),
})

const statAdjustment = z.object({
  orderId: rowId,
  number: z.string(),
  lineId: rowId,
  partName: z.string(),
  customer: orderCustomer,
  originalUnitPrice: moneyText,
  unitPrice: moneyText,
  delta: moneyText,
  reason: z.string(),
  by: orderActor,
  at: isoTime,
})

export const statistics = z.object({
  from: z.string(),
  to: z.string(),
  period: z.enum(STAT_PERIODS),
  currency: z.string(),
  totals: statPeriod.omit({ period: true }),
  periods: z.array(statPeriod),
  byMaterial: z.array(statGroup),
  byPartClass: z.array(statGroup),
  pricePoints: z.array(pricePoint),
  adjustments: z.array(statAdjustment),
  customers: z.array(orderCustomer).describe('Customers with orders, for the filter'),
})

export type CompareQuery = z.infer<typeof compareQuery>
export type ProductQuery = z.infer<typeof productQuery>
export type StatisticsQuery = z.infer<typeof statisticsQuery>
export type CompareField = z.infer<typeof compareField>
export type CompareColumn = z.infer<typeof compareColumn>
export type CompareCell = z.infer<typeof compareCell>
export type CompareRow = z.infer<typeof compareRow>
export type CompareAttribution = z.infer<typeof compareAttribution>
export type Comparison = z.infer<typeof comparison>
export type ProductQuote = z.infer<typeof productQuote>
export type ProductOrderRef = z.infer<typeof productOrderRef>
export type ProductRow = z.infer<typeof productRow>
export type StatPeriod = z.infer<typeof statPeriod>
export type StatGroup = z.infer<typeof statGroup>
export type PricePoint = z.infer<typeof pricePoint>
export type StatAdjustment = z.infer<typeof statAdjustment>
export type Statistics = z.infer<typeof statistics>
