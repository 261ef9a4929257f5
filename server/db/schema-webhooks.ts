import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import type { DeliveryStatus, WebhookEvent } from '../../contract/webhooks.ts'
import { createdAt, identityId, ownedBy, updatedAt } from './schema-columns.ts'

// Outbound webhooks: the endpoints staff register, the outbox of events (written in the transaction
// of the change they report) and one delivery per event and endpoint, which is a job of the queue.

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: identityId(),
  name: varchar('name', { length: 64 }).notNull(),
  url: varchar('url', { length: 500 }).notNull(),
  /** Kept to sign each body; answered only as its last four characters. */
  secret: varchar('secret', { length: 200 }).notNull(),
  events: jsonb('events').$type<WebhookEvent[]>().notNull().default([]),
  /** 1 enabled; 0 keeps its deliveries waiting until enabled again. */
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** The outbox: one row per event, its body fixed when written so every attempt sends the same bytes. */
export const webhookEvents = pgTable('webhook_events', {
  id: identityId(),
  /** What receivers deduplicate by. */
  eventId: uuid('event_id').notNull().unique(),
  type: varchar('type', { length: 40 }).notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
})

/** One event to one endpoint: claimed like the other jobs (server/jobs/lease.ts), retried with backoff. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: identityId(),
    eventId: ownedBy('event_id', () => webhookEvents.id),
    endpointId: ownedBy('endpoint_id', () => webhookEndpoints.id),
    status: varchar('status', { length: 16 }).$type<DeliveryStatus>().notNull().default('pending'),
    /** Sends tried since it was queued or last replayed. */
    attempts: integer('attempts').notNull().default(0),
    /** A pending delivery is not sent before this time (database clock). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseOwner: varchar('lease_owner', { length: 80 }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastResponse: varchar('last_response', { length: 500 }).notNull().default(''),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_idx').on(t.eventId, t.endpointId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'running')`),
  ],
)
