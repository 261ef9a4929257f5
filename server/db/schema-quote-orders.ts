import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { EquipmentType } from '../../contract/equipment-types.ts'
import type { PartFile, QuoteBreakdown } from '../../contract/quote.ts'
import type { LineAdjustment, OrderActor, OrderReviewFlag } from '../../contract/quote-order.ts'
import type { QuoteOrderEventAction, QuoteOrderStatus } from '../../contract/quote-order-states.ts'
import type { ApprovalDecision, ApprovalRuleKind, ApprovalState, ApprovalStep } from '../../contract/quote-approval.ts'
import { identityId, ownedBy } from './schema-columns.ts'

// Quote orders. schema.ts re-exports these tables and this file imports nothing from it
// (no cycle), so the owner and part ids carry no foreign key: accounts are only ever soft-deleted,
// and an order must outlive the parts and chat records it was made from anyway.

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow()
const amount = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull()

/** A review flag as stored: a code and parameters; its words are chosen when read, in the reader's language. */
export type StoredFlag = Omit<OrderReviewFlag, 'label' | 'message'>

/**
 * A line's file as stored. When the chat record of its part is deleted, the line keeps where the
 * file is stored and its type, so the order still serves it; neither is ever sent to a client.
 */
export type StoredLineFile = PartFile & { storedPath?: string; mimeType?: string }

export const quoteOrders = pgTable(
  'quote_orders',
  {
    id: identityId(),
    number: varchar('number', { length: 20 }).notNull().unique(),
    userId: integer('user_id').notNull(),
    status: varchar('status', { length: 16 }).$type<QuoteOrderStatus>().notNull(),
    /** Bumped by every write; a writer must name the version it read. */
    version: integer('version').notNull().default(1),
    currency: varchar('currency', { length: 8 }).notNull(),
    taxRate: varchar('tax_rate', { length: 16 }).notNull(),
    /** Sums of the lines, kept for sorting and statistics. */
    total: amount('total'),
    totalWithTax: amount('total_with_tax'),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    remarks: text('remarks').notNull().default(''),
    sourceOrderId: integer('source_order_id'),
    /** The approval round the order is in; null when no rule asked for one. */
    approval: jsonb('approval').$type<StoredApproval>(),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    index('quote_orders_user_idx').on(t.userId, t.createdAt),
    index('quote_orders_status_idx').on(t.status, t.validUntil),
    index('quote_orders_created_idx').on(t.createdAt),
  ],
)

/** An order's approval round: the steps the matched rules ask for, and where it stands. */
export interface StoredApproval {
  round: number
  state: ApprovalState
  steps: ApprovalStep[]
  /** Steps approved in this round, in order. */
  passed: ApprovalStep[]
  rules: { kind: ApprovalRuleKind; threshold: string; steps: number }[]
}

/**
 * One priced part, frozen: the quote result (breakdown, multipliers, flags) is copied, so a later
 * configuration change, re-price or deleted chat record never changes an issued order. Part and
 * quote ids are references for navigation only, deliberately without foreign keys.
 */
export const quoteOrderLines = pgTable(
  'quote_order_lines',
  {
    id: identityId(),
    orderId: ownedBy('order_id', () => quoteOrders.id),
    position: integer('position').notNull(),
    partId: integer('part_id').notNull(),
    quoteId: integer('quote_id').notNull(),
    /** Digest of the part's files: uploads of the same files are the same product. */
    partKey: varchar('part_key', { length: 64 }).notNull(),
    partName: varchar('part_name', { length: 255 }).notNull(),
    files: jsonb('files').$type<StoredLineFile[]>().notNull(),
    material: varchar('material', { length: 60 }).notNull(),
    partClass: varchar('part_class', { length: 32 }),
    /** Treatments, tolerance grade and Ra the price was computed with. */
    facts: jsonb('facts')
      .$type<{
        surfaceTreatments: string[]
        heatTreatments: string[]
        toleranceGrade: number | null
        ra: number | null
      }>()
      .notNull(),
    quantity: integer('quantity').notNull(),
    quotedUnitPrice: amount('quoted_unit_price'),
    unitPrice: amount('unit_price'),
    unitPriceWithTax: amount('unit_price_with_tax'),
    total: amount('total'),
    totalWithTax: amount('total_with_tax'),
    configId: integer('config_id').notNull(),
    configName: varchar('config_name', { length: 100 }).notNull(),
    configVersion: integer('config_version').notNull(),
    quote: jsonb('quote').$type<QuoteBreakdown>().notNull(),
    flags: jsonb('flags').$type<StoredFlag[]>().notNull().default([]),
    adjustment: jsonb('adjustment').$type<LineAdjustment>(),
    /** The date promised when the order was accepted; null before (and on lines frozen before lead times). */
    promise: jsonb('promise').$type<LinePromise>(),
  },
  (t) => [
    index('quote_order_lines_order_idx').on(t.orderId, t.position),
    index('quote_order_lines_key_idx').on(t.partKey),
  ],
)

/**
 * A line's promise as booked on acceptance: its tier, the ship and delivery dates dated again against
 * the shop's open work then, and the ship date the customer had been quoted (later when the shop
 * filled up between the quote and the acceptance).
 */
export interface LinePromise {
  tier: string
  shipDate: string
  deliveryDate: string
  days: number
  quotedShipDate: string
}

/**
 * The shop's open work: the minutes an accepted line takes on one kind of machine on one shop day.
 * New quotes are dated behind it and a line whose day is now overbooked is at risk. Rows go with
 * their order and line.
 */
export const capacityBookings = pgTable(
  'capacity_bookings',
  {
    id: identityId(),
    orderId: ownedBy('order_id', () => quoteOrders.id),
    lineId: ownedBy('line_id', () => quoteOrderLines.id),
    kind: varchar('kind', { length: 24 }).$type<EquipmentType>().notNull(),
    /** The shop's local date. */
    day: date('day', { mode: 'string' }).notNull(),
    minutes: doublePrecision('minutes').notNull(),
    /** The line's tier: one that went ahead of the queue is never the one at risk. */
    tier: varchar('tier', { length: 20 }).notNull(),
    createdAt: at('created_at'),
  },
  (t) => [index('capacity_bookings_day_idx').on(t.day), index('capacity_bookings_line_idx').on(t.lineId)],
)

/** The timeline: every move and edit with who, when, from, to and why. */
export const quoteOrderEvents = pgTable(
  'quote_order_events',
  {
    id: identityId(),
    orderId: ownedBy('order_id', () => quoteOrders.id),
    action: varchar('action', { length: 16 }).$type<QuoteOrderEventAction>().notNull(),
    fromStatus: varchar('from_status', { length: 16 }).$type<QuoteOrderStatus>(),
    toStatus: varchar('to_status', { length: 16 }).$type<QuoteOrderStatus>().notNull(),
    actor: jsonb('actor').$type<OrderActor>().notNull(),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at'),
  },
  (t) => [index('quote_order_events_order_idx').on(t.orderId, t.id)],
)

/** The last order number issued per year (QO-2026-000123). */
export const quoteOrderSequences = pgTable('quote_order_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
})

/** Digest of a part's stored files, computed once (files never change after upload); a deleted part's row is inert. */
export const quotePartKeys = pgTable(
  'quote_part_keys',
  {
    partId: integer('part_id').primaryKey(),
    partKey: varchar('part_key', { length: 64 }).notNull(),
  },
  (t) => [uniqueIndex('quote_part_keys_key_idx').on(t.partKey, t.partId)],
)

/**
 * An approval rule: which quotes need approval before the customer sees them (amount with tax at or
 * above the threshold, discount from the computed price in percent at or above it, or any line
 * flagged for review) and how many steps (1: 审核; 2: 审核 then 批准).
 */
export const quoteApprovalRules = pgTable('quote_approval_rules', {
  id: identityId(),
  kind: varchar('kind', { length: 16 }).$type<ApprovalRuleKind>().notNull(),
  threshold: amount('threshold'),
  steps: integer('steps').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: varchar('updated_by', { length: 64 }).notNull(),
  createdAt: at('created_at'),
  updatedAt: at('updated_at'),
})

/** One approver's decision on one step of an order's approval round, with the opinion they gave. */
export const quoteOrderApprovals = pgTable(
  'quote_order_approvals',
  {
    id: identityId(),
    orderId: ownedBy('order_id', () => quoteOrders.id),
    round: integer('round').notNull(),
    step: varchar('step', { length: 16 }).$type<ApprovalStep>().notNull(),
    decision: varchar('decision', { length: 16 }).$type<ApprovalDecision>().notNull(),
    opinion: text('opinion').notNull().default(''),
    actor: jsonb('actor').$type<OrderActor>().notNull(),
    createdAt: at('created_at'),
  },
  (t) => [index('quote_order_approvals_order_idx').on(t.orderId, t.id)],
)
